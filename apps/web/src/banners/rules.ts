import { isOver, parseUntil } from '@meridian/site-kit/banner/rules';

/** The banners a page shows: those limited to it and those for every page (an empty page list). */
export function bannersForPage<T extends { pageIds: readonly number[] }>(
  banners: readonly T[],
  pageId: number | null,
): T[] {
  return banners.filter(
    (banner) => banner.pageIds.length === 0 || (pageId !== null && banner.pageIds.includes(pageId)),
  );
}

/**
 * The banners still running at `now`: those without an end and those whose end lies ahead. The list itself is cached
 * until a banner changes, so this runs on every render; the widget checks the end again in the browser.
 */
export function bannersShownAt<T extends { endsAt: string | null }>(banners: readonly T[], now: number): T[] {
  return banners.filter((banner) => !isOver(parseUntil(banner.endsAt), now));
}
