import { describe, expect, it } from 'vitest';
import type { RangeEntity } from '@meridian/contracts';
import { emptyCriteria, type SearchCriteria } from './types.ts';
import { VARIANTS } from './variants.ts';
import {
  checkedFilterCount,
  filterBarModel,
  initialPanelPhase,
  isForceCloseResize,
  isOptionDisabled,
  isPanelExpanded,
  isRadiusFacetVisible,
  namedOptions,
  PANEL_CLOSE_DELAY_MS,
  panelSpecState,
  panelTransition,
  panelCheckedCount,
  panelGroups,
  radiusOptions,
  rangeOptions,
  resetFilters,
  SELECT_CLOSE_DELAY_MS,
  selectTransition,
  targetGroupOptions,
  toggleFilter,
  type PanelEvent,
  type PanelPhase,
} from './filters.ts';

const criteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({ ...emptyCriteria(), ...overrides });
const a = VARIANTS['brand-a'];
const b = VARIANTS['brand-b'];
const berlin = { name: 'Berlin', lat: 52.52, lon: 13.405 };

describe('disabled values (SPEC §4.5)', () => {
  it('a value with count 0 is disabled unless checked', () => {
    expect(isOptionDisabled(0, false)).toBe(true);
    expect(isOptionDisabled(0, true)).toBe(false);
    expect(isOptionDisabled(3, false)).toBe(false);
    expect(isOptionDisabled(Number.NaN, false)).toBe(true);
  });
  it('options carry counts, checked and disabled; missing counts are 0', () => {
    const options = targetGroupOptions(
      [
        { nzielgruppeid: 1, szielgruppebez: 'Studierende' },
        { nzielgruppeid: 2, szielgruppebez: 'Professionals' },
        { nzielgruppeid: 3, szielgruppebez: 'Führungskräfte' },
      ],
      criteria({ target: ['3'] }),
      { targetgroup: { '1': 4, '2': 0 } },
    );
    expect(options).toEqual([
      { value: '1', label: 'Studierende', count: 4, checked: false, disabled: false },
      { value: '2', label: 'Professionals', count: 0, checked: false, disabled: true },
      { value: '3', label: 'Führungskräfte', count: 0, checked: true, disabled: false },
    ]);
  });
  it('malformed counts do not crash', () => {
    const options = namedOptions('jobtypes', [{ id: 1, name: 'Vollzeit' }], criteria(), {
      jobtypes: { '1': 'x' as unknown as number },
    });
    expect(options[0]).toMatchObject({ count: 0, disabled: true });
    expect(namedOptions('jobtypes', [{ id: 1, name: 'Vollzeit' }], criteria(), null)[0]!.disabled).toBe(true);
  });
});

describe('expertise options (SPEC §9.1)', () => {
  const ranges: RangeEntity[] = [
    {
      neinsatzbereichid: 1,
      seinsatzbereichnr: 'TECHNIK',
      seinsatzbereichbez: 'Technik',
      faculties: [
        { nfachbereichid: 1, sfachbereichbez: 'Maschinenbau' },
        { nfachbereichid: 2, sfachbereichbez: 'Elektrotechnik' },
      ],
    },
    {
      neinsatzbereichid: 3,
      seinsatzbereichnr: 'IT',
      seinsatzbereichbez: 'IT',
      faculties: [{ nfachbereichid: 1, sfachbereichbez: 'Software' }],
    },
    { neinsatzbereichid: 12, seinsatzbereichnr: 'SONST', seinsatzbereichbez: 'Sonstiges', faculties: [] },
  ];
  it("only the 'TECHNIK' area expands into faculties; other areas are one option; 12000 never shown", () => {
    const options = rangeOptions(ranges, criteria({ faculty: ['3000'] }), {
      range: { '1001': 2, '1002': 0, '3000': 5 },
    });
    expect(options.map((o) => [o.value, o.label, o.count, o.checked, o.disabled])).toEqual([
      ['1001', 'Maschinenbau', 2, false, false],
      ['1002', 'Elektrotechnik', 0, false, true],
      ['3000', 'IT', 5, true, false],
    ]);
  });
});

describe('toggling (SPEC §4.5)', () => {
  it('multi-select groups add and remove values; any change restarts the search', () => {
    let change = toggleFilter(criteria(), 'range', '1001', true, a);
    expect(change).toEqual({ criteria: criteria({ faculty: ['1001'] }), restartSearch: true });
    change = toggleFilter(change.criteria, 'range', '1002', true, a);
    expect(change.criteria.faculty).toEqual(['1001', '1002']);
    change = toggleFilter(change.criteria, 'range', '1001', true, a);
    expect(change.criteria.faculty).toEqual(['1001', '1002']);
    change = toggleFilter(change.criteria, 'range', '1001', false, a);
    expect(change.criteria.faculty).toEqual(['1002']);
    expect(toggleFilter(criteria(), 'targetgroup', '2', true, a).criteria.target).toEqual(['2']);
    expect(toggleFilter(criteria(), 'staffResponsibilities', '1', true, a).criteria.staffresponsibility).toEqual(['1']);
    expect(toggleFilter(criteria(), 'jobtypes', '1', true, a).criteria.jobtype).toEqual(['1']);
    expect(toggleFilter(criteria(), 'workplacetypes', '1', true, a).criteria.workplacetype).toEqual(['1']);
  });
  it('radius is single-select; unchecking resets to the default radius', () => {
    let change = toggleFilter(criteria({ radius: '0' }), 'radius', '50', true, b);
    expect(change.criteria.radius).toBe('50');
    change = toggleFilter(change.criteria, 'radius', '100', true, b);
    expect(change.criteria.radius).toBe('100');
    change = toggleFilter(change.criteria, 'radius', '100', false, b);
    expect(change.criteria.radius).toBe('0');
    expect(toggleFilter(criteria({ radius: '50' }), 'radius', '50', false, VARIANTS.default).criteria.radius).toBe('');
  });
  it('internal career is single value: inhouse zeroes headquarter and vice versa', () => {
    let change = toggleFilter(criteria(), 'internalCareers', 'inhouse', true, a);
    expect(change.criteria.internalCareer).toBe('inhouse');
    change = toggleFilter(change.criteria, 'internalCareers', 'headquarter', true, a);
    expect(change.criteria.internalCareer).toBe('headquarter');
    change = toggleFilter(change.criteria, 'internalCareers', 'inhouse', true, a);
    expect(change.criteria.internalCareer).toBe('inhouse');
    expect(toggleFilter(change.criteria, 'internalCareers', 'inhouse', false, a).criteria.internalCareer).toBe('');
    expect(toggleFilter(criteria(), 'internalCareers', 'bogus', true, a).criteria.internalCareer).toBe('');
  });
  it('types is single-select', () => {
    expect(toggleFilter(criteria(), 'types', '4', true, b).criteria.type).toBe('4');
    expect(toggleFilter(criteria({ type: '4' }), 'types', '3', true, b).criteria.type).toBe('3');
    expect(toggleFilter(criteria({ type: '4' }), 'types', '4', false, b).criteria.type).toBe('');
    expect(toggleFilter(criteria(), 'types', '9', true, b).criteria.type).toBe('');
  });
  it('does not mutate its input', () => {
    const before = criteria({ faculty: ['1'] });
    toggleFilter(before, 'range', '2', true, a);
    expect(before.faculty).toEqual(['1']);
  });
  it('reset clears the shown groups only', () => {
    const full = criteria({
      keyword: 'x',
      faculty: ['1'],
      target: ['2'],
      radius: '50',
      type: '4',
      internalCareer: 'inhouse',
      branch: '7',
    });
    expect(resetFilters(full, b).criteria).toEqual(
      criteria({ keyword: 'x', branch: '7', radius: '0', internalCareer: 'inhouse' }),
    );
    expect(resetFilters(full, a).criteria).toEqual(criteria({ keyword: 'x', branch: '7', radius: '50', type: '4' }));
  });
});

describe('counter badge (SPEC §2.13, §4.5)', () => {
  it('starts at 0 and counts checked filters of the shown groups', () => {
    expect(checkedFilterCount(criteria(), a)).toBe(0);
    expect(checkedFilterCount(criteria({ radius: '0' }), b)).toBe(0);
    const full = criteria({
      faculty: ['1', '2'],
      target: ['3'],
      jobtype: ['1'],
      city: berlin,
      radius: '50',
      type: '4',
      internalCareer: 'inhouse',
    });
    expect(checkedFilterCount(full, b)).toBe(6); // 2 + 1 + 1 + radius + type
    expect(checkedFilterCount(full, a)).toBe(5); // 2 + 1 + 1 + internal career
    expect(checkedFilterCount(full, VARIANTS.default)).toBe(4);
  });
});

describe('radius facet (SPEC §4.5)', () => {
  it('hidden when counts.radius is empty', () => {
    expect(isRadiusFacetVisible({ radius: {} })).toBe(false);
    expect(isRadiusFacetVisible({})).toBe(false);
    expect(isRadiusFacetVisible(null)).toBe(false);
    expect(isRadiusFacetVisible({ radius: { '25': 3 } })).toBe(true);
  });
  it('options are the fixed radii without "-"', () => {
    const options = radiusOptions(criteria({ city: berlin, radius: '50' }), { radius: { '25': 3, '50': 0 } });
    expect(options.map((o) => [o.value, o.count, o.checked, o.disabled])).toEqual([
      ['25', 3, false, false],
      ['50', 0, true, false],
      ['100', 0, false, true],
      ['200', 0, false, true],
    ]);
  });
});

describe('filter panel (SPEC §4.5)', () => {
  it('closed → loading → open → loading → closed, closing after 500 ms', () => {
    let phase: PanelPhase = 'closed';
    let step = panelTransition(phase, 'open');
    expect(step).toEqual({ state: 'loading' });
    step = panelTransition(step.state, 'ready');
    expect(step).toEqual({ state: 'open' });
    step = panelTransition(step.state, 'close');
    expect(step).toEqual({ state: 'closing', after: { event: 'closeTimerElapsed', delayMs: 500 } });
    expect(panelSpecState(step.state)).toBe('loading');
    step = panelTransition(step.state, step.after!.event);
    phase = step.state;
    expect(phase).toBe('closed');
    expect(PANEL_CLOSE_DELAY_MS).toBe(500);
  });
  it('toggle opens and closes', () => {
    expect(panelTransition('closed', 'toggle').state).toBe('loading');
    expect(panelTransition('open', 'toggle').state).toBe('closing');
    expect(panelTransition('closing', 'toggle').state).toBe('loading');
  });
  it('a window resize force-closes from any phase', () => {
    for (const phase of ['closed', 'loading', 'open', 'closing'] as PanelPhase[])
      expect(panelTransition(phase, 'resize')).toEqual({ state: 'closed' });
  });
  it("'ready' cannot reopen a closing panel; stray events change nothing", () => {
    expect(panelTransition('closing', 'ready')).toEqual({ state: 'closing' });
    expect(panelTransition('closed', 'close')).toEqual({ state: 'closed' });
    expect(panelTransition('closed', 'closeTimerElapsed')).toEqual({ state: 'closed' });
    expect(panelTransition('open', 'open')).toEqual({ state: 'open' });
    expect(panelTransition('open', 'closeTimerElapsed')).toEqual({ state: 'open' });
    expect(panelTransition('loading', 'close').state).toBe('closing');
  });
  it('every phase answers every event with a known phase', () => {
    const events: PanelEvent[] = ['toggle', 'open', 'close', 'ready', 'closeTimerElapsed', 'resize'];
    for (const phase of ['closed', 'loading', 'open', 'closing'] as PanelPhase[]) {
      for (const event of events)
        expect(['closed', 'loading', 'open', 'closing']).toContain(panelTransition(phase, event).state);
    }
  });
  it('starts hidden in the variants that say so', () => {
    expect(initialPanelPhase(a)).toBe('closed');
    expect(initialPanelPhase(VARIANTS.default)).toBe('open');
  });
  it('only a change of width force-closes (height: the address bar or keyboard of a phone)', () => {
    expect(isForceCloseResize({ width: 390 }, { width: 844 })).toBe(true);
    expect(isForceCloseResize({ width: 1280 }, { width: 1279 })).toBe(true);
    expect(isForceCloseResize({ width: 390 }, { width: 390 })).toBe(false);
  });
  it('is expanded while opening and open', () => {
    expect((['closed', 'loading', 'open', 'closing'] as PanelPhase[]).map(isPanelExpanded)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('sticky filter bar (SPEC §4.5)', () => {
  const input = (overrides: Partial<Parameters<typeof filterBarModel>[0]> = {}) => ({
    hasFilter: true,
    moduleInView: true,
    toggleInView: false,
    phase: 'closed' as PanelPhase,
    count: 0,
    rules: a,
    ...overrides,
  });
  it('is not rendered without the filter component', () => {
    expect(filterBarModel(input({ hasFilter: false }))).toBeNull();
  });
  it('is shown exactly while the module intersects the viewport and the panel’s own toggle does not', () => {
    expect(filterBarModel(input())).toMatchObject({ shown: true, scope: 'always' });
    expect(filterBarModel(input({ moduleInView: false }))).toMatchObject({ shown: false });
    expect(filterBarModel(input({ toggleInView: true }))).toMatchObject({ shown: false });
    expect(filterBarModel(input({ moduleInView: false, toggleInView: true }))).toMatchObject({ shown: false });
    expect(filterBarModel(input({ rules: VARIANTS['brand-c'] }))).toMatchObject({ shown: true, scope: 'narrow' });
  });
  it('mirrors the panel state and its counter badge', () => {
    expect(filterBarModel(input({ phase: 'open', count: 3 }))).toEqual({
      scope: 'always',
      shown: true,
      expanded: true,
      count: 3,
    });
    expect(filterBarModel(input({ phase: 'closing', count: 3 }))).toMatchObject({ expanded: false, count: 3 });
  });
});

describe('panel groups and the counter: only what is applied and shown is counted (SPEC §4.5)', () => {
  const labels = {
    radius: (r: string) => `${r} km`,
    internalCareers: [
      { id: 'inhouse', name: 'Inhouse' },
      { id: 'headquarter', name: 'Zentrale' },
    ],
  };
  const lists = {
    range: [],
    targetgroup: [{ nzielgruppeid: 3, szielgruppebez: 'Senior' }],
    types: [
      { id: 3, name: 'Job' },
      { id: 4, name: 'Projekt' },
    ],
  } as never;
  const radiusCounts = { radius: { '25': 1, '50': 4, '100': 23, '200': 40 } };
  const groupsOf = (c: SearchCriteria, counts = {}) => panelGroups(b, c, counts, lists, labels);
  const ticked = (c: SearchCriteria, counts = {}) =>
    groupsOf(c, counts).flatMap((g) => g.options.filter((o) => o.checked).map((o) => `${g.group}:${o.value}`));

  it('a radius without a city (brand B ?radius=50): nothing ticked, counter 0', () => {
    const c = criteria({ radius: '50' });
    expect(ticked(c)).toEqual([]);
    expect(panelCheckedCount(groupsOf(c))).toBe(0);
    expect(checkedFilterCount(c, b)).toBe(0);
  });
  it("radius '-' with a city (brand B ?radius=-&city=Berlin): nothing ticked, counter 0", () => {
    const c = criteria({ city: berlin, radius: '-' });
    expect(ticked(c, radiusCounts)).toEqual([]);
    expect(panelCheckedCount(groupsOf(c, radiusCounts))).toBe(0);
    expect(checkedFilterCount(c, b)).toBe(0);
  });
  it('a radius with a city and the facet shown: ticked and counted once', () => {
    const c = criteria({ city: berlin, radius: '100' });
    expect(ticked(c, radiusCounts)).toEqual(['radius:100']);
    expect(panelCheckedCount(groupsOf(c, radiusCounts))).toBe(1);
  });
  it('a value no list shows is not counted; one the panel shows ticked is', () => {
    const c = criteria({ target: ['3', '999'], type: '4' });
    expect(ticked(c)).toEqual(['targetgroup:3', 'types:4']);
    expect(panelCheckedCount(groupsOf(c))).toBe(2);
  });
  it('groups without options are left out; single-select groups are marked', () => {
    expect(groupsOf(criteria()).map((g) => [g.group, g.single])).toEqual([
      ['targetgroup', false],
      ['types', true],
    ]);
    expect(groupsOf(criteria({ city: berlin }), radiusCounts).map((g) => g.group)).toContain('radius');
  });
});

describe('custom select list (SPEC §4.8)', () => {
  it('closed / opened', () => {
    expect(selectTransition('closed', 'toggle').state).toBe('opened');
    expect(selectTransition('opened', 'toggle').state).toBe('closed');
    expect(selectTransition('closed', 'open').state).toBe('opened');
    expect(selectTransition('opened', 'select').state).toBe('closed');
    expect(selectTransition('opened', 'escape').state).toBe('closed');
    expect(selectTransition('opened', 'close').state).toBe('closed');
  });
  it('closes 250 ms after focus-out; focus coming back cancels it', () => {
    expect(selectTransition('opened', 'focusOut')).toEqual({
      state: 'opened',
      after: { event: 'closeTimerElapsed', delayMs: 250 },
    });
    expect(selectTransition('opened', 'closeTimerElapsed').state).toBe('closed');
    expect(selectTransition('opened', 'focusIn')).toEqual({ state: 'opened', cancelTimer: true });
    expect(selectTransition('closed', 'focusOut')).toEqual({ state: 'closed' });
    expect(SELECT_CLOSE_DELAY_MS).toBe(250);
  });
});
