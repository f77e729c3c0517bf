/**
 * Header search box (SPEC §2.11, §9.3): a label button opens a popup that animates in and out for 250 ms; its
 * fields are cleared on close; the keyword input gets focus 500 ms after opening. Pure: the component runs the
 * returned timer and clears its fields when told.
 */
import type { CityFieldState } from './autocomplete.ts';
import { applyFormValues, SEARCH_BOX_ANIMATION_MS } from './form-limits.ts';
import { searchFormTarget } from './links.ts';
import { emptyCriteria, type RecruitingConfig } from './types.ts';
import type { VariantRules } from './variants.ts';

/** closed → opening → open → closing → closed; opening and closing last the animation. */
export type HeaderSearchPhase = 'closed' | 'opening' | 'open' | 'closing';
/** 'open'/'close' from the visitor (label button; overlay click, Escape, close button); 'animation-end' from the timer. */
export type HeaderSearchEvent = 'open' | 'close' | 'animation-end';

export interface HeaderSearchStep {
  phase: HeaderSearchPhase;
  /** Empty the keyword and city fields (SPEC §2.11: cleared on close). */
  clearFields: boolean;
  /** Send 'animation-end' after this many ms (replacing a running timer); null: no timer. */
  animationMs: number | null;
}

const stay = (phase: HeaderSearchPhase): HeaderSearchStep => ({ phase, clearFields: false, animationMs: null });

export function headerSearchTransition(phase: HeaderSearchPhase, event: HeaderSearchEvent): HeaderSearchStep {
  switch (event) {
    case 'open':
      // Opened again while it was closing: animate back in.
      return phase === 'closed' || phase === 'closing'
        ? { phase: 'opening', clearFields: false, animationMs: SEARCH_BOX_ANIMATION_MS }
        : stay(phase);
    case 'close':
      return phase === 'opening' || phase === 'open'
        ? { phase: 'closing', clearFields: true, animationMs: SEARCH_BOX_ANIMATION_MS }
        : stay(phase);
    case 'animation-end':
      if (phase === 'opening') return stay('open');
      if (phase === 'closing') return stay('closed');
      return stay(phase);
  }
}

/** The popup is in the page (a modal dialog) from opening until the closing animation is over. */
export const headerSearchMounted = (phase: HeaderSearchPhase): boolean => phase !== 'closed';
/** The label button's aria-expanded; the keyword input gets focus HEADER_SEARCH_FOCUS_DELAY_MS after this turns true. */
export const headerSearchExpanded = (phase: HeaderSearchPhase): boolean => phase === 'opening' || phase === 'open';

/**
 * Where the label leads without JavaScript: the target of an empty search —
 * the career page (maincareer), or the touch main search when touch URLs are configured (SPEC §2.10).
 */
export function headerSearchHref(config: RecruitingConfig, rules: Pick<VariantRules, 'defaultRadius'>): string {
  return headerSearchTarget({ keyword: '', city: { text: '', lat: null, lon: null } }, config, rules);
}

/**
 * Where the popup's search goes (SPEC §2.10, no list on the page): the career page with search=, city= and radius=
 * only if it differs from the default. The popup's radius is a hidden, empty field, so it is the default radius.
 */
export function headerSearchTarget(
  values: { keyword: string; city: CityFieldState },
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius'>,
): string {
  const criteria = applyFormValues(
    emptyCriteria(),
    { keyword: values.keyword, city: values.city.text, radius: '' },
    { lat: values.city.lat, lon: values.city.lon },
    rules,
  );
  const target = searchFormTarget(criteria, config, rules, { listOnPage: false });
  return target.kind === 'navigate' ? target.href : config.maincareer;
}

/**
 * Focus trap of the popup: where Tab (or Shift+Tab) from the element at `active` (-1: none of them) must go
 * instead of the browser's default, or null to let the browser move focus. Focus wraps at either end, and
 * focus outside the list comes back in.
 */
export function trappedFocusIndex(count: number, active: number, backwards: boolean): number | null {
  if (count <= 0) return null;
  if (active < 0) return backwards ? count - 1 : 0;
  if (backwards && active === 0) return count - 1;
  if (!backwards && active === count - 1) return 0;
  return null;
}
