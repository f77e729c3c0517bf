/** Layer rules (SPEC §2.2, §3.3, §9.3, §9.5). */
export const SWIPE_THRESHOLD_PX = 30;
export const SCROLLING_THRESHOLD_PX = 200;

/** A previous/next entry of a layer (SPEC §3.3). */
export interface LayerEntry {
  id: string;
  url: string;
  titleshort: string;
}

export type Direction = 'previous' | 'next';

/**
 * A horizontal swipe longer than the threshold: to the left → next, to the right → previous. Mostly
 * vertical movement is scrolling, not a swipe.
 */
export function swipeDirection(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): Direction | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The entries before and after the current one; none past either end (no wrap-around). */
export function neighbours(
  entries: readonly LayerEntry[],
  currentId: string | null,
): { previous: LayerEntry | null; next: LayerEntry | null } {
  const index = entries.findIndex((entry) => entry.id === currentId);
  if (index === -1) return { previous: null, next: null };
  return { previous: entries[index - 1] ?? null, next: entries[index + 1] ?? null };
}

/** Arrow keys navigate unless the visitor is typing or moving inside a form control. */
export function arrowDirection(key: string, targetTagName: string, editable = false): Direction | null {
  if (editable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(targetTagName.toUpperCase())) return null;
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return null;
}

export function isScrolling(scrollTop: number): boolean {
  return scrollTop > SCROLLING_THRESHOLD_PX;
}
