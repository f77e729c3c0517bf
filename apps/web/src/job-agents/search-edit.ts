/**
 * Editing a job agent's search on its management page (a plain form): keyword, place and radius, the offer type
 * where the site has jobs and projects, and which of the saved filters stay. The result is checked by the same
 * functions the create route uses (readSavedSearch), so an edited search is one the career page would run as saved;
 * anything else is a named error and nothing changes. Pure, so every case is unit-tested.
 */
import type { NamedEntity, RangeEntity, TargetGroupEntity } from '@meridian/contracts';
import {
  isValidRadius,
  namedOptions,
  parseCity,
  rangeOptions,
  targetGroupOptions,
  writeCareerQuery,
  type CityValue,
  type RecruitingConfig,
  type SearchCriteria,
  type VariantRules,
} from '@meridian/recruiting';
import type { getTranslator } from '@meridian/i18n';
import { readSavedSearch } from './saved-search';

type T = ReturnType<typeof getTranslator>;

/** The career page parameters that are filters of a saved search (each value can be removed on its own). */
export const FILTER_PARAMS = [
  'faculty',
  'target',
  'staffresponsibility',
  'jobtype',
  'workplacetype',
  'internalCareer',
  'type',
  'branch',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The group names the career page's filter panel uses. */
const GROUP_LABEL: Record<FilterParam, string> = {
  faculty: 'recruiting.filter.expertise',
  target: 'recruiting.filter.level',
  staffresponsibility: 'recruiting.filter.staffResponsibility',
  jobtype: 'recruiting.filter.jobType',
  workplacetype: 'recruiting.filter.workplaceType',
  internalCareer: 'recruiting.filter.internalCareer',
  type: 'recruiting.filter.type',
  branch: 'recruiting.listFields.branch',
};

export interface FilterLists {
  range?: readonly RangeEntity[];
  targetgroup?: readonly TargetGroupEntity[];
  staffResponsibilities?: readonly NamedEntity[];
  jobtypes?: readonly NamedEntity[];
  workplacetypes?: readonly NamedEntity[];
  internalCareers?: readonly NamedEntity[];
  types?: readonly NamedEntity[];
}

export interface SavedFilter {
  /** `{param}:{value}`, the form's checkbox value. */
  key: string;
  param: FilterParam;
  value: string;
  group: string;
  /** The value's name; the raw value when no list names it. */
  name: string;
  /** A list was read and no longer has this value: the agent searches for something the site does not offer. */
  gone: boolean;
}

/** The values of each filter parameter in a search ('type' only where the form's type choice does not cover it). */
export function filterValues(
  criteria: SearchCriteria,
  rules: Pick<VariantRules, 'jobsAndProjects'>,
): [FilterParam, string][] {
  const values: [FilterParam, string][] = [];
  for (const param of ['faculty', 'target', 'staffresponsibility', 'jobtype', 'workplacetype'] as const)
    for (const value of criteria[param]) values.push([param, value]);
  if (criteria.internalCareer) values.push(['internalCareer', criteria.internalCareer]);
  if (criteria.type && !rules.jobsAndProjects) values.push(['type', criteria.type]);
  if (criteria.branch !== '0') for (const value of criteria.branch.split(',')) values.push(['branch', value]);
  return values;
}

/** The saved search's filters by their names in the page language, for the form's "keep" checkboxes. */
export function savedFilters(
  criteria: SearchCriteria,
  rules: Pick<VariantRules, 'jobsAndProjects'>,
  lists: FilterLists,
  t: T,
  branchNames: ReadonlyMap<string, string> = new Map(),
): SavedFilter[] {
  const none: SearchCriteria = { ...criteria, faculty: [], target: [] };
  const names = (options: { value: string; label: string }[]) => new Map(options.map((o) => [o.value, o.label]));
  const named = (list: readonly NamedEntity[] | undefined) =>
    list ? new Map(list.map((entity) => [String(entity.id), entity.name])) : undefined;
  const byParam: Partial<Record<FilterParam, Map<string, string> | undefined>> = {
    faculty: lists.range ? names(rangeOptions(lists.range, none, null)) : undefined,
    target: lists.targetgroup ? names(targetGroupOptions(lists.targetgroup, none, null)) : undefined,
    staffresponsibility: lists.staffResponsibilities
      ? names(namedOptions('staffResponsibilities', lists.staffResponsibilities, none, null))
      : undefined,
    jobtype: named(lists.jobtypes),
    workplacetype: named(lists.workplacetypes),
    // Both have fixed names where no list is configured (the filter panel's own labels).
    internalCareer:
      named(lists.internalCareers) ??
      new Map([
        ['inhouse', t('recruiting.filter.inhouse')],
        ['headquarter', t('recruiting.filter.headquarter')],
      ]),
    type:
      named(lists.types) ??
      new Map([
        ['3', t('recruiting.job_one')],
        ['4', t('recruiting.project_one')],
      ]),
    branch: branchNames.size > 0 ? new Map(branchNames) : undefined,
  };
  return filterValues(criteria, rules).map(([param, value]) => {
    const known = byParam[param];
    const name = known?.get(value);
    return {
      key: `${param}:${value}`,
      param,
      value,
      group: t(GROUP_LABEL[param]),
      name: name ?? value,
      gone: known !== undefined && name === undefined,
    };
  });
}

/** What the edit form posts, as typed (bounded; checked by editedSearch). */
export interface SearchEditInput {
  keyword: string;
  city: string;
  radius: string;
  /** null: the form has no type choice (the site has jobs only). */
  type: string | null;
  /** The `{param}:{value}` of every filter ticked to stay. */
  keep: string[];
}

export type EditField = 'keyword' | 'city' | 'radius' | 'type' | 'filters' | 'form';
export type EditErrorCode =
  'keyword' | 'cityInvalid' | 'cityNotFound' | 'cityUnavailable' | 'radius' | 'type' | 'filters' | 'unchanged';
export interface EditError {
  field: EditField;
  code: EditErrorCode;
}

const field = (value: string | null, max: number) => (value ?? '').slice(0, max);

/** The edit form's fields from a form post (over-long values are cut so that they fail validation, not pass it). */
export function readSearchEditForm(form: URLSearchParams): SearchEditInput {
  return {
    keyword: field(form.get('search'), 201),
    city: field(form.get('city'), 101),
    radius: field(form.get('radius'), 4),
    type: form.has('type') ? field(form.get('type'), 2) : null,
    keep: form
      .getAll('keep')
      .slice(0, 200)
      .map((value) => value.slice(0, 60)),
  };
}

/**
 * The place of an edited search before any look-up: none (field emptied), the saved one (name unchanged, its
 * coordinates kept), or a name to look up — unless the text is no place name the career page would accept.
 */
export function placeOf(
  typed: string,
  saved: CityValue | null,
): { place: CityValue | null } | { lookUp: string } | { error: EditError } {
  const name = typed.trim();
  if (name === '') return { place: null };
  // A saved bare name (no coordinates: the agent could not search near it) is looked up like a new one.
  if (saved && name === saved.name && saved.lat !== null) return { place: saved };
  // A bare name as the career page reads it ('name;lat;lon' is not typed by people).
  const city = name.includes(';') ? null : parseCity(name);
  return city ? { lookUp: city.name } : { error: { field: 'city', code: 'cityInvalid' } };
}

const ERROR_OF_PARAMETER: Record<string, EditError> = {
  search: { field: 'keyword', code: 'keyword' },
  city: { field: 'city', code: 'cityInvalid' },
  radius: { field: 'radius', code: 'radius' },
  type: { field: 'type', code: 'type' },
};

/**
 * The edited search's career page query, or the first error. `place` is what placeOf (and the look-up) gave. An
 * edit that would leave the query as it is, is an error too: the person sees that nothing was saved.
 */
export function editedSearch(
  saved: SearchCriteria,
  input: SearchEditInput,
  place: CityValue | null,
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius' | 'jobsAndProjects'>,
): { query: string } | { error: EditError } {
  // The radius select's values: "no radius" ('' / '-' / the variant's '0') or one of the fixed radii.
  const radius = input.radius.trim();
  const noRadius = radius === '' || radius === '-' || radius === '0';
  if (!noRadius && !isValidRadius(radius)) return { error: { field: 'radius', code: 'radius' } };
  let type = saved.type;
  if (rules.jobsAndProjects) {
    if (input.type !== null && !['', '3', '4'].includes(input.type)) return { error: { field: 'type', code: 'type' } };
    if (input.type !== null) type = input.type as SearchCriteria['type'];
  } else if (input.type !== null) return { error: { field: 'type', code: 'type' } };
  const filters = filterValues(saved, rules);
  const known = new Set(filters.map(([param, value]) => `${param}:${value}`));
  if (input.keep.some((key) => !known.has(key))) return { error: { field: 'filters', code: 'filters' } };
  const kept = new Set(input.keep);
  const keep = (param: FilterParam, value: string) => kept.has(`${param}:${value}`);
  const keptOf = (param: FilterParam, values: readonly string[]) => values.filter((value) => keep(param, value));
  const branches = saved.branch === '0' ? [] : keptOf('branch', saved.branch.split(','));
  const criteria: SearchCriteria = {
    ...saved,
    keyword: input.keyword.trim(),
    city: place,
    // A radius without a place means nothing (the career page's form drops it too).
    radius: place && !noRadius ? radius : rules.defaultRadius,
    type: !rules.jobsAndProjects && type && !keep('type', type) ? '' : type,
    faculty: keptOf('faculty', saved.faculty),
    target: keptOf('target', saved.target),
    staffresponsibility: keptOf('staffresponsibility', saved.staffresponsibility),
    jobtype: keptOf('jobtype', saved.jobtype),
    workplacetype: keptOf('workplacetype', saved.workplacetype),
    internalCareer: saved.internalCareer && keep('internalCareer', saved.internalCareer) ? saved.internalCareer : '',
    branch: branches.length > 0 ? branches.join(',') : '0',
  };
  // The keyword as typed goes into the query: readSavedSearch names it if the career page would drop it.
  const read = readSavedSearch(writeCareerQuery(criteria, config, rules), config);
  if (!('search' in read)) return { error: ERROR_OF_PARAMETER[read.invalid] ?? { field: 'filters', code: 'filters' } };
  if (read.search.query === writeCareerQuery(saved, config, rules))
    return { error: { field: 'form', code: 'unchanged' } };
  return { query: read.search.query };
}
