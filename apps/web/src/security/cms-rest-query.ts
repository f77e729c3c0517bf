import * as qs from 'qs-esm';

/**
 * Checks the query string of a CMS REST read before Payload runs it (bad input is a 400 with a clear
 * message, never a 500). Payload validates field paths and relationship values itself, but passes other values
 * to the database as they come, and the database refuses them with an error Payload answers 500:
 * - a number or an ID that is no finite number (`where[id][in]=de`, `where[id][equals]=1e309`, `page=1e309`);
 * - a date that is no date (`where[createdAt][greater_than]=x`), text matching on a date (`contains`, `like`);
 * - a choice that is not one of the field's options (PostgreSQL keeps them as an enum);
 * - a geographic operator on a field that is no point (`where[title][near]=x`);
 * - `all` on a field that holds one value, an empty item in a list of IDs (`where[id][in]=1,`);
 * - an operator given an object (`where[title][equals][x]=1`), a `where` or `data` that is not JSON.
 * Field paths and operators Payload does not know are left to Payload, which answers them 400 itself.
 */

/** What the check needs to know of a field at the top level of a collection. */
export type QueryFieldKind = 'id' | 'number' | 'date' | 'option' | 'point' | 'other';
export interface QueryField {
  kind: QueryFieldKind;
  /** A field holding several values (`hasMany`): the only kind `all` applies to. */
  many: boolean;
  /** A select field's values (PostgreSQL stores them as an enum, which refuses any other). */
  options?: readonly string[];
}

const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
]);
const LISTS = new Set(['in', 'not_in', 'all']);
const GEOGRAPHIC = new Set(['near', 'within', 'intersects']);
/**
 * What an ID, a date or a choice can be asked: the databases err on the rest (PostgreSQL has no text matching of
 * dates or enums). `like` on an ID is the admin's list search where a collection has no title field.
 */
const OPERATORS: Partial<Record<QueryFieldKind, Set<string>>> = {
  id: new Set([...COMPARISONS, 'in', 'not_in', 'exists', 'like']),
  date: new Set([...COMPARISONS, 'in', 'not_in', 'exists']),
  option: new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'exists']),
};
const NOUN: Record<QueryFieldKind, string> = {
  id: 'an ID',
  number: 'a number',
  date: 'a date',
  option: 'one of the options',
  point: 'a point',
  other: 'a value',
};
const KIND_NAME: Partial<Record<QueryFieldKind, string>> = { id: 'IDs', date: 'dates', option: 'choice fields' };
const isWholeNumber = (value: string) => /^-?\d{1,15}$/.test(value.trim());
/** The paging parameters and their smallest values. */
const PAGING = [
  ['depth', 0],
  ['limit', 0],
  ['page', 1],
] as const;

/** Payload parses the query string with these options (payload/dist/utilities/createPayloadRequest.js). */
export const parseRestQuery = (search: string): Record<string, unknown> =>
  qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<
    string,
    unknown
  >;

const isFiniteNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));
const isDate = (value: string) => Number.isFinite(Date.parse(value));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function listValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',');
  return [value];
}

/** The first problem of one `where` clause (a tree of and/or and field conditions), or null. */
function checkWhere(where: unknown, fieldOf: (path: string) => QueryField | undefined, at: string): string | null {
  if (!isRecord(where)) return `${at} must be a set of conditions`;
  for (const [key, condition] of Object.entries(where)) {
    const here = `${at}[${key}]`;
    if (key === 'and' || key === 'or') {
      const clauses = Array.isArray(condition) ? condition : isRecord(condition) ? Object.values(condition) : null;
      if (!clauses) return `${here} must be a list of conditions`;
      for (const [index, clause] of clauses.entries()) {
        const problem = checkWhere(clause, fieldOf, `${here}[${index}]`);
        if (problem) return problem;
      }
      continue;
    }
    if (!isRecord(condition)) return `${here} must name an operator, e.g. ${here}[equals]`;
    const field = fieldOf(key);
    for (const [operator, value] of Object.entries(condition)) {
      const problem = checkCondition(field, operator, value, `${here}[${operator}]`);
      if (problem) return problem;
    }
  }
  return null;
}

function checkCondition(field: QueryField | undefined, operator: string, value: unknown, at: string): string | null {
  if (GEOGRAPHIC.has(operator))
    return field?.kind === 'point' ? null : `${at}: "${operator}" applies to point fields only`;
  if (operator === 'all' && !field?.many) return `${at}: "all" applies to fields with several values only`;
  if (isRecord(value)) return `${at} must be a value, not a set of values`;
  // A repeated parameter arrives as a list; only the list operators take one.
  if (Array.isArray(value) && !LISTS.has(operator)) return `${at} must be a single value (given ${value.length})`;
  if (LISTS.has(operator) && listValues(value).some((item) => typeof item === 'object' && item !== null))
    return `${at}: a list of single values, please`;
  const kind = field?.kind;
  if (kind && OPERATORS[kind] && !OPERATORS[kind]!.has(operator))
    return `${at}: "${operator}" does not apply to ${KIND_NAME[kind]}`;
  if (kind !== 'id' && kind !== 'number' && kind !== 'date' && kind !== 'option') return null;
  const list = LISTS.has(operator);
  // Payload turns `like` on an ID into `equals`.
  const values = list
    ? listValues(value)
    : COMPARISONS.has(operator) || (kind === 'id' && operator === 'like')
      ? [value]
      : [];
  for (const item of values) {
    if (item === null || item === undefined) continue;
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item : null;
    if (text === null || (typeof item === 'number' && kind === 'date'))
      return `${at}: ${JSON.stringify(item)?.slice(0, 40)} is not ${NOUN[kind]}`;
    if (text === '' && kind !== 'option') {
      if (list && kind !== 'date') return `${at}: the list has an empty item`;
      continue;
    }
    const fits =
      kind === 'id'
        ? isWholeNumber(text)
        : kind === 'number'
          ? isFiniteNumber(text)
          : kind === 'date'
            ? isDate(text)
            : (field?.options ?? []).includes(text);
    if (!fits) return `${at}: "${text.slice(0, 40)}" is not ${NOUN[kind]}`;
  }
  return null;
}

/**
 * The first problem of a parsed CMS REST query (or of the JSON body of a POST that Payload reads as a GET), as a message for the 400 answer, or null when Payload may run
 * it. `fieldOf` describes a top-level field path of the collection (undefined: unknown or nested).
 */
export function restQueryProblem(
  query: Record<string, unknown>,
  fieldOf: (path: string) => QueryField | undefined,
): string | null {
  for (const [name, least] of PAGING) {
    const value = query[name];
    // A JSON body (method override) may carry a number; a query string carries text.
    const text = typeof value === 'number' ? String(value) : value;
    if (text !== undefined && text !== null && typeof text !== 'string') return `${name} must be a single value`;
    // Payload ignores words here; a number must be one the database can take (PostgreSQL refuses a negative offset).
    if (typeof text === 'string' && text.trim() !== '' && !Number.isNaN(Number(text))) {
      const number = Number(text);
      if (!Number.isSafeInteger(number) || number < least)
        return `${name}: "${text.slice(0, 40)}" is not a whole number from ${least}`;
    }
  }
  for (const name of ['where', 'data'] as const) {
    if (typeof query[name] !== 'string' || query[name] === '') continue;
    try {
      query = { ...query, [name]: JSON.parse(query[name] as string) };
    } catch {
      return `${name} is neither query-string conditions nor JSON`;
    }
  }
  return query.where === undefined ? null : checkWhere(query.where, fieldOf, 'where');
}

type FieldConfig = {
  name: string;
  type: string;
  hasMany?: boolean;
  relationTo?: unknown;
  options?: readonly (string | { value: string })[];
};

/** Field tables already made, per collection (the route asks on every CMS REST request). */
const described = new WeakMap<readonly FieldConfig[], (path: string) => QueryField | undefined>();

/**
 * The top-level fields of a collection (Payload's flattened fields: ID, timestamps and its own fields), made once
 * per field list.
 */
export function fieldKinds(fields: readonly FieldConfig[]): (path: string) => QueryField | undefined {
  let fieldOf = described.get(fields);
  if (!fieldOf) {
    fieldOf = describeFields(fields);
    described.set(fields, fieldOf);
  }
  return fieldOf;
}

function describeFields(fields: readonly FieldConfig[]): (path: string) => QueryField | undefined {
  const known = new Map<string, QueryField>([['id', { kind: 'id', many: false }]]);
  for (const field of fields) {
    if (field.name === 'id') continue;
    // A relationship to one collection holds that collection's whole-number IDs.
    const holdsIds = (field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string';
    const choice = field.type === 'select' || field.type === 'radio';
    const kind: QueryFieldKind = holdsIds
      ? 'id'
      : choice
        ? 'option'
        : field.type === 'number'
          ? 'number'
          : field.type === 'date'
            ? 'date'
            : field.type === 'point'
              ? 'point'
              : 'other';
    const options = choice
      ? (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value))
      : undefined;
    known.set(field.name, { kind, many: field.hasMany === true, options });
  }
  return (path) => known.get(path);
}
