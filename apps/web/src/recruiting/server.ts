import 'server-only';
import { cache } from 'react';
import type { OfferDetailResponse, SearchResponse } from '@meridian/contracts';
import {
  buildBranchRequest,
  buildDetailRequest,
  FACET_PRESET_FIELDS,
  buildFacetListRequests,
  buildSearchRequest,
  geocodingUrl,
  getVariant,
  joinPages,
  MAX_PAGE_SIZE,
  readCareerParams,
  readSuggestions,
  requestUrl,
  serverPages,
  type ApiRequest,
  type CityValue,
  type RecruitingConfig,
  type SearchCriteria,
} from '@meridian/recruiting';
import { logger } from '@/server/logger';
import type { SiteLocale } from '@/sites/languages';
import type { RecruitingSite } from './config';
import { geocoderUrl, internalApiUrl, publicApiUrl } from './api-urls';

/**
 * Server-side calls of the recruiting module: the first page of results and the first detail are rendered into
 * the page (SPEC §3.10 preloaded data), and facet lists become the configuration's presets so that the
 * browser does not fetch them. Failures return null: the browser then searches itself and shows the §8.3 toast.
 */
const TIMEOUT_MS = 5000;
const LIST_TTL_MS = 300_000;

/** What every module instance on a page starts from (a Recruiting block, the header search box): site, locale and the browser's API. */
export const recruitingSite = (siteKey: string, locale: SiteLocale): Omit<RecruitingSite, 'pagePath'> => ({
  key: siteKey,
  lang: locale.lang,
  market: locale.market,
  api: publicApiUrl(),
});

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T | null> {
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch (error) {
    logger.warn({ url, error: (error as Error).message }, 'recruiting: server call failed');
    return null;
  }
}

const call = <T>(description: ApiRequest) => getJson<T>(requestUrl(internalApiUrl(), description), description.headers);

const facetCache = new Map<string, { at: number; lists: Record<string, unknown[]> }>();

/** Facet lists of the variant's groups (cached 5 minutes, like the API's Cache-Control); {} when the API fails. */
export async function facetLists(config: RecruitingConfig): Promise<Record<string, unknown[]>> {
  const groups = getVariant(config.variant).filterGroups;
  const key = `${config.language}:${groups.join(',')}`;
  const hit = facetCache.get(key);
  if (hit && Date.now() - hit.at < LIST_TTL_MS) return hit.lists;
  const lists: Record<string, unknown[]> = {};
  await Promise.all(
    buildFacetListRequests(config, groups).map(async ({ facet, request }) => {
      const data = await call<unknown[]>(request);
      if (Array.isArray(data)) lists[facet] = data;
    }),
  );
  if (Object.keys(lists).length > 0) facetCache.set(key, { at: Date.now(), lists });
  return lists;
}

/** A bare city name (no-JS form, links) is geocoded first, like the browser does (SPEC §4.3). */
async function withCoordinates(criteria: SearchCriteria, config: RecruitingConfig): Promise<SearchCriteria> {
  if (!criteria.city || criteria.city.lat !== null) return criteria;
  const url = geocodingUrl(
    { prefix: geocoderUrl('v5', internalApiUrl()), suffix: '.json' },
    criteria.city.name,
    config.language,
  );
  const first = url ? readSuggestions(await getJson(url), config.language)[0] : undefined;
  return first && first.lat !== null
    ? { ...criteria, city: { name: criteria.city.name, lat: first.lat, lon: first.lon } }
    : criteria;
}

/**
 * The first place the geocoder finds for a typed name (its short name and coordinates), null when it finds none,
 * 'unavailable' when the geocoder did not answer.
 */
export async function geocodePlace(name: string, language: string): Promise<CityValue | null | 'unavailable'> {
  const url = geocodingUrl({ prefix: geocoderUrl('v5', internalApiUrl()), suffix: '.json' }, name, language);
  if (!url) return null;
  const answer = await getJson(url);
  if (answer === null) return 'unavailable';
  const first = readSuggestions(answer, language)[0];
  if (!first || first.lat === null || first.lon === null) return null;
  return { name: (first.shortName || name).slice(0, 50), lat: first.lat, lon: first.lon };
}

/** The names of branches a saved search is limited to (a branch page's search), by id; unknown ones left out. */
export async function branchNames(ids: readonly string[], config: RecruitingConfig): Promise<Map<string, string>> {
  const rules = getVariant(config.variant);
  const names = new Map<string, string>();
  await Promise.all(
    ids.slice(0, 10).map(async (id) => {
      const [branch] = (await call<{ name?: string; city?: string }[]>(buildBranchRequest(id, config, rules))) ?? [];
      const name = branch?.name || branch?.city;
      if (name) names.set(id, name);
    }),
  );
  return names;
}

/** A search answer that has its list of matches, else null (a failed or malformed answer). */
const validList = (list: SearchResponse | null): SearchResponse | null =>
  list && Array.isArray(list.matches) ? list : null;

/** The first `limit` offers for `criteria` (a bare city geocoded first), no facet counts; null when the API fails. */
export async function searchOffers(
  criteria: SearchCriteria,
  config: RecruitingConfig,
  limit: number,
): Promise<SearchResponse | null> {
  const withoutCounts = {
    ...config,
    listComponents: config.listComponents.filter((component) => component !== 'filter'),
  };
  return validList(
    await call<SearchResponse>(
      buildSearchRequest(await withCoordinates(criteria, config), withoutCounts, { offset: 0, limit }),
    ),
  );
}

export const getOfferDetail = cache(async (jobId: number, lang: string): Promise<OfferDetailResponse | null> => {
  return call<OfferDetailResponse>(
    buildDetailRequest(jobId, { rules: getVariant('default'), tradeFair: false, language: lang }),
  );
});

export interface PreparedModule {
  config: RecruitingConfig;
  serverList: SearchResponse | null;
  /** The URL's search as the server ran it (a bare city geocoded): the browser starts from it, not searching again. */
  serverCriteria: SearchCriteria | null;
  initialJobId: number | null;
}

/**
 * Everything the module needs on first render: facet presets, the first page for the URL's search (preloaded data
 * without a query string, SPEC §4.3; the no-JS results with one) and the opened offer's detail.
 */
export async function prepareModule(
  config: RecruitingConfig,
  query: string,
  jobId: number | null,
): Promise<PreparedModule> {
  if (config.mode !== 'list') return { config, serverList: null, serverCriteria: null, initialJobId: null };
  const rules = getVariant(config.variant);
  const params = readCareerParams(query, config, rules);
  const [lists, criteria] = await Promise.all([facetLists(config), withCoordinates(params.criteria, config)]);
  // The first page; with `offset` (the no-JS 'load more') offers 1 … offset + count, as the browser would show them.
  const pages = serverPages(params.offset, config.count, MAX_PAGE_SIZE);
  const [list, detail] = await Promise.all([
    Promise.all(pages.map((page) => call<SearchResponse>(buildSearchRequest(criteria, config, page)))).then(joinPages),
    jobId ? getOfferDetail(jobId, config.language) : Promise.resolve(null),
  ]);
  const valid = validList(list);
  const prepared: RecruitingConfig = { ...config };
  for (const [facet, preset] of Object.entries(FACET_PRESET_FIELDS)) {
    if (!prepared[preset] && lists[facet]) (prepared as unknown as Record<string, unknown>)[preset] = lists[facet];
  }
  if (valid && !params.hasQueryString) prepared.recruitingListData = valid;
  if (detail) prepared.recruitingDetailData = detail;
  const withQuery = params.hasQueryString && valid !== null;
  // recruitingListData is used only without a query string, so it is the first page alone.
  return {
    config: prepared,
    serverList: withQuery ? valid : null,
    serverCriteria: withQuery ? criteria : null,
    initialJobId: jobId,
  };
}
