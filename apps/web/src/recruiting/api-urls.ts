/**
 * Every URL of the recruiting API the web app uses, built here and nowhere else: the API as the browser reaches it
 * (`PUBLIC_API_URL`, the recruiting module's `{api}`), as this server reaches it, and the paths on it.
 */
import { COMPANIES, type Company } from '@meridian/contracts';

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The API as the browser reaches it. */
export const publicApiUrl = (): string => trimmed(process.env.PUBLIC_API_URL || 'http://localhost:3001');

/**
 * The API as this server reaches it: RECRUITING_API_INTERNAL_URL, else the public URL, else the API's port on
 * loopback. `localhost` becomes 127.0.0.1: Node may resolve it to ::1 first, where the API does not listen.
 */
export function internalApiUrl(): string {
  const configured =
    process.env.RECRUITING_API_INTERNAL_URL ||
    process.env.PUBLIC_API_URL ||
    `http://127.0.0.1:${process.env.API_PORT || '3001'}`;
  return trimmed(configured).replace(/^(https?:\/\/)localhost(?=[:/]|$)/, '$1127.0.0.1');
}

/** The company behind a site (the group's for an unknown key). */
export const companyOfSite = (siteKey: string): Company =>
  COMPANIES.find((company) => company.site === siteKey) ?? COMPANIES[0]!;

/** The map data URL of a block (SPEC §7.5): its routed path, or for rst_branches (without a path) the site's branches. */
export function mapDataUrl(
  source: string,
  dataRoute: string | null | undefined,
  siteKey: string,
  api: string = publicApiUrl(),
): string | null {
  const route = dataRoute?.trim();
  if (route) return /^\/v\d+\//.test(route) && !route.includes('..') ? `${api}${route}` : null;
  if (source !== 'rst_branches') return null;
  return `${api}/v4/data/mapbranches/${companyOfSite(siteKey).companyId}`;
}

/** Our geocoding endpoint in the maps service's shape (ARCHITECTURE §2), by geocoder version. */
export const geocoderUrl = (version: string, api: string = publicApiUrl()): string =>
  `${api}/geocoding/${encodeURIComponent(version || 'v5')}/mapbox.places/`;

/** One page of a company's active offers with their URL parts (the sitemaps' list). */
export const offerUrlsUrl = (company: Company, offset: number, limit: number, api: string = internalApiUrl()): string =>
  `${api}/v4/recruiting/offer-urls?company=${company.company}&offset=${offset}&limit=${limit}`;
