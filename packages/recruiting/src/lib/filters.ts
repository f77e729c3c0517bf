/**
 * Filter rules (SPEC §4.5, §2.13, §9.1) and the small state machines of the filter panel (§4.5) and the custom
 * select list (§4.8), as pure transition tables with explicit delays.
 */
import {
  RADIUS_OPTIONS,
  type FacetCounts,
  type NamedEntity,
  type RangeEntity,
  type TargetGroupEntity,
} from '@meridian/contracts';
import { EXPANDED_AREA_NUMBER, facultyCode, IGNORED_FACULTY_CODE } from './format.ts';
import type { InternalCareer, OfferTypeParam, SearchCriteria } from './types.ts';
import { appliedRadius } from './url-params.ts';
import type { FilterGroup, VariantRules } from './variants.ts';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** A value whose count is 0 is disabled unless it is checked (SPEC §4.5). */
  disabled: boolean;
}

export const isOptionDisabled = (count: number, checked: boolean): boolean => !checked && !(count > 0);

/** Which list of the criteria a multi-select group writes to. */
const LIST_FIELDS = {
  range: 'faculty',
  targetgroup: 'target',
  staffResponsibilities: 'staffresponsibility',
  jobtypes: 'jobtype',
  workplacetypes: 'workplacetype',
} as const satisfies Partial<Record<FilterGroup, keyof SearchCriteria>>;

type ListGroup = keyof typeof LIST_FIELDS;
const isListGroup = (group: FilterGroup): group is ListGroup => Object.hasOwn(LIST_FIELDS, group);

/** Whether a value of a group is checked in the criteria. */
export function isChecked(criteria: SearchCriteria, group: FilterGroup, value: string): boolean {
  if (isListGroup(group)) return criteria[LIST_FIELDS[group]].includes(value);
  if (group === 'radius') return appliedRadius(criteria, { defaultRadius: '' }) === value;
  if (group === 'types') return criteria.type === value;
  return criteria.internalCareer === value;
}

export interface FilterChange {
  criteria: SearchCriteria;
  /** Any change re-runs the search from the start (SPEC §4.5). */
  restartSearch: true;
}

/**
 * Checks or unchecks one value. Radius is single-select and unchecking resets it to the default radius; internal
 * career is single value (inhouse zeroes headquarter and vice versa); types is single-select too (the API takes
 * one type).
 */
export function toggleFilter(
  criteria: SearchCriteria,
  group: FilterGroup,
  value: string,
  checked: boolean,
  rules: Pick<VariantRules, 'defaultRadius'>,
): FilterChange {
  let next: SearchCriteria;
  if (isListGroup(group)) {
    const field = LIST_FIELDS[group];
    const current = criteria[field];
    const values = checked
      ? current.includes(value)
        ? current
        : [...current, value]
      : current.filter((v) => v !== value);
    next = { ...criteria, [field]: values };
  } else if (group === 'radius') {
    next = { ...criteria, radius: checked ? value : rules.defaultRadius };
  } else if (group === 'types') {
    const type: OfferTypeParam = value === '3' || value === '4' ? value : '';
    next = { ...criteria, type: checked ? type : '' };
  } else {
    const career: InternalCareer = value === 'inhouse' || value === 'headquarter' ? value : '';
    next = { ...criteria, internalCareer: checked ? career : '' };
  }
  return { criteria: next, restartSearch: true };
}

/** Clears every filter of the shown groups (keyword, city and branch stay). */
export function resetFilters(
  criteria: SearchCriteria,
  rules: Pick<VariantRules, 'defaultRadius' | 'filterGroups'>,
): FilterChange {
  const next: SearchCriteria = { ...criteria };
  for (const group of rules.filterGroups) {
    if (isListGroup(group)) next[LIST_FIELDS[group]] = [];
    else if (group === 'radius') next.radius = rules.defaultRadius;
    else if (group === 'types') next.type = '';
    else next.internalCareer = '';
  }
  return { criteria: next, restartSearch: true };
}

/**
 * The number of checked filters in the groups shown, from the criteria alone (starts at 0, SPEC §2.13, §4.5). A
 * radius counts only where it is applied (a valid radius with a city, §5.1); the badge itself counts what the panel
 * shows ticked (`panelCheckedCount`).
 */
export function checkedFilterCount(
  criteria: SearchCriteria,
  rules: Pick<VariantRules, 'defaultRadius' | 'filterGroups'>,
): number {
  let count = 0;
  for (const group of rules.filterGroups) {
    if (isListGroup(group)) count += criteria[LIST_FIELDS[group]].length;
    else if (group === 'radius') count += appliedRadius(criteria, rules) !== rules.defaultRadius ? 1 : 0;
    else if (group === 'types') count += criteria.type !== '' ? 1 : 0;
    else count += criteria.internalCareer !== '' ? 1 : 0;
  }
  return count;
}

/** The radius facet is hidden when counts.radius is empty (SPEC §4.5). */
export const isRadiusFacetVisible = (counts: FacetCounts | null | undefined): boolean =>
  !!counts?.radius && typeof counts.radius === 'object' && Object.keys(counts.radius).length > 0;

const countOf = (counts: FacetCounts | null | undefined, group: FilterGroup, value: string): number => {
  const table = counts?.[group] as Record<string, number> | undefined;
  const count = table && Object.hasOwn(table, value) ? Number(table[value]) : 0;
  return Number.isFinite(count) && count > 0 ? count : 0;
};

const option = (
  criteria: SearchCriteria,
  counts: FacetCounts | null | undefined,
  group: FilterGroup,
  value: string,
  label: string,
): FilterOption => {
  const checked = isChecked(criteria, group, value);
  const count = countOf(counts, group, value);
  return { value, label, count, checked, disabled: isOptionDisabled(count, checked) };
};

/**
 * Expertise options (SPEC §9.1): only the area numbered 'TECHNIK' expands into its faculties (value
 * areaId*1000 + facultyId); every other area is one option with its area code (areaId*1000). 12000 is never shown.
 */
export function rangeOptions(
  ranges: readonly RangeEntity[],
  criteria: SearchCriteria,
  counts: FacetCounts | null | undefined,
): FilterOption[] {
  const options: FilterOption[] = [];
  for (const area of ranges) {
    if (area.seinsatzbereichnr === EXPANDED_AREA_NUMBER) {
      for (const faculty of area.faculties ?? []) {
        const code = facultyCode(area.neinsatzbereichid, faculty.nfachbereichid);
        if (code !== IGNORED_FACULTY_CODE)
          options.push(option(criteria, counts, 'range', String(code), faculty.sfachbereichbez));
      }
    } else {
      const code = facultyCode(area.neinsatzbereichid, 0);
      if (code !== IGNORED_FACULTY_CODE)
        options.push(option(criteria, counts, 'range', String(code), area.seinsatzbereichbez));
    }
  }
  return options;
}

export const targetGroupOptions = (
  groups: readonly TargetGroupEntity[],
  criteria: SearchCriteria,
  counts: FacetCounts | null | undefined,
): FilterOption[] =>
  groups.map((group) => option(criteria, counts, 'targetgroup', String(group.nzielgruppeid), group.szielgruppebez));

export const namedOptions = (
  group: Exclude<FilterGroup, 'range' | 'targetgroup' | 'radius'>,
  entities: readonly NamedEntity[],
  criteria: SearchCriteria,
  counts: FacetCounts | null | undefined,
): FilterOption[] => entities.map((entity) => option(criteria, counts, group, String(entity.id), entity.name));

/** Radius facet options: the fixed radii without '-' (SPEC §9.1); labels are '{{radius}} km' messages. */
export const radiusOptions = (criteria: SearchCriteria, counts: FacetCounts | null | undefined): FilterOption[] =>
  RADIUS_OPTIONS.filter((radius) => radius !== '-').map((radius) => option(criteria, counts, 'radius', radius, radius));

/** Facet lists by group (presets or fetched): what the panel's options are made of. */
export type FilterLists = { range?: readonly RangeEntity[]; targetgroup?: readonly TargetGroupEntity[] } & Partial<
  Record<Exclude<FilterGroup, 'range' | 'targetgroup'>, readonly NamedEntity[]>
>;

export interface PanelGroup {
  group: FilterGroup;
  /** Radius, types and internal career take one value (SPEC §4.5). */
  single: boolean;
  options: FilterOption[];
}

/**
 * The options the panel shows per group, in the variant's order (SPEC §2.13, §4.5): the radius facet only when
 * counts.radius has entries; a group without options is left out. `labels` gives the texts the lists do not have
 * (the radius as '{{radius}} km', internal career's two values when no list is configured).
 */
export function panelGroups(
  rules: Pick<VariantRules, 'filterGroups'>,
  criteria: SearchCriteria,
  counts: FacetCounts | null | undefined,
  lists: FilterLists,
  labels: { radius: (radius: string) => string; internalCareers: readonly NamedEntity[] },
): PanelGroup[] {
  const optionsOf = (group: FilterGroup): FilterOption[] => {
    switch (group) {
      case 'range':
        return rangeOptions(lists.range ?? [], criteria, counts);
      case 'targetgroup':
        return targetGroupOptions(lists.targetgroup ?? [], criteria, counts);
      case 'radius':
        return isRadiusFacetVisible(counts)
          ? radiusOptions(criteria, counts).map((o) => ({ ...o, label: labels.radius(o.value) }))
          : [];
      case 'internalCareers':
        return namedOptions('internalCareers', lists.internalCareers ?? labels.internalCareers, criteria, counts);
      default:
        return namedOptions(group, lists[group] ?? [], criteria, counts);
    }
  };
  return rules.filterGroups
    .map((group) => ({
      group,
      single: group === 'radius' || group === 'types' || group === 'internalCareers',
      options: optionsOf(group),
    }))
    .filter((entry) => entry.options.length > 0);
}

/**
 * The counter badge (SPEC §4.5 "the number of checked filters"): the options the panel shows ticked. A value the
 * panel cannot show (a radius without its facet, an id no list knows) is not counted, so "Filter 1" never stands
 * over a panel with nothing ticked.
 */
export const panelCheckedCount = (groups: readonly PanelGroup[]): number =>
  groups.reduce((sum, entry) => sum + entry.options.filter((option) => option.checked).length, 0);

// ---------------------------------------------------------------------------------------------------------------
// Filter panel (SPEC §4.5): closed → loading → open → loading → closed, closing delayed 500 ms

export const PANEL_CLOSE_DELAY_MS = 500;

export type PanelState = 'closed' | 'loading' | 'open';
export type PanelPhase = PanelState | 'closing';
export type PanelEvent = 'toggle' | 'open' | 'close' | 'ready' | 'closeTimerElapsed' | 'resize';

export interface PanelTransition {
  state: PanelPhase;
  /** An event the caller dispatches after `delayMs` (cancelled by any later transition). */
  after?: { event: PanelEvent; delayMs: number };
}

/**
 * The panel's transition table. 'loading' is the spec's in-between state in both directions; internally the
 * closing half is 'closing' so that 'ready' cannot reopen it. The opening half waits for 'ready' (the content is
 * mounted, next frame); the closing half waits 500 ms. A window resize force-closes at once.
 */
export function panelTransition(state: PanelPhase, event: PanelEvent): PanelTransition {
  if (event === 'resize') return { state: 'closed' };
  switch (state) {
    case 'closed':
      return event === 'open' || event === 'toggle' ? { state: 'loading' } : { state };
    case 'loading':
      if (event === 'ready') return { state: 'open' };
      if (event === 'close' || event === 'toggle')
        return { state: 'closing', after: { event: 'closeTimerElapsed', delayMs: PANEL_CLOSE_DELAY_MS } };
      return { state };
    case 'open':
      if (event === 'close' || event === 'toggle')
        return { state: 'closing', after: { event: 'closeTimerElapsed', delayMs: PANEL_CLOSE_DELAY_MS } };
      return { state };
    case 'closing':
      if (event === 'closeTimerElapsed') return { state: 'closed' };
      if (event === 'open' || event === 'toggle') return { state: 'loading' };
      return { state };
  }
}

/** The spec's name of a phase ('closing' is its 'loading'). */
export const panelSpecState = (phase: PanelPhase): PanelState => (phase === 'closing' ? 'loading' : phase);

/** Initial panel phase: hidden (closed) in the variants that start it hidden, open otherwise (SPEC §2.13). */
export const initialPanelPhase = (rules: Pick<VariantRules, 'filterPanelInitiallyHidden'>): PanelPhase =>
  rules.filterPanelInitiallyHidden ? 'closed' : 'open';

/** Both toggles (the panel's own and the sticky bar's) report the panel expanded while it opens and while open. */
export const isPanelExpanded = (phase: PanelPhase): boolean => phase === 'open' || phase === 'loading';

/**
 * Which window resizes force-close the filter modal (SPEC §4.5): a change of the viewport width. A height-only
 * resize is a phone's address bar or on-screen keyboard coming and going while scrolling or typing; counting it
 * would close the panel the moment the sticky bar scrolled it into view.
 */
export const isForceCloseResize = (before: { width: number }, after: { width: number }): boolean =>
  before.width !== after.width;

export interface FilterBarModel {
  /** 'always' or only on narrow screens (the stylesheet's single-column breakpoint), from the variant table. */
  scope: VariantRules['stickyFilterBar'];
  /** Rendered but `hidden` (so not focusable) while the module is outside the viewport (SPEC §4.5) or the panel's own toggle is in view. */
  shown: boolean;
  expanded: boolean;
  /** The counter badge: checked filters (SPEC §2.13). */
  count: number;
}

/**
 * The sticky filter bar (SPEC §4.5 "sticky at the bottom … shown only while the module is in the viewport"):
 * null without the filter component; otherwise shown while the module's container intersects the viewport and the
 * panel's own toggle (with the same badge) is not in view, so the two never show at once.
 */
export function filterBarModel(input: {
  hasFilter: boolean;
  moduleInView: boolean;
  toggleInView: boolean;
  phase: PanelPhase;
  /** The panel's counter (`panelCheckedCount`): both badges show the same number. */
  count: number;
  rules: Pick<VariantRules, 'stickyFilterBar'>;
}): FilterBarModel | null {
  if (!input.hasFilter) return null;
  return {
    scope: input.rules.stickyFilterBar,
    shown: input.moduleInView && !input.toggleInView,
    expanded: isPanelExpanded(input.phase),
    count: input.count,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Custom select list (SPEC §4.8): closed / opened; closes 250 ms after focus-out (§9.3)

export const SELECT_CLOSE_DELAY_MS = 250;

export type SelectState = 'closed' | 'opened';
export type SelectEvent =
  'toggle' | 'open' | 'close' | 'select' | 'escape' | 'focusOut' | 'closeTimerElapsed' | 'focusIn';

export interface SelectTransition {
  state: SelectState;
  after?: { event: SelectEvent; delayMs: number };
  /** Cancel a pending delayed close (focus came back). */
  cancelTimer?: true;
}

export function selectTransition(state: SelectState, event: SelectEvent): SelectTransition {
  switch (event) {
    case 'toggle':
      return { state: state === 'opened' ? 'closed' : 'opened' };
    case 'open':
      return { state: 'opened' };
    case 'close':
    case 'select':
    case 'escape':
    case 'closeTimerElapsed':
      return { state: 'closed' };
    case 'focusOut':
      return state === 'opened'
        ? { state, after: { event: 'closeTimerElapsed', delayMs: SELECT_CLOSE_DELAY_MS } }
        : { state };
    case 'focusIn':
      return { state, cancelTimer: true };
  }
}

/** The configuration field (§3.10 preset filter lists) that holds each facet group's list when it is preloaded. */
export const FACET_PRESET_FIELDS = {
  range: 'facultiesFilter',
  targetgroup: 'targetgroupsFilter',
  types: 'typesFilter',
  staffResponsibilities: 'staffResponsibilitiesFilter',
  jobtypes: 'jobtypesFilter',
  workplacetypes: 'workplacetypesFilter',
  internalCareers: 'internalCareerFilter',
} as const;
