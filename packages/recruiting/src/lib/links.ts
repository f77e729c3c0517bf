/**
 * Links the module renders or navigates to, never fetches (SPEC §2.8–§2.10, §7.7).
 */
import type { OfferListItem } from '@meridian/contracts';
import {
  buildQueryString,
  formatCity,
  isValidRadius,
  UTM_KEYS,
  utmQuery,
  writeCareerQuery,
  type UtmParams,
} from './url-params.ts';
import type { CityValue, RecruitingConfig, SearchCriteria } from './types.ts';
import { resetFilters, toggleFilter } from './filters.ts';
import type { FilterGroup, VariantRules } from './variants.ts';

type OfferRef = Pick<OfferListItem, 'njobid' | 'urlpart'> & Partial<Pick<OfferListItem, 'typeId'>>;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');
const withQuery = (url: string, query: string): string =>
  query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
const stripLeading = (query: string): string => query.replace(/^[?&]+/, '');

/** Trade-fair state of a page: messemodus and the UTM parameters it came with (SPEC §2.8). */
export interface TradeFairLink {
  active: boolean;
  messemodus?: string;
  /** The page URL's UTM parameters; they win over the instance's configured `utm`. */
  utm?: UtmParams;
}

/** The UTM part of a trade-fair detail URL: the instance's `utm`, each parameter replaced by the page URL's. */
function tradeFairUtm(configured: string, page: UtmParams = {}): string {
  const merged: UtmParams = {};
  const fromConfig = new URLSearchParams(stripLeading(configured));
  for (const key of UTM_KEYS) {
    const value = page[key] || fromConfig.get(key);
    if (value) merged[key] = value;
  }
  return utmQuery(merged);
}

/**
 * Detail URL {maincareer}/{jobId}/{urlpart}, plus ?messemodus=…&{utm} in trade-fair mode (SPEC §2.8): the visit's
 * UTM parameters stay with the offer (and its QR code), so fair visitors are attributed.
 */
export function detailUrl(
  offer: OfferRef,
  config: Pick<RecruitingConfig, 'maincareer' | 'utm'>,
  tradeFair: TradeFairLink = { active: false },
): string {
  const url = `${trimSlash(config.maincareer)}/${offer.njobid}/${encodeURIComponent(offer.urlpart)}`;
  if (!tradeFair.active) return url;
  const parts = [
    buildQueryString([['messemodus', tradeFair.messemodus || '1']]),
    tradeFairUtm(config.utm, tradeFair.utm),
  ].filter(Boolean);
  return `${url}?${parts.join('&')}`;
}

/** Touch URLs (SPEC §2.8). */
export const touchJobUrl = (
  offer: OfferRef & { typeId: number },
  touchUrls: RecruitingConfig['touchUrls'],
): string | null => (touchUrls.job ? `${trimSlash(touchUrls.job)}/${offer.njobid}?type=${offer.typeId}` : null);

export const touchProjectUrl = (offer: OfferRef, touchUrls: RecruitingConfig['touchUrls']): string | null =>
  touchUrls.project
    ? `${trimSlash(touchUrls.project)}/${offer.njobid}/${encodeURIComponent(offer.urlpart)}?type=4`
    : null;

/** {touchUrls.main}?type=3|4&city={city;lat;lon} plus any further parameters (SPEC §2.8, §2.10). */
export function touchMainUrl(
  touchUrls: RecruitingConfig['touchUrls'],
  type: '3' | '4',
  city: CityValue | null,
  extra: [string, string][] = [],
): string | null {
  if (!touchUrls.main) return null;
  const entries: [string, string][] = [['type', type], ...extra];
  if (city) entries.push(['city', formatCity(city)]);
  return withQuery(touchUrls.main, buildQueryString(entries));
}

export const registerUrl = (touchUrls: RecruitingConfig['touchUrls']): string | null => touchUrls.register || null;

/**
 * What a click on an offer does (SPEC §2.8): with touch URLs configured it navigates to the offer's page,
 * otherwise the detail layer opens and the detail URL is pushed into history.
 */
export function offerClickTarget(
  offer: OfferRef & { typeId: number },
  config: Pick<RecruitingConfig, 'maincareer' | 'utm' | 'touchUrls'>,
  tradeFair: TradeFairLink = { active: false },
): { kind: 'navigate'; href: string } | { kind: 'layer'; href: string } {
  const touch = offer.typeId === 4 ? touchProjectUrl(offer, config.touchUrls) : touchJobUrl(offer, config.touchUrls);
  if (touch) return { kind: 'navigate', href: touch };
  return { kind: 'layer', href: detailUrl(offer, config, tradeFair) };
}

/**
 * Job id from a history location (SPEC §2.8): the second-to-last path segment; null (close the layer) when it is
 * missing or not a positive integer.
 */
export function jobIdFromPath(pathname: string): number | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const candidate = segments[segments.length - 2];
  if (!candidate || !/^\d{1,15}$/.test(candidate)) return null;
  const id = Number(candidate);
  return id > 0 ? id : null;
}

/** The URL restored when the layer closes (SPEC §2.8): the plugin URI, keeping the search's query string. */
export const closeLayerUrl = (config: Pick<RecruitingConfig, 'pluginUri'>, query = ''): string =>
  withQuery(config.pluginUri, stripLeading(query));

/** Apply link {recruitingUrl}{urlpart}-{jobId} + the five UTM parameters, unless the variant omits them (SPEC §2.9). */
export function applyUrl(
  offer: OfferRef,
  config: Pick<RecruitingConfig, 'recruitingUrl'>,
  rules: Pick<VariantRules, 'applyLinkWithUtm'>,
  utm: UtmParams = {},
): string {
  const url = `${config.recruitingUrl}${encodeURIComponent(offer.urlpart)}-${offer.njobid}`;
  return rules.applyLinkWithUtm ? withQuery(url, utmQuery(utm)) : url;
}

/** PDF {api}/v2/pdf/export/{targetmarket}/{language}/{urlpart}-{jobId}/compressed/, de/de fixed in some variants (SPEC §7.7). */
export function pdfUrl(
  offer: OfferRef,
  config: Pick<RecruitingConfig, 'api' | 'prioTargetmarket' | 'language'>,
  rules: Pick<VariantRules, 'pdfFixedDeDe'>,
): string {
  const market = rules.pdfFixedDeDe ? 'de' : config.prioTargetmarket || 'de';
  const language = rules.pdfFixedDeDe ? 'de' : config.language || 'de';
  return `${trimSlash(config.api)}/v2/pdf/export/${market}/${language}/${encodeURIComponent(offer.urlpart)}-${offer.njobid}/compressed/`;
}

/** Time-based cache-busting hash for the tracking pixel: the time in base 36. */
export const timeHash = (now: number): string => Math.max(0, Math.floor(now)).toString(36);

/** Tracking pixel {ads}/{jobId}/{tracking}/trackingpixel.gif?chash={time-based hash} (SPEC §7.7). */
export function trackingPixelUrl(
  jobId: number | string,
  config: Pick<RecruitingConfig, 'ads' | 'tracking'>,
  now: number,
): string {
  return `${trimSlash(config.ads)}/${jobId}/${config.tracking}/trackingpixel.gif?chash=${timeHash(now)}`;
}

export type SearchFormTarget = { kind: 'navigate'; href: string } | { kind: 'inPlace'; query: string };

/**
 * Where the search form submits to (SPEC §2.10):
 * - project type (4) with a touch main URL: {touch main}?type=4&searchTerm=…&city=…;
 * - no list on the page: maincareer (search=) or the touch main URL (searchTerm=), with city and radius (radius only
 *   if it differs from the default);
 * - otherwise in place, with the rewritten query string.
 * The touch site reads both searchTerm and searchword (§2.7); we write searchTerm.
 */
export function searchFormTarget(
  criteria: SearchCriteria,
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius'>,
  page: { listOnPage: boolean; tradeFair?: boolean; messemodus?: string; utm?: UtmParams },
): SearchFormTarget {
  if (criteria.type === '4' && config.touchUrls.main) {
    const extra: [string, string][] = criteria.keyword ? [['searchTerm', criteria.keyword]] : [];
    return { kind: 'navigate', href: touchMainUrl(config.touchUrls, '4', criteria.city, extra)! };
  }
  if (!page.listOnPage) {
    const radius: [string, string][] =
      criteria.city && criteria.radius !== rules.defaultRadius && isValidRadius(criteria.radius)
        ? [['radius', criteria.radius]]
        : [];
    if (config.touchUrls.main) {
      const extra: [string, string][] = criteria.keyword ? [['searchTerm', criteria.keyword]] : [];
      const href = touchMainUrl(config.touchUrls, criteria.type || '3', criteria.city, extra)!;
      return { kind: 'navigate', href: withQuery(href, buildQueryString(radius)) };
    }
    const entries: [string, string][] = [];
    if (criteria.keyword) entries.push(['search', criteria.keyword]);
    if (criteria.city) entries.push(['city', formatCity(criteria.city)]);
    entries.push(...radius);
    return { kind: 'navigate', href: withQuery(config.maincareer, buildQueryString(entries)) };
  }
  return {
    kind: 'inPlace',
    query: writeCareerQuery(criteria, config, rules, {
      tradeFair: page.tradeFair,
      messemodus: page.messemodus,
      utm: page.utm,
    }),
  };
}

/** Link mode (SPEC §1, §3.10): the button's prefiltered search URL from linkKeyword, linkLocation, linkRadius, range, targetgroup. */
export function linkModeUrl(config: RecruitingConfig, rules: Pick<VariantRules, 'defaultRadius'>): string {
  const entries: [string, string][] = [];
  if (config.linkKeyword) entries.push(['search', config.linkKeyword]);
  if (config.linkLocation) entries.push(['city', config.linkLocation]);
  // A radius without a place means nothing (SPEC §5.1): left out.
  if (
    config.linkLocation &&
    config.linkRadius &&
    config.linkRadius !== rules.defaultRadius &&
    isValidRadius(config.linkRadius)
  )
    entries.push(['radius', config.linkRadius]);
  if (config.range) entries.push(['faculty', config.range]);
  if (config.targetgroup) entries.push(['target', config.targetgroup]);
  if (config.type) entries.push(['type', config.type]);
  return withQuery(config.maincareer, buildQueryString(entries));
}

/**
 * 'all freelance projects' near a branch (SPEC §1, brand A): the touch main search for projects at the branch city;
 * without touch URLs the career page's own project search (maincareer?type=4&city=…); null without either.
 */
export function allFreelanceProjectsUrl(
  config: Pick<RecruitingConfig, 'touchUrls'> & Partial<Pick<RecruitingConfig, 'maincareer'>>,
  branchCity: CityValue | null,
): string | null {
  const touch = touchMainUrl(config.touchUrls, '4', branchCity);
  if (touch || !config.maincareer) return touch;
  const entries: [string, string][] = [['type', '4']];
  if (branchCity) entries.push(['city', formatCity(branchCity)]);
  return withQuery(config.maincareer, buildQueryString(entries));
}

/**
 * The main search URL for a city (SPEC §4.4 'search in {city}'): the touch main URL when configured, otherwise
 * maincareer with city=name;lat;lon.
 */
export function mainSearchUrl(
  config: Pick<RecruitingConfig, 'touchUrls' | 'maincareer' | 'type'>,
  city: CityValue | null,
): string {
  const touch = touchMainUrl(config.touchUrls, config.type || '3', city);
  if (touch) return touch;
  return withQuery(config.maincareer, city ? buildQueryString([['city', formatCity(city)]]) : '');
}

// ---------------------------------------------------------------------------------------------------------------
// Links that work without JavaScript (the server renders them; once hydrated the module's buttons take over)

/** What the no-JS links of one list instance need: its configuration and the page's trade-fair state. */
export interface ListLinks {
  config: RecruitingConfig;
  rules: Pick<VariantRules, 'defaultRadius' | 'filterGroups'>;
  tradeFair?: boolean;
  messemodus?: string;
  utm?: UtmParams;
}

const offsetPart = (offset: number): string => (offset > 0 ? buildQueryString([['offset', String(offset)]]) : '');
const joinQuery = (...parts: string[]): string => parts.filter(Boolean).join('&');

/**
 * The list page for a search (the plugin URI with the search's query, as the layer's close restores it, SPEC §2.8)
 * and, for the no-JS 'load more' (§4.3), `offset`: the server then shows offers 1 … offset + count.
 */
export function listPageUrl(criteria: SearchCriteria, links: ListLinks, offset = 0): string {
  const search = writeCareerQuery(criteria, links.config, links.rules, {
    tradeFair: links.tradeFair,
    messemodus: links.messemodus,
    utm: links.utm,
  });
  return closeLayerUrl(links.config, joinQuery(search, offsetPart(offset)));
}

/** A filter value as a link: the list with that value checked or unchecked (SPEC §4.5: a change searches from the start). */
export const filterToggleUrl = (
  criteria: SearchCriteria,
  group: FilterGroup,
  value: string,
  checked: boolean,
  links: ListLinks,
): string => listPageUrl(toggleFilter(criteria, group, value, checked, links.rules).criteria, links);

export const resetFiltersUrl = (criteria: SearchCriteria, links: ListLinks): string =>
  listPageUrl(resetFilters(criteria, links.rules).criteria, links);

/** The id of a list entry by its 1-based position, the target the no-JS 'load more' scrolls to (SPEC §4.3). */
export const listEntryId = (idPrefix: string, position: number): string => `${idPrefix}-offer-${position}`;

/**
 * 'Load more' without JavaScript (SPEC §4.3): the list with the next offset (offset advances by count); the
 * fragment scrolls to the first new entry as the in-place 'load more' does.
 */
export const loadMoreUrl = (criteria: SearchCriteria, links: ListLinks, shown: number, idPrefix: string): string =>
  `${listPageUrl(criteria, links, shown)}#${listEntryId(idPrefix, shown + 1)}`;

/**
 * An offer's detail URL (SPEC §2.8) carrying the list's search and offset, so that the server shows the same list
 * behind the layer, its previous/next are the same neighbours and its close returns to that list.
 */
export function offerWithListUrl(offer: OfferRef, criteria: SearchCriteria, links: ListLinks, offset = 0): string {
  const url = detailUrl(offer, links.config, {
    active: !!links.tradeFair,
    messemodus: links.messemodus,
    utm: links.utm,
  });
  return withQuery(url, joinQuery(writeCareerQuery(criteria, links.config, links.rules), offsetPart(offset)));
}
