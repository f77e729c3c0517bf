/**
 * A candidate's fields of interest: the options of three of the job search's facet lists (SPEC §7.3.4) — fields of
 * activity (`range`, the filter panel's "expertise", technical areas expanded into their faculties), job types and
 * workplace types — with their names in the page language. The profile stores the option values (the ids the
 * search filters by), never the names. Pure, so every case is unit-tested.
 */
import type { NamedEntity, RangeEntity } from '@meridian/contracts';
import { emptyCriteria, namedOptions, rangeOptions } from '@meridian/recruiting';

/** The profile's interest fields, each the values of one facet list. */
export const INTEREST_FIELDS = ['interestFields', 'interestJobTypes', 'interestWorkplaceTypes'] as const;
export type InterestField = (typeof INTEREST_FIELDS)[number];

/** The facet list behind each field. */
export const INTEREST_FACETS = {
  interestFields: 'range',
  interestJobTypes: 'jobtypes',
  interestWorkplaceTypes: 'workplacetypes',
} as const satisfies Record<InterestField, string>;

/** A field's legend: the name the career page's filter panel gives the group. */
export const INTEREST_LEGENDS: Record<InterestField, string> = {
  interestFields: 'recruiting.filter.expertise',
  interestJobTypes: 'recruiting.filter.jobType',
  interestWorkplaceTypes: 'recruiting.filter.workplaceType',
};

/** At most this many values per field (far more than any list has today); an option value is a short id. */
export const INTEREST_MAX_VALUES = 40;
export const INTEREST_VALUE_MAX_LENGTH = 20;

/** The facet lists as the recruiting API answers them (in one language); a missing list is one it did not answer. */
export interface InterestLists {
  range?: readonly RangeEntity[];
  jobtypes?: readonly NamedEntity[];
  workplacetypes?: readonly NamedEntity[];
}

export interface InterestOption {
  value: string;
  label: string;
}

/** Each field's options, or null when its list could not be read. */
export type InterestOptions = Record<InterestField, InterestOption[] | null>;

/** The options of each interest field, in the lists' order and language (the filter panel's values and labels). */
export function interestOptions(lists: InterestLists): InterestOptions {
  const none = emptyCriteria();
  const plain = (options: { value: string; label: string }[]) => options.map(({ value, label }) => ({ value, label }));
  return {
    interestFields: lists.range ? plain(rangeOptions(lists.range, none, null)) : null,
    interestJobTypes: lists.jobtypes ? plain(namedOptions('jobtypes', lists.jobtypes, none, null)) : null,
    interestWorkplaceTypes: lists.workplacetypes
      ? plain(namedOptions('workplacetypes', lists.workplacetypes, none, null))
      : null,
  };
}

/**
 * The values a field accepts: its list's options, and what the candidate has stored already (a value a list no
 * longer has, or every stored value while the list cannot be read, may be kept — it was checked when it was saved).
 */
export function acceptedInterests(
  options: InterestOptions,
  stored: Partial<Record<InterestField, readonly string[] | null | undefined>>,
): Record<InterestField, ReadonlySet<string>> {
  const accepted = {} as Record<InterestField, ReadonlySet<string>>;
  for (const field of INTEREST_FIELDS)
    accepted[field] = new Set([...(options[field] ?? []).map((option) => option.value), ...(stored[field] ?? [])]);
  return accepted;
}

/** The names of stored values in the page language (a value no list names shows as it is). */
export function interestNames(options: InterestOption[] | null, values: readonly string[]): string[] {
  const names = new Map((options ?? []).map((option) => [option.value, option.label]));
  return values.map((value) => names.get(value) ?? value);
}
