/**
 * What to offer when a search finds nothing (instead of a bare "no jobs"): the same search with a larger radius,
 * without the keyword, or without one of the filters that empty the list. The module asks how many offers each
 * finds and shows those that find some, with their counts, as links.
 */
import { RADIUS_OPTIONS } from '@meridian/contracts';
import type { SearchCriteria } from './types.ts';
import { appliedRadius } from './url-params.ts';
import type { FilterGroup, VariantRules } from './variants.ts';

export type BroaderSearch =
  | { kind: 'radius'; radius: string; criteria: SearchCriteria }
  | { kind: 'keyword'; keyword: string; criteria: SearchCriteria }
  | { kind: 'filter'; group: FilterGroup; criteria: SearchCriteria };

const LIST_FIELDS: Partial<
  Record<FilterGroup, 'faculty' | 'target' | 'staffresponsibility' | 'jobtype' | 'workplacetype'>
> = {
  range: 'faculty',
  targetgroup: 'target',
  staffResponsibilities: 'staffresponsibility',
  jobtypes: 'jobtype',
  workplacetypes: 'workplacetype',
};

/** Every broader search of `criteria`, larger radii smallest first; at most one of them is shown (broadestFound). */
export function broaderSearches(
  criteria: SearchCriteria,
  rules: Pick<VariantRules, 'defaultRadius' | 'filterGroups'>,
): BroaderSearch[] {
  const out: BroaderSearch[] = [];
  const radius = appliedRadius(criteria, rules);
  if (criteria.city && /^\d+$/.test(radius)) {
    for (const option of RADIUS_OPTIONS)
      if (/^\d+$/.test(option) && Number(option) > Number(radius))
        out.push({ kind: 'radius', radius: option, criteria: { ...criteria, radius: option } });
  }
  if (criteria.keyword.trim())
    out.push({ kind: 'keyword', keyword: criteria.keyword.trim(), criteria: { ...criteria, keyword: '' } });
  for (const group of rules.filterGroups) {
    const field = LIST_FIELDS[group];
    if (field && criteria[field].length > 0)
      out.push({ kind: 'filter', group, criteria: { ...criteria, [field]: [] } });
    else if (group === 'types' && criteria.type)
      out.push({ kind: 'filter', group, criteria: { ...criteria, type: '' } });
    else if (group === 'internalCareers' && criteria.internalCareer)
      out.push({ kind: 'filter', group, criteria: { ...criteria, internalCareer: '' } });
  }
  return out;
}

/** The broader searches to show, given how many offers each finds: the smallest larger radius that finds some, then the others that find some. */
export function offeredSearches(
  found: { search: BroaderSearch; count: number }[],
): { search: BroaderSearch; count: number }[] {
  const useful = found.filter((entry) => entry.count > 0);
  const radius = useful.find((entry) => entry.search.kind === 'radius');
  return [...(radius ? [radius] : []), ...useful.filter((entry) => entry.search.kind !== 'radius')];
}
