'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NamedEntity } from '@meridian/contracts';
import { useModule } from '../hooks/context.ts';
import type { FacetLists } from '../hooks/useFacetLists.ts';
import {
  checkedFilterCount,
  initialPanelPhase,
  isForceCloseResize,
  isPanelExpanded,
  isRadiusFacetVisible,
  namedOptions,
  panelTransition,
  radiusOptions,
  rangeOptions,
  targetGroupOptions,
  toggleFilter,
  resetFilters,
  type FilterOption,
  type PanelEvent,
  type PanelPhase,
} from '../lib/filters.ts';
import type { SearchState } from '../lib/search-state.ts';
import type { SearchCriteria } from '../lib/types.ts';
import { filterBlocks, type FilterGroup, type VariantRules } from '../lib/variants.ts';

export interface FilterPanelControl {
  id: string;
  phase: PanelPhase;
  open: () => void;
  toggle: () => void;
}

/** The panel's state machine (SPEC §4.5): closed → loading → open → loading → closed, closing after 500 ms. */
export function useFilterPanel(rules: VariantRules): FilterPanelControl {
  const { idPrefix } = useModule();
  const [phase, setPhase] = useState<PanelPhase>(() => initialPanelPhase(rules));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const send = useCallback((event: PanelEvent) => {
    setPhase((current) => {
      const transition = panelTransition(current, event);
      if (transition.state !== current && timer.current) clearTimeout(timer.current);
      if (transition.after) timer.current = setTimeout(() => send(transition.after!.event), transition.after.delayMs);
      return transition.state;
    });
  }, []);
  useEffect(() => {
    if (phase !== 'loading') return;
    const frame = requestAnimationFrame(() => send('ready'));
    return () => cancelAnimationFrame(frame);
  }, [phase, send]);
  useEffect(() => {
    // A window resize force-closes the filter modal (the variants whose panel is a modal, i.e. starts hidden);
    // only a change of width counts (a phone's address bar changes the height while scrolling).
    if (!rules.filterPanelInitiallyHidden) return;
    let size = { width: window.innerWidth };
    const onResize = () => {
      const next = { width: window.innerWidth };
      if (isForceCloseResize(size, next)) send('resize');
      size = next;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [rules.filterPanelInitiallyHidden, send]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  return { id: `${idPrefix}-filters`, phase, open: () => send('open'), toggle: () => send('toggle') };
}

interface Props {
  panel: FilterPanelControl;
  state: SearchState;
  /** Facet lists (presets or fetched, `useFacetLists`). */
  lists: FacetLists;
  onChange: (criteria: SearchCriteria) => void;
}

const GROUP_LABELS: Record<FilterGroup, string> = {
  range: 'recruiting.filter.expertise',
  targetgroup: 'recruiting.filter.level',
  staffResponsibilities: 'recruiting.filter.staffResponsibility',
  jobtypes: 'recruiting.filter.jobType',
  workplacetypes: 'recruiting.filter.workplaceType',
  internalCareers: 'recruiting.filter.internalCareer',
  radius: 'recruiting.filter.radius',
  types: 'recruiting.filter.type',
};

/** Filter panel (SPEC §2.13, §4.5): counts, disabled zero-count values, the counter badge, the 'rest' block. */
export function FilterPanel({ panel, state, lists, onChange }: Props) {
  const { rules, t, idPrefix } = useModule();
  const { criteria, counts } = state;
  const active = checkedFilterCount(criteria, rules);
  const blocks = filterBlocks(rules);

  const optionsOf = (group: FilterGroup): FilterOption[] => {
    switch (group) {
      case 'range':
        return rangeOptions(lists.range ?? [], criteria, counts);
      case 'targetgroup':
        return targetGroupOptions(lists.targetgroup ?? [], criteria, counts);
      case 'radius':
        return isRadiusFacetVisible(counts) ? radiusOptions(criteria, counts).map((o) => ({ ...o, label: t('recruiting.search.radiusKm', { radius: o.value }) })) : [];
      case 'internalCareers': {
        const entities = (lists.internalCareers as NamedEntity[] | undefined) ?? [
          { id: 'inhouse', name: t('recruiting.filter.inhouse') },
          { id: 'headquarter', name: t('recruiting.filter.headquarter') },
        ];
        return namedOptions('internalCareers', entities, criteria, counts);
      }
      default:
        return namedOptions(group, (lists[group] as NamedEntity[] | undefined) ?? [], criteria, counts);
    }
  };

  const renderGroup = (group: FilterGroup) => {
    const options = optionsOf(group);
    if (options.length === 0) return null;
    const single = group === 'radius' || group === 'types' || group === 'internalCareers';
    return (
      <fieldset key={group} className="recruiting-filter__group" data-group={group}>
        <legend>{t(GROUP_LABELS[group])}</legend>
        <ul>
          {options.map((option) => {
            const id = `${idPrefix}-f-${group}-${option.value}`;
            return (
              <li key={option.value} data-disabled={option.disabled || undefined}>
                <input
                  id={id}
                  type="checkbox"
                  name={group}
                  value={option.value}
                  checked={option.checked}
                  disabled={option.disabled}
                  data-single={single || undefined}
                  onChange={(event) => onChange(toggleFilter(criteria, group, option.value, event.target.checked, rules).criteria)}
                />
                <label htmlFor={id}>
                  {option.label} <span className="recruiting-filter__count">({option.count})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  };

  const shown = panel.phase !== 'closed';
  return (
    <div className="recruiting-filter" data-state={panel.phase}>
      <button type="button" className="recruiting-filter__toggle" aria-expanded={isPanelExpanded(panel.phase)} aria-controls={panel.id} onClick={panel.toggle}>
        {t('recruiting.filter.title')}{' '}
        {/* The name keeps the visible text ("Filter 2") and adds the sentence (aria-label is not allowed on a span). */}
        <span className="recruiting-filter__badge" data-count={active}>
          {active}
        </span>
        <span className="recruiting-visually-hidden"> ({t('recruiting.filter.active', { count: active })})</span>
      </button>
      <div id={panel.id} className="recruiting-filter__panel" hidden={!shown} aria-label={t('recruiting.filter.title')} role="group" tabIndex={-1}>
        <div className="recruiting-filter__main">{blocks.main.map(renderGroup)}</div>
        {blocks.rest.length > 0 ? <div className="recruiting-filter__rest">{blocks.rest.map(renderGroup)}</div> : null}
        {active > 0 ? (
          <button type="button" className="recruiting-button recruiting-filter__reset" onClick={() => onChange(resetFilters(criteria, rules).criteria)}>
            {t('recruiting.filter.reset')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
