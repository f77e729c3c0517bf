import { describe, expect, it } from 'vitest';
import { broaderSearches, offeredSearches } from './broader-searches.ts';
import { emptyCriteria, type SearchCriteria } from './types.ts';

const rules = {
  defaultRadius: '' as const,
  filterGroups: ['range', 'targetgroup', 'jobtypes', 'types', 'internalCareers', 'radius'] as const,
};
const hamburg = { name: 'Hamburg', lat: 53.55, lon: 9.99 };
const criteria = (overrides: Partial<SearchCriteria>): SearchCriteria => ({ ...emptyCriteria(), ...overrides });

describe('broader searches', () => {
  it('offers larger radii, no keyword and each active filter dropped, nothing for an unfiltered search', () => {
    expect(broaderSearches(emptyCriteria(), rules)).toEqual([]);
    const searches = broaderSearches(
      criteria({ keyword: ' Schweißer ', city: hamburg, radius: '50', faculty: ['12001'], type: '3' }),
      rules,
    );
    expect(searches.map((s) => (s.kind === 'radius' ? s.radius : s.kind === 'filter' ? s.group : s.keyword))).toEqual([
      '100',
      '200',
      'Schweißer',
      'range',
      'types',
    ]);
    const dropped = searches.find((s) => s.kind === 'filter' && s.group === 'range')!;
    expect(dropped.criteria).toMatchObject({ faculty: [], type: '3', keyword: ' Schweißer ', radius: '50' });
    expect(searches.find((s) => s.kind === 'keyword')!.criteria).toMatchObject({ keyword: '', faculty: ['12001'] });
  });

  it('offers no radius without a city or at the largest one, and ignores groups the variant does not show', () => {
    expect(broaderSearches(criteria({ radius: '50' }), rules)).toEqual([]);
    expect(broaderSearches(criteria({ city: hamburg, radius: '200' }), rules)).toEqual([]);
    expect(broaderSearches(criteria({ workplacetype: ['2'] }), rules)).toEqual([]);
  });

  it('shows the smallest larger radius that finds offers, then the others that find some', () => {
    const searches = broaderSearches(criteria({ keyword: 'x', city: hamburg, radius: '25', jobtype: ['1'] }), rules);
    const counts = [0, 4, 9, 0, 7];
    const offered = offeredSearches(searches.map((search, i) => ({ search, count: counts[i]! })));
    expect(offered.map(({ search, count }) => [search.kind, count])).toEqual([
      ['radius', 4],
      ['filter', 7],
    ]);
    expect((offered[0]!.search as { radius: string }).radius).toBe('100');
  });
});
