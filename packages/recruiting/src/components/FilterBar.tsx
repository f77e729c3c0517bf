'use client';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useModule } from '../hooks/context.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { filterBarModel } from '../lib/filters.ts';
import type { FilterPanelControl } from './FilterPanel.tsx';

/**
 * Whether elements intersect the viewport (IntersectionObserver), keyed by the selector that found them inside
 * the container (the container itself for ''). False until the observer has reported, so the server-rendered HTML
 * and the first client render agree; true where the browser has no observer. `rootMargin` trims the viewport
 * (e.g. a sticky site header covering its top).
 */
export function useInViewport(
  container: RefObject<HTMLElement | null>,
  selectors: readonly string[],
  enabled: boolean,
  rootMargin = '0px',
): Record<string, boolean> {
  const [inView, setInView] = useState<Record<string, boolean>>({});
  const key = selectors.join('\n');
  useEffect(() => {
    const root = container.current;
    if (!enabled || !root) return;
    const targets = new Map<Element, string>();
    for (const selector of key.split('\n')) {
      const element = selector ? root.querySelector(selector) : root;
      if (element) targets.set(element, selector);
    }
    if (typeof IntersectionObserver === 'undefined') {
      setInView(Object.fromEntries([...targets.values()].map((selector) => [selector, true])));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) =>
        setInView((current) => ({
          ...current,
          ...Object.fromEntries(entries.map((entry) => [targets.get(entry.target)!, entry.isIntersecting])),
        })),
      { rootMargin },
    );
    for (const element of targets.keys()) observer.observe(element);
    return () => observer.disconnect();
  }, [container, key, enabled, rootMargin]);
  return inView;
}

/** The panel's own toggle counts as out of view once it slides under a sticky site header (≤ 116 px, SPEC §9.5). */
const HEADER_MARGIN = '-120px 0px 0px 0px';
const TOGGLE = '.recruiting-filter__toggle';

interface Props {
  panel: FilterPanelControl;
  /** The panel's counter: the filters it shows ticked. */
  count: number;
  /** The list module's container: the bar is shown only while it intersects the viewport (SPEC §4.5). */
  moduleRef: RefObject<HTMLElement | null>;
}

/**
 * The sticky filter bar (SPEC §4.5): the filter toggle with the counter badge, sticky at the bottom of the viewport
 * while the module is in view and the panel's own toggle is not (`hidden` otherwise, so it is not focusable);
 * where the variant table says so, or only on narrow screens (stylesheet). It drives the same panel state machine
 * as the panel's own toggle; opening from here brings the panel into view and moves focus into it.
 */
export function FilterBar({ panel, count, moduleRef }: Props) {
  const { rules, t, config } = useModule();
  const hasFilter = config.listComponents.includes('filter');
  // Observed once hydrated: the server's toggle (a link) is replaced by the button then.
  const hydrated = useHydrated();
  const moduleInView = useInViewport(moduleRef, [''], hasFilter && hydrated)[''] ?? false;
  const toggleInView = useInViewport(moduleRef, [TOGGLE], hasFilter && hydrated, HEADER_MARGIN)[TOGGLE] ?? false;
  const model = filterBarModel({ hasFilter, moduleInView, toggleInView, phase: panel.phase, count, rules });
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (panel.phase !== 'open' || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    const element = document.getElementById(panel.id);
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    const first = element.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])');
    (first ?? element).focus({ preventScroll: true });
  }, [panel.phase, panel.id]);

  if (!model) return null;
  const onClick = () => {
    focusOnOpen.current = !model.expanded;
    panel.toggle();
  };
  return (
    <div className="recruiting-filter-bar" data-scope={model.scope} hidden={!model.shown}>
      <button
        type="button"
        className="recruiting-filter-bar__toggle"
        aria-expanded={model.expanded}
        aria-controls={panel.id}
        onClick={onClick}
      >
        {t('recruiting.filter.title')}{' '}
        <span className="recruiting-filter-bar__badge" data-count={model.count}>
          {model.count}
        </span>
        <span className="recruiting-visually-hidden"> ({t('recruiting.filter.active', { count: model.count })})</span>
      </button>
    </div>
  );
}
