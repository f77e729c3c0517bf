/** Brand B header (SPEC §4.11, §9.5): hides when scrolling down past its height, shows again on scrolling up. */

export const HEADER_LOGO_HEIGHT = 64;
/** The header height before the body font size is measured: 64 + 2 × 26. */
export const HEADER_INITIAL_HEIGHT = 116;
/** Scrolling up by more than this (from the lowest point reached) shows the header again. */
export const HEADER_SHOW_THRESHOLD = 25;

/** Header height = logo height + 2 × body font size (the header pads the logo by 1em above and below). */
export function headerHeight(bodyFontSizePx: number, logoHeight: number = HEADER_LOGO_HEIGHT): number {
  if (!Number.isFinite(bodyFontSizePx) || bodyFontSizePx <= 0) return HEADER_INITIAL_HEIGHT;
  return logoHeight + 2 * bodyFontSizePx;
}

export interface HeaderScrollState {
  hidden: boolean;
  /** Scroll position seen last. */
  lastY: number;
  /** Where the current upward movement started (the lowest point since the last downward scroll). */
  turnY: number;
}

export const initialHeaderState = (y = 0): HeaderScrollState => ({ hidden: false, lastY: y, turnY: y });

/**
 * The next header state for a scroll position: scrolling down beyond the header height hides it; scrolling up
 * by more than 25 px from the turning point (or back to the very top) shows it. Rubber-band scrolling (negative
 * positions) counts as the top.
 */
export function nextHeaderState(
  state: HeaderScrollState,
  scrollY: number,
  height: number,
  threshold: number = HEADER_SHOW_THRESHOLD,
): HeaderScrollState {
  const y = Math.max(0, Number.isFinite(scrollY) ? scrollY : 0);
  if (y === state.lastY) return state;
  if (y > state.lastY) {
    return { hidden: state.hidden || y > height, lastY: y, turnY: y };
  }
  const show = y <= 0 || state.turnY - y > threshold;
  return { hidden: state.hidden && !show, lastY: y, turnY: show ? y : state.turnY };
}
