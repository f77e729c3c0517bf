/** The banners a page shows: those limited to it and those for every page (an empty page list). */
export function bannersForPage<T extends { pageIds: readonly number[] }>(banners: readonly T[], pageId: number | null): T[] {
  return banners.filter((banner) => banner.pageIds.length === 0 || (pageId !== null && banner.pageIds.includes(pageId)));
}
