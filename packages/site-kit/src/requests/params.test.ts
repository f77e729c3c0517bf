import { describe, expect, it } from 'vitest';
import { encodeParams, withQuery } from './params.ts';

describe('encodeParams (SPEC §7.1)', () => {
  it('URL-encodes keys and values, spaces as +', () => {
    expect(encodeParams({ search: 'C# dev & ops', city: 'Köln;50.9;6.9' })).toBe(
      'search=C%23+dev+%26+ops&city=K%C3%B6ln%3B50.9%3B6.9',
    );
  });
  it('writes numbers and booleans as text and leaves out null and undefined', () => {
    expect(encodeParams({ page: 2, remote: false, empty: null, missing: undefined, zero: 0 })).toBe(
      'page=2&remote=false&zero=0',
    );
  });
  it('repeats the key for arrays and uses brackets for nested objects', () => {
    expect(encodeParams({ faculty: [1, 2], filter: { city: 'Ulm', radius: 50 } })).toBe(
      'faculty=1&faculty=2&filter%5Bcity%5D=Ulm&filter%5Bradius%5D=50',
    );
  });
  it('is empty without parameters', () => {
    expect(encodeParams(undefined)).toBe('');
    expect(encodeParams({})).toBe('');
  });
});

describe('withQuery', () => {
  it('starts a query, extends one, and keeps the fragment last', () => {
    expect(withQuery('/de/de/jobs', 'a=1')).toBe('/de/de/jobs?a=1');
    expect(withQuery('/de/de/jobs?x=y', 'a=1')).toBe('/de/de/jobs?x=y&a=1');
    expect(withQuery('/de/de/jobs?x=y#list', 'a=1')).toBe('/de/de/jobs?x=y&a=1#list');
    expect(withQuery('/p?', 'a=1')).toBe('/p?a=1');
    expect(withQuery('/p', '')).toBe('/p');
  });
});
