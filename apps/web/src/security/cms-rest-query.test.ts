import { describe, expect, it } from 'vitest';
import { fieldKinds, parseRestQuery, restQueryProblem } from './cms-rest-query';

const kindOf = fieldKinds([
  { name: 'title', type: 'text' },
  { name: 'order', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'location', type: 'point' },
  { name: 'site', type: 'relationship', relationTo: 'sites' },
  { name: 'anything', type: 'relationship', relationTo: ['pages', 'media'] },
  { name: 'roles', type: 'select', hasMany: true, options: ['admin', 'editor'] },
  { name: '_status', type: 'select', options: [{ value: 'draft' }, { value: 'published' }] },
]);
const problem = (search: string) => restQueryProblem(parseRestQuery(search), kindOf);

describe('restQueryProblem', () => {
  it('lets through what the CMS admin and the sites send', () => {
    for (const search of [
      '',
      '?depth=0&limit=10&page=2&sort=-createdAt',
      '?where[title][equals]=x&locale=de',
      '?where[slug][like]=karriere',
      '?where[id][in]=1,2,3',
      '?where[id][not_in][0]=4&where[id][not_in][1]=5',
      '?where[or][0][title][like]=a&where[or][1][order][greater_than]=3',
      '?where[and][0][createdAt][greater_than]=2026-11-01T00:00:00.000Z',
      '?where[id][exists]=true',
      '?where[id][like]=12',
      '?where[roles][all]=admin,editor',
      '?where[_status][equals]=published',
      '?where[_status][in]=draft,published',
      '?where[id][equals]=',
      '?where[location][near]=7.1,50.7,1000',
      '?where[anything][equals]=x', // a link to several collections: Payload checks its values itself
      '?where[site][in]=3,4',
      '?where[site.name][equals]=x',
      '?depth=x&limit=all', // words are ignored by Payload
      `?where=${encodeURIComponent(JSON.stringify({ id: { in: [1, 2] } }))}`,
    ]) {
      expect(problem(search), search).toBeNull();
    }
  });

  it('names what the database would refuse with a 500', () => {
    expect(problem('?where[id][in]=de')).toBe('where[id][in]: "de" is not an ID');
    expect(problem('?where[id][equals]=1e309')).toBe('where[id][equals]: "1e309" is not an ID');
    expect(problem('?where[id][equals]=1.5')).toBe('where[id][equals]: "1.5" is not an ID');
    expect(problem('?where[id][not_like]=x')).toBe('where[id][not_like]: "not_like" does not apply to IDs');
    expect(problem('?where[order][equals]=1.5')).toBeNull();
    expect(problem('?where[or][0][order][less_than]=abc')).toBe(
      'where[or][0][order][less_than]: "abc" is not a number',
    );
    expect(problem('?where[createdAt][greater_than]=x')).toBe('where[createdAt][greater_than]: "x" is not a date');
    expect(problem('?where[createdAt][in]=2026-01-01,never')).toBe('where[createdAt][in]: "never" is not a date');
    expect(problem('?where[title][near]=x')).toBe('where[title][near]: "near" applies to point fields only');
    expect(problem('?where[id][within]=x')).toBe('where[id][within]: "within" applies to point fields only');
    expect(problem('?where[createdAt][contains]=x')).toBe(
      'where[createdAt][contains]: "contains" does not apply to dates',
    );
    expect(problem(`?where=${encodeURIComponent('{"title":{"in":[[]]}}')}`)).toBe(
      'where[title][in]: a list of single values, please',
    );
    expect(problem('?where[id][like]=1.5')).toBe('where[id][like]: "1.5" is not an ID');
    expect(problem('?where[site][like]=2026-13-45')).toBe('where[site][like]: "2026-13-45" is not an ID');
    expect(problem('?where[id][contains]=1')).toBe('where[id][contains]: "contains" does not apply to IDs');
    expect(problem('?where[createdAt][like]=2026-11')).toBe('where[createdAt][like]: "like" does not apply to dates');
    expect(problem('?where[title][equals]=a&where[title][equals]=b')).toBe(
      'where[title][equals] must be a single value (given 2)',
    );
    expect(problem('?where[slug][in]=a&where[slug][in]=b')).toBeNull();
    expect(problem('?where[site][in]=&where[site][in]=')).toBe('where[site][in]: the list has an empty item');
    expect(problem(`?where=${encodeURIComponent('{"id":{"equals":false}}')}`)).toBe(
      'where[id][equals]: false is not an ID',
    );
    expect(problem(`?where=${encodeURIComponent('{"createdAt":{"equals":5}}')}`)).toBe(
      'where[createdAt][equals]: 5 is not a date',
    );
    expect(problem(`?where=${encodeURIComponent('{"id":{"equals":null}}')}`)).toBeNull();
    expect(problem('?where[_status][equals]=')).toBe('where[_status][equals]: "" is not one of the options');
    expect(problem('?where[_status][in]=draft,gone')).toBe('where[_status][in]: "gone" is not one of the options');
    expect(problem('?where[_status][like]=pub')).toBe('where[_status][like]: "like" does not apply to choice fields');
    expect(problem('?where[title][all]=x')).toBe('where[title][all]: "all" applies to fields with several values only');
    expect(problem('?where[id][all]=1')).toBe('where[id][all]: "all" applies to fields with several values only');
    expect(problem('?where[id][in]=1,')).toBe('where[id][in]: the list has an empty item');
    expect(problem('?where[id][not_in]=')).toBe('where[id][not_in]: the list has an empty item');
    expect(problem('?where[title][equals][x]=1')).toBe('where[title][equals] must be a value, not a set of values');
    expect(problem('?where[title]=x')).toBe('where[title] must name an operator, e.g. where[title][equals]');
    expect(problem('?where[or]=x')).toBe('where[or] must be a list of conditions');
    expect(problem('?page=1e309')).toBe('page: "1e309" is not a whole number from 1');
    expect(problem('?page=0')).toBe('page: "0" is not a whole number from 1');
    expect(problem('?limit=1.5')).toBe('limit: "1.5" is not a whole number from 0');
    expect(problem('?depth=-1')).toBe('depth: "-1" is not a whole number from 0');
    expect(problem('?depth[a]=1')).toBe('depth must be a single value');
    expect(problem('?where={bad')).toBe('where is neither query-string conditions nor JSON');
    expect(problem('?data=x')).toBe('data is neither query-string conditions nor JSON');
    expect(problem(`?where=${encodeURIComponent(JSON.stringify({ id: { in: ['de'] } }))}`)).toBe(
      'where[id][in]: "de" is not an ID',
    );
    expect(problem(`?where=${encodeURIComponent('{"id":{"equals":1e309}}')}`)).toBe(
      'where[id][equals]: "Infinity" is not an ID',
    );
    expect(problem(`?where=${encodeURIComponent('{"id":{"equals":5e-324}}')}`)).toBe(
      'where[id][equals]: "5e-324" is not an ID',
    );
  });

  it('checks a JSON body read as a query (POST with a method override) the same way', () => {
    expect(restQueryProblem({ depth: 0, limit: 10, page: 1, where: { id: { not_in: [5] } } }, kindOf)).toBeNull();
    expect(restQueryProblem({ page: -1 }, kindOf)).toBe('page: "-1" is not a whole number from 1');
    expect(restQueryProblem({ where: { createdAt: { equals: 'x' } } }, kindOf)).toBe(
      'where[createdAt][equals]: "x" is not a date',
    );
  });

  it('describes a field list once, however often it is asked', () => {
    const fields = [{ name: 'title', type: 'text' }];
    expect(fieldKinds(fields)).toBe(fieldKinds(fields));
    expect(fieldKinds(fields)('title')).toEqual({ kind: 'other', many: false, options: undefined });
  });

  it('never throws, whatever the query string', async () => {
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (search) => {
        const result = restQueryProblem(parseRestQuery(search), kindOf);
        return result === null || typeof result === 'string';
      }),
      { numRuns: 500 },
    );
  });
});
