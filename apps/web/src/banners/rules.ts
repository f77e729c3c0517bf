import { isOver, parseUntil } from '@meridian/site-kit/banner/rules';
import { PAGE_CACHE_STALE_MS, PAGE_CACHE_TTL_MS } from '@/page-cache/rules';

/**
 * How far ahead of its start a banner is already in a rendered page: the longest a kept page is served. A page
 * rendered earlier is gone from the cache by the start, so every page served from the start on has the banner (and
 * the widget keeps it hidden until then).
 */
export const BANNER_LEAD_MS = PAGE_CACHE_TTL_MS + PAGE_CACHE_STALE_MS;

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
 * The banners a page rendered at `now` carries: those whose end lies ahead (or have none) and whose start has come or
 * lies within BANNER_LEAD_MS. The list itself is cached until a banner changes, so this runs on every render; the
 * widget checks start and end again in the browser.
 */
export function bannersShownAt<T extends { startsAt?: string | null; endsAt: string | null }>(
  banners: readonly T[],
  now: number,
): T[] {
  return banners.filter((banner) => {
    const start = parseUntil(banner.startsAt ?? null);
    return !isOver(parseUntil(banner.endsAt), now) && (start === null || start - BANNER_LEAD_MS <= now);
  });
}
