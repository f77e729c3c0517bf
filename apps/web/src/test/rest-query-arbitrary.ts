import fc from 'fast-check';

/**
 * Random CMS REST query strings (without the `?`), for the input checks of security/cms-rest-query.ts: field paths of
 * every kind (ID, dates, text, status, relationship, nested, unknown), every operator, hostile values, repeated
 * parameters, and/or groups, paging numbers and JSON `where`. Shared by the store suites (Payload on SQLite and
 * PostgreSQL) and the end-to-end fuzzing of the running server.
 */
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '-1',
    '0',
    '1',
    '1.5',
    '1e309',
    'NaN',
    'de',
    'x,y',
    '1,',
    ',',
    '2026-11-23',
    '2026-13-45',
    '',
    'true',
    'null',
    '[]',
    '{}',
  ),
);
const condition = fc.tuple(
  fc.constantFrom('id', 'createdAt', 'updatedAt', 'title', 'slug', '_status', 'tenant', 'tenant.name', 'nonexistent'),
  fc.constantFrom(
    'equals',
    'not_equals',
    'in',
    'not_in',
    'all',
    'greater_than',
    'less_than_equal',
    'like',
    'not_like',
    'contains',
    'not_contains',
    'exists',
    'near',
    'within',
    'intersects',
    'bogus',
  ),
  fc.array(value, { minLength: 1, maxLength: 2 }),
  fc.constantFrom('', '[or][0]', '[and][1]', '[or][0][and][0]'),
);
const param = fc.tuple(
  fc.constantFrom(
    'page',
    'limit',
    'depth',
    'sort',
    'where',
    'data',
    'locale',
    'draft',
    'select[title]',
    'populate[media]',
  ),
  value,
);

export const restQueryString = fc
  .record({ conditions: fc.array(condition, { maxLength: 3 }), params: fc.array(param, { maxLength: 3 }) })
  .map(({ conditions, params }) =>
    [
      // Each value of a condition is one parameter: two values are the same parameter repeated.
      ...conditions.flatMap(([field, operator, values, group]) =>
        values.map((item) => `where${group}[${field}][${operator}]=${encodeURIComponent(item)}`),
      ),
      ...params.map(([name, item]) => `${name}=${encodeURIComponent(item)}`),
    ].join('&'),
  );

/** JSON `where` documents, as a client may send them instead of bracketed parameters. */
export const restJsonWhere = fc
  .dictionary(
    fc.constantFrom('id', 'createdAt', 'title', 'or'),
    fc.oneof(
      fc.dictionary(fc.constantFrom('equals', 'in', 'greater_than', 'near'), fc.jsonValue(), { maxKeys: 2 }),
      fc.jsonValue(),
    ),
    { maxKeys: 2 },
  )
  .map((where) => `where=${encodeURIComponent(JSON.stringify(where))}`);
