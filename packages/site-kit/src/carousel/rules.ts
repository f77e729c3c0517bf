/**
 * Carousel and slider rules (SPEC §2.5, §3.14, §4.11, §9.5). Pure; the widget (mount.ts) applies them.
 */
/** Breakpoints (SPEC §9.5), smallest first: the widest one whose minimum the viewport reaches applies. */
export const BREAKPOINTS = { phone: 1, tablet: 768, desktop: 1100, largedesktop: 1920, bigdesktop: 2500 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

export const SLIDE_MS = 300;
export const SPOOL_MS = 600;
export const SNAP_BACK_MS = 200;
export const SWIPE_MAX_MS = 300;
export const SWIPE_MIN_PX = 25;
/** The progress bar fills this much faster than the interval, so it is full before the slide moves. */
export const PROGRESS_LEAD_MS = 200;
/** Hover sub-menu: autoplay and progress resume this long after the pointer leaves; the overlay goes later. */
export const SUBMENU_RESUME_MS = 100;
export const SUBMENU_OVERLAY_MS = 500;

export function breakpointOf(viewportWidth: number): Breakpoint {
  let current: Breakpoint = 'phone';
  for (const [name, min] of Object.entries(BREAKPOINTS) as [Breakpoint, number][]) {
    if (viewportWidth >= min) current = name;
  }
  return current;
}

/**
 * Slides visible at once: the configured number from desktop up, ÷1.5 rounded on tablets, ÷3 rounded on
 * phones; at least 1, and never more than there are slides.
 */
export function visibleSlides(
  configured: number,
  viewportWidth: number,
  slideCount: number = Number.POSITIVE_INFINITY,
): number {
  const base = Number.isFinite(configured) && configured >= 1 ? Math.floor(configured) : 1;
  const breakpoint = breakpointOf(viewportWidth);
  const divisor = breakpoint === 'phone' ? 3 : breakpoint === 'tablet' ? 1.5 : 1;
  return Math.max(1, Math.min(Math.round(base / divisor), Math.max(1, slideCount)));
}

/** Positions the track can stop at: the first visible slide runs from 0 to count − visible. */
export function positionCount(slideCount: number, visible: number): number {
  return Math.max(1, slideCount - Math.max(1, visible) + 1);
}

/**
 * The position after moving by `step` (±1, or a jump): clamped at the ends, or wrapping around when the
 * slider is endless (wrap = 'true').
 */
export function targetPosition(current: number, step: number, positions: number, wrap: boolean): number {
  const next = current + step;
  if (wrap) return ((next % positions) + positions) % positions;
  return Math.max(0, Math.min(positions - 1, next));
}

/** A move of one position slides (300 ms); a longer jump, e.g. wrapping around, spools (600 ms). */
export function transitionMs(from: number, to: number): number {
  if (from === to) return SNAP_BACK_MS;
  return Math.abs(to - from) === 1 ? SLIDE_MS : SPOOL_MS;
}

/**
 * Whether a drag counts as a swipe: faster than 300 ms and longer than 25 px, or longer than a third of the
 * width whatever the speed. Left → next, right → previous; otherwise the track snaps back (200 ms).
 */
export function swipeDecision(dx: number, durationMs: number, width: number): 'next' | 'previous' | null {
  const distance = Math.abs(dx);
  const counts = (durationMs < SWIPE_MAX_MS && distance > SWIPE_MIN_PX) || distance > width / 3;
  if (!counts || dx === 0) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Pagination numbers padded to two digits: "01 / 05". */
export function paginationLabel(position: number, positions: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(position + 1)} / ${pad(positions)}`;
}

/** The interval (ms) between slides; below 1000 ms (or not a number) autoplay is off. */
export function autoplayInterval(value: string | number | null | undefined): number {
  const interval = Number(value);
  return Number.isFinite(interval) && interval >= 1000 ? Math.floor(interval) : 0;
}

/** How long the progress bar takes to fill: interval − 200 ms. */
export function progressMs(interval: number): number {
  return Math.max(0, interval - PROGRESS_LEAD_MS);
}

/** wrap is on only for the string 'true' (SPEC §3.14). */
export const isEndless = (value: string | null | undefined): boolean => value === 'true';
