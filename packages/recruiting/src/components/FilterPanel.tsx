'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useModule } from '../hooks/context.ts';
import type { FacetLists } from '../hooks/useFacetLists.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import {
  initialPanelPhase,
  isForceCloseResize,
  isPanelExpanded,
  panelCheckedCount,
  panelGroups,
  panelTransition,
  toggleFilter,
  resetFilters,
  type PanelEvent,
  type PanelGroup,
  type PanelPhase,
} from '../lib/filters.ts';
import { filterToggleUrl, resetFiltersUrl, type ListLinks } from '../lib/links.ts';
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
  /** The panel's groups and options (`panelGroups`), computed once with the counter for both badges. */
  groups: readonly PanelGroup[];
  /** The counter badge (`panelCheckedCount`). */
  active: number;
  onChange: (criteria: SearchCriteria) => void;
  /** Where each option, the reset and the toggle lead without JavaScript (server HTML, before hydration). */
  links: ListLinks;
}

export const GROUP_LABELS: Record<FilterGroup, string> = {
  range: 'recruiting.filter.expertise',
  targetgroup: 'recruiting.filter.level',
  staffResponsibilities: 'recruiting.filter.staffResponsibility',
  jobtypes: 'recruiting.filter.jobType',
  workplacetypes: 'recruiting.filter.workplaceType',
  internalCareers: 'recruiting.filter.internalCareer',
  radius: 'recruiting.filter.radius',
  types: 'recruiting.filter.type',
};

/** The panel's groups and options and the counter, for the panel and the sticky bar. */
export function usePanelGroups(state: SearchState, lists: FacetLists): { groups: PanelGroup[]; active: number } {
  const { rules, t } = useModule();
  const groups = panelGroups(rules, state.criteria, state.counts, lists, {
    radius: (radius) => t('recruiting.search.radiusKm', { radius }),
    internalCareers: [
      { id: 'inhouse', name: t('recruiting.filter.inhouse') },
      { id: 'headquarter', name: t('recruiting.filter.headquarter') },
    ],
  });
  return { groups, active: panelCheckedCount(groups) };
}

/**
 * Filter panel (SPEC §2.13, §4.5): counts, disabled zero-count values, the counter badge, the 'rest' block. In the
 * server's HTML (and without JavaScript) every option is a link to the list with that value toggled, the reset a
 * link, and the toggle a link to the panel (shown by `:target` where it starts hidden); the option and reset links
 * end in the panel's fragment, so the panel stays open after the page loads. Hydrated, they are the checkboxes and
 * buttons that search in place.
 */
export function FilterPanel({ panel, state, groups, active, onChange, links }: Props) {
  const { rules, t, idPrefix } = useModule();
  const hydrated = useHydrated();
  const { criteria } = state;
  const blocks = filterBlocks(rules);
  const byGroup = new Map(groups.map((entry) => [entry.group, entry]));

  const renderGroup = (group: FilterGroup) => {
    const entry = byGroup.get(group);
    if (!entry) return null;
    return (
      <fieldset key={group} className="recruiting-filter__group" data-group={group}>
        <legend>{t(GROUP_LABELS[group])}</legend>
        <ul>
          {entry.options.map((option) => {
            const id = `${idPrefix}-f-${group}-${option.value}`;
            const text = (
              <>
                {option.label} <span className="recruiting-filter__count">({option.count})</span>
              </>
            );
            if (!hydrated) {
              return (
                <li key={option.value} data-disabled={option.disabled || undefined}>
                  {option.disabled ? (
                    <span
                      className="recruiting-filter__link"
                      data-checked={option.checked || undefined}
                      aria-disabled="true"
                    >
                      {text}
                    </span>
                  ) : (
                    <a
                      className="recruiting-filter__link"
                      // Every combination of filters is a URL: not for crawlers (the offers have their sitemap).
                      rel="nofollow"
                      href={`${filterToggleUrl(criteria, group, option.value, !option.checked, links)}#${panel.id}`}
                      data-checked={option.checked || undefined}
                      data-single={entry.single || undefined}
                    >
                      {text}
                      {option.checked ? (
                        <span className="recruiting-visually-hidden"> ({t('recruiting.filter.selected')})</span>
                      ) : null}
                    </a>
                  )}
                </li>
              );
            }
            return (
              <li key={option.value} data-disabled={option.disabled || undefined}>
                <input
                  id={id}
                  type="checkbox"
                  name={group}
                  value={option.value}
                  checked={option.checked}
                  disabled={option.disabled}
                  data-single={entry.single || undefined}
                  onChange={(event) =>
                    onChange(toggleFilter(criteria, group, option.value, event.target.checked, rules).criteria)
                  }
                />
                <label htmlFor={id}>{text}</label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    );
  };

  const shown = panel.phase !== 'closed';
  const badge = (
    <>
      {t('recruiting.filter.title')}{' '}
      {/* The name keeps the visible text ("Filter 2") and adds the sentence (aria-label is not allowed on a span). */}
      <span className="recruiting-filter__badge" data-count={active}>
        {active}
      </span>
      <span className="recruiting-visually-hidden"> ({t('recruiting.filter.active', { count: active })})</span>
    </>
  );
  return (
    <div className="recruiting-filter" data-state={panel.phase} data-hydrated={hydrated || undefined}>
      {hydrated ? (
        <button
          type="button"
          className="recruiting-filter__toggle"
          aria-expanded={isPanelExpanded(panel.phase)}
          aria-controls={panel.id}
          onClick={panel.toggle}
        >
          {badge}
        </button>
      ) : (
        <a className="recruiting-filter__toggle" href={`#${panel.id}`}>
          {badge}
        </a>
      )}
      <div
        id={panel.id}
        className="recruiting-filter__panel"
        hidden={!shown}
        aria-label={t('recruiting.filter.title')}
        role="group"
        tabIndex={-1}
      >
        <div className="recruiting-filter__main">{blocks.main.map(renderGroup)}</div>
        {blocks.rest.length > 0 ? <div className="recruiting-filter__rest">{blocks.rest.map(renderGroup)}</div> : null}
        {active > 0 ? (
          hydrated ? (
            <button
              type="button"
              className="recruiting-button recruiting-filter__reset"
              onClick={() => onChange(resetFilters(criteria, rules).criteria)}
            >
              {t('recruiting.filter.reset')}
            </button>
          ) : (
            <a
              className="recruiting-button recruiting-filter__reset"
              rel="nofollow"
              href={`${resetFiltersUrl(criteria, links)}#${panel.id}`}
            >
              {t('recruiting.filter.reset')}
            </a>
          )
        ) : null}
      </div>
    </div>
  );
}
