/** Where a map block's data call goes (SPEC §7.5): the recruiting API (`PUBLIC_API_URL`, the browser's `{api}`). */

/** The recruiting API's company id of each site (its branches are the site's branch map). */
export const SITE_COMPANY_IDS: Record<string, number> = { group: 1, 'brand-a': 2, 'brand-b': 3, 'brand-c': 4 };

export const publicApiUrl = (): string => (process.env.PUBLIC_API_URL || 'http://localhost:3001').replace(/\/+$/, '');

/** The map data URL of a block: its routed path, or for rst_branches (without a path) the site's branches. */
export function mapDataUrl(
  source: string,
  dataRoute: string | null | undefined,
  siteKey: string,
  api: string = publicApiUrl(),
): string | null {
  const route = dataRoute?.trim();
  if (route) return /^\/v\d+\//.test(route) && !route.includes('..') ? `${api}${route}` : null;
  if (source !== 'rst_branches') return null;
  const company = SITE_COMPANY_IDS[siteKey] ?? SITE_COMPANY_IDS.group!;
  return `${api}/v4/data/mapbranches/${company}`;
}

/** Our geocoding endpoint in the maps service's shape (ARCHITECTURE §2), by geocoder version. */
export const geocoderUrl = (version: string, api: string = publicApiUrl()): string =>
  `${api}/geocoding/${encodeURIComponent(version || 'v5')}/mapbox.places/`;
