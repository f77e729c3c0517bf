/**
 * Search paging (SPEC §4.3), branch pages (§4.4), the detail layer's data (§4.6, §8.3) as pure reducers. The
 * component layer sends `state.request` when it appears (after `request.delayMs`), and dispatches the answer with
 * the request's key; answers for any other key are stale and ignored.
 */
import type {
  Branch,
  FacetCounts,
  GeocodingFeature,
  OfferDetail,
  OfferDetailResponse,
  OfferListItem,
  SearchResponse,
} from '@meridian/contracts';
import { listMetaFromPaging, reloadLabel, type MessageRef } from './format.ts';
import { mainSearchUrl } from './links.ts';
import type { CityValue, RecruitingConfig, SearchCriteria } from './types.ts';
import type { VariantRules } from './variants.ts';

/** SPEC §4.3, §9.3: the first search waits 100 ms. */
export const FIRST_SEARCH_DELAY_MS = 100;
/** SPEC §9.3: error toasts 7 s, recruiting info 10 s. */
export const ERROR_NOTIFICATION_MS = 7000;
export const INFO_NOTIFICATION_MS = 10000;

/** A toast to show, as i18n keys (SPEC §3.15, §8.3). */
export interface NotificationDescriptor {
  type: 'info' | 'error';
  headline: string;
  text: string;
  duration: number;
}

export const SEARCH_ERROR_NOTIFICATION: NotificationDescriptor = {
  type: 'error',
  headline: 'recruiting.search.title',
  text: 'recruiting.search.error',
  duration: ERROR_NOTIFICATION_MS,
};

export interface PendingSearch {
  key: string;
  offset: number;
  /** Load more appends; a new search replaces. */
  append: boolean;
  delayMs: number;
  /** A city from the URL without coordinates is geocoded before the first search (SPEC §4.3). */
  needsGeocoding: boolean;
}

export interface SearchState {
  criteria: SearchCriteria;
  pageSize: number;
  /** Offset of the last page requested. */
  offset: number;
  total: number;
  totalFound: number;
  matches: OfferListItem[];
  counts: FacetCounts;
  hasMore: boolean;
  success: boolean;
  status: 'idle' | 'loading' | 'done' | 'error';
  request: PendingSearch | null;
  /** Index of the first entry a 'load more' added: the view scrolls to it (SPEC §4.3). */
  scrollToIndex: number | null;
  /** Searches answered so far (successful or not). */
  completedSearches: number;
  notification: NotificationDescriptor | null;
  /** A 'load more' failed: the results shown stay, the next page can be asked for again. */
  nextPageFailed: boolean;
  /** The keyword with its typos corrected, when the search found a typed word only as a typo (API extension). */
  didYouMean: { query: string; count: number } | null;
}

/** The API's corrected keyword, when well-formed and different from what was typed. */
export function readDidYouMean(response: SearchResponse, keyword: string): SearchState['didYouMean'] {
  const hint = response.did_you_mean;
  if (!hint || typeof hint.query !== 'string' || !Number.isInteger(hint.total_found) || hint.total_found <= 0)
    return null;
  const query = hint.query.trim();
  return query && query.toLowerCase() !== keyword.trim().toLowerCase() ? { query, count: hint.total_found } : null;
}

export type SearchAction =
  | { type: 'search'; criteria: SearchCriteria }
  | { type: 'loadMore' }
  | { type: 'succeeded'; key: string; response: SearchResponse }
  | { type: 'failed'; key: string }
  | { type: 'notificationShown' };

const sorted = (values: readonly string[]): string[] => [...values].sort();

/**
 * Identity of a search request: same criteria and offset → same key. A search whose key is already in flight is
 * not sent again (double-click guard).
 */
export function searchRequestKey(criteria: SearchCriteria, offset: number, pageSize: number): string {
  return JSON.stringify([
    criteria.keyword,
    criteria.city ? [criteria.city.name, criteria.city.lat, criteria.city.lon] : null,
    criteria.radius,
    criteria.branch,
    criteria.type,
    sorted(criteria.faculty),
    sorted(criteria.target),
    sorted(criteria.staffresponsibility),
    sorted(criteria.jobtype),
    sorted(criteria.workplacetype),
    criteria.internalCareer,
    offset,
    pageSize,
  ]);
}

const needsGeocoding = (criteria: SearchCriteria): boolean =>
  !!criteria.city && (criteria.city.lat === null || criteria.city.lon === null);

/** An empty result (SPEC §8.3: success false, total 0, matches empty). */
export const EMPTY_FAILED_RESULT = { success: false, total: 0, matches: [] as OfferListItem[] } as const;

function applyResponse(state: SearchState, response: SearchResponse, append: boolean): SearchState {
  const incoming = Array.isArray(response.matches) ? response.matches : [];
  const matches = append ? [...state.matches, ...incoming] : incoming;
  const totalFound = Number(response.total_found) > 0 ? Number(response.total_found) : append ? state.totalFound : 0;
  return {
    ...state,
    matches,
    counts: response.counts && typeof response.counts === 'object' ? response.counts : {},
    hasMore: response.has_more === true,
    totalFound,
    total: Number(response.total) > 0 ? Number(response.total) : append ? state.total : 0,
    success: response.success !== false,
    status: 'done',
    request: null,
    scrollToIndex: append && incoming.length > 0 ? state.matches.length : null,
    completedSearches: state.completedSearches + 1,
    nextPageFailed: false,
    didYouMean: append ? state.didYouMean : readDidYouMean(response, state.criteria.keyword),
  };
}

/**
 * The state on load. Preloaded list data answers the first search only when the URL had no query string
 * (SPEC §4.3); otherwise the first search is requested with its 100 ms delay.
 */
export function initSearchState(
  config: Pick<RecruitingConfig, 'count' | 'recruitingListData'>,
  page: { criteria: SearchCriteria; hasQueryString: boolean },
): SearchState {
  const pageSize = config.count > 0 ? config.count : 20;
  const base: SearchState = {
    criteria: page.criteria,
    pageSize,
    offset: 0,
    total: 0,
    totalFound: 0,
    matches: [],
    counts: {},
    hasMore: false,
    success: true,
    status: 'idle',
    request: null,
    didYouMean: null,
    scrollToIndex: null,
    completedSearches: 0,
    notification: null,
    nextPageFailed: false,
  };
  if (config.recruitingListData && !page.hasQueryString) return applyResponse(base, config.recruitingListData, false);
  return {
    ...base,
    status: 'loading',
    request: {
      key: searchRequestKey(page.criteria, 0, pageSize),
      offset: 0,
      append: false,
      delayMs: FIRST_SEARCH_DELAY_MS,
      needsGeocoding: needsGeocoding(page.criteria),
    },
  };
}

/**
 * The first search answered by the server's result for the URL's query, so a URL with a query is not searched a
 * second time in the browser: the state shows it as done, with the criteria the server searched (a bare city with the coordinates it found),
 * so no request is pending. Without a server result (the server's call failed) the pending first search stays.
 */
export function hydrateSearchState(
  state: SearchState,
  config: Pick<RecruitingConfig, 'count' | 'recruitingListData'>,
  serverList: SearchResponse | null,
  serverCriteria: SearchCriteria | null,
  offset = 0,
): SearchState {
  if (!state.request || !serverList || !Array.isArray(serverList.matches)) return state;
  const criteria = serverCriteria && sameSearch(serverCriteria, state.criteria) ? serverCriteria : state.criteria;
  // A URL with `offset` (the no-JS 'load more'): the server showed 1 … offset + count, so the last page requested
  // was at `offset` and the next 'load more' continues after it.
  const pageOffset = Number.isInteger(offset) && offset > 0 ? offset : 0;
  return { ...applyResponse({ ...state, criteria, request: null }, serverList, false), offset: pageOffset };
}

/**
 * The pages a server renders for a URL with `offset` (the no-JS 'load more', SPEC §4.3): offers 1 … offset + count
 * in requests of at most `maxLimit` (the API's page size limit).
 */
export function serverPages(offset: number, pageSize: number, maxLimit = 100): { offset: number; limit: number }[] {
  const size = Math.min(maxLimit, pageSize > 0 ? Math.floor(pageSize) : 20);
  const end = Math.max(0, Math.floor(offset)) + size;
  const pages: { offset: number; limit: number }[] = [];
  for (let start = 0; start < end; start += maxLimit)
    pages.push({ offset: start, limit: Math.min(maxLimit, end - start) });
  return pages;
}

/** Those pages' answers as one (matches in order; totals and counts from the first page, has_more from the last). */
export function joinPages(responses: readonly (SearchResponse | null)[]): SearchResponse | null {
  if (responses.length === 0 || responses.some((response) => !response || !Array.isArray(response.matches)))
    return null;
  const [first] = responses as SearchResponse[];
  const last = responses[responses.length - 1] as SearchResponse;
  if (responses.length === 1) return first!;
  return {
    ...first!,
    matches: (responses as SearchResponse[]).flatMap((response) => response.matches),
    has_more: last.has_more,
  };
}

/** Same search apart from the city's coordinates (the server geocodes a bare city name as the browser would). */
const sameSearch = (a: SearchCriteria, b: SearchCriteria): boolean =>
  searchRequestKey({ ...a, city: a.city ? { ...a.city, lat: null, lon: null } : null }, 0, 0) ===
  searchRequestKey({ ...b, city: b.city ? { ...b.city, lat: null, lon: null } : null }, 0, 0);

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'search': {
      const key = searchRequestKey(action.criteria, 0, state.pageSize);
      if (state.request?.key === key) return state; // the same search is already in flight
      // New search: offset back to 0 (SPEC §4.3). The previous results stay on screen, marked busy, until the
      // answer replaces them (a slow search shows progress, not an empty list).
      return {
        ...state,
        criteria: action.criteria,
        offset: 0,
        hasMore: false,
        status: 'loading',
        scrollToIndex: null,
        nextPageFailed: false,
        request: { key, offset: 0, append: false, delayMs: 0, needsGeocoding: needsGeocoding(action.criteria) },
      };
    }
    case 'loadMore': {
      if (state.request || !state.hasMore) return state;
      const offset = state.offset + state.pageSize;
      return {
        ...state,
        offset,
        status: 'loading',
        nextPageFailed: false,
        request: {
          key: searchRequestKey(state.criteria, offset, state.pageSize),
          offset,
          append: true,
          delayMs: 0,
          needsGeocoding: false,
        },
      };
    }
    case 'succeeded': {
      if (!state.request || state.request.key !== action.key) return state;
      return applyResponse(state, action.response, state.request.append);
    }
    case 'failed': {
      if (!state.request || state.request.key !== action.key) return state;
      if (state.request.append) {
        // A failed next page keeps the results already shown and can be asked for again.
        return {
          ...state,
          offset: Math.max(0, state.request.offset - state.pageSize),
          status: 'done',
          request: null,
          scrollToIndex: null,
          nextPageFailed: true,
        };
      }
      // SPEC §8.3: error toast and an empty result.
      return {
        ...state,
        ...EMPTY_FAILED_RESULT,
        matches: [],
        totalFound: 0,
        hasMore: false,
        counts: {},
        status: 'error',
        request: null,
        didYouMean: null,
        scrollToIndex: null,
        completedSearches: state.completedSearches + 1,
        notification: SEARCH_ERROR_NOTIFICATION,
      };
    }
    case 'notificationShown':
      return state.notification ? { ...state, notification: null } : state;
  }
}

/** Whether the request with this key should be sent now (it is the pending one). */
export const shouldSend = (state: SearchState, key: string): boolean => state.request?.key === key;

// ---------------------------------------------------------------------------------------------------------------
// Reload button, list meta, empty states (SPEC §4.3, §4.4, §8.3, §9.1)

export type ReloadButtonModel =
  | { kind: 'loadMore'; dataReload: boolean; label: MessageRef }
  | { kind: 'searchAll'; label: MessageRef; href: string }
  | { kind: 'searchInCity'; label: MessageRef; href: string };

/**
 * The reload button: 'load more' with data-reload = has_more; on a branch page (location ≠ '0', SPEC §4.4) it
 * is 'search all' with the total, and becomes 'search in {city}' once the branch city is known.
 */
export function reloadButtonModel(
  state: Pick<SearchState, 'matches' | 'totalFound' | 'hasMore'>,
  config: Pick<RecruitingConfig, 'location' | 'touchUrls' | 'maincareer' | 'type'>,
  rules: Pick<VariantRules, 'reloadLabelKeys'>,
  branchCity: CityValue | null = null,
): ReloadButtonModel {
  if (config.location && config.location !== '0') {
    if (branchCity && branchCity.lat !== null && branchCity.lon !== null) {
      return {
        kind: 'searchInCity',
        label: { key: 'recruiting.search.in', params: { city: branchCity.name } },
        href: mainSearchUrl(config, branchCity),
      };
    }
    return {
      kind: 'searchAll',
      label: { key: 'recruiting.search.all', params: { total: state.totalFound } },
      href: mainSearchUrl(config, null),
    };
  }
  return {
    kind: 'loadMore',
    dataReload: state.hasMore,
    label: reloadLabel(state.matches.length, state.totalFound, rules.reloadLabelKeys),
  };
}

export const listMeta = (state: Pick<SearchState, 'offset' | 'pageSize' | 'totalFound'>) =>
  listMetaFromPaging({ offset: state.offset, pageSize: state.pageSize, totalFound: state.totalFound });

/** Inline info when a search found nothing (SPEC §8.3). */
export function noMatchesMessage(
  state: Pick<SearchState, 'status' | 'matches'>,
  type: string,
  hasSearchComponent: boolean,
): { title: string; text: string | null } | null {
  // A failed search shows its error only: 'no jobs found, try another keyword' would blame the keyword.
  if (state.status !== 'done') return null;
  if (state.matches.length > 0) return null;
  return {
    title: type === '4' ? 'recruiting.noprojects.title' : 'recruiting.nojobs.title',
    text: hasSearchComponent ? 'recruiting.nojobs.text' : null,
  };
}

/**
 * A page opened with entryId > 0 but without metadata (SPEC §8.3): 'no jobs/projects' info at once, and the
 * 'site not available' info after the list rendered; both 10 s.
 */
export function missingEntryNotifications(
  config: Pick<RecruitingConfig, 'entryId' | 'metadata' | 'type'>,
): { atOnce: NotificationDescriptor; afterList: NotificationDescriptor } | null {
  if (!(config.entryId > 0) || (config.metadata !== null && config.metadata !== undefined && config.metadata !== ''))
    return null;
  return {
    atOnce: {
      type: 'info',
      headline: config.type === '4' ? 'recruiting.noprojects.title' : 'recruiting.nojobs.title',
      text: 'recruiting.nojobs.text',
      duration: INFO_NOTIFICATION_MS,
    },
    afterList: {
      type: 'info',
      headline: 'recruiting.sitenotavailable.title',
      text: 'recruiting.sitenotavailable.text',
      duration: INFO_NOTIFICATION_MS,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Branch pages (SPEC §4.4, §7.3.3)

/**
 * The branch city for 'search in {city}': [0].city with its coordinates from the branch call, refined by the
 * first geocoding feature when there is one.
 */
export function branchCity(
  branches: readonly Partial<Branch>[] | null | undefined,
  geocoded?: GeocodingFeature | null,
): CityValue | null {
  const branch = Array.isArray(branches) ? branches[0] : undefined;
  if (!branch || typeof branch.city !== 'string' || branch.city.trim() === '') return null;
  const coordinates = geocoded?.geometry?.coordinates;
  if (Array.isArray(coordinates) && Number.isFinite(coordinates[0]) && Number.isFinite(coordinates[1])) {
    return { name: branch.city.trim(), lat: coordinates[1], lon: coordinates[0] };
  }
  const lat = Number(branch.latitude);
  const lon = Number(branch.longitude);
  const known =
    typeof branch.latitude === 'number' &&
    typeof branch.longitude === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon);
  return { name: branch.city.trim(), lat: known ? lat : null, lon: known ? lon : null };
}

/** The geocoding text for refining a branch city: 'zip city' (SPEC §7.4). */
export const branchGeocodingText = (branch: Partial<Branch>): string =>
  [branch.zip, branch.city]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(' ');

// ---------------------------------------------------------------------------------------------------------------
// Detail layer data (SPEC §4.3, §4.6, §8.3)

export interface DetailState {
  /** failed: the fetch failed; the layer says so and closing it restores the list URL. */
  status: 'closed' | 'loading' | 'open' | 'notAvailable' | 'failed';
  jobId: number | null;
  detail: OfferDetail | null;
  /** Preloaded detail data answers only the first detail open (SPEC §4.3). */
  preloadedUsed: boolean;
}

export type DetailAction =
  | { type: 'open'; jobId: number }
  | { type: 'loaded'; jobId: number; response: OfferDetailResponse }
  | { type: 'failed'; jobId: number }
  | { type: 'close' };

export const initDetailState = (): DetailState => ({
  status: 'closed',
  jobId: null,
  detail: null,
  preloadedUsed: false,
});

const isEmptyDetail = (response: OfferDetailResponse | null | undefined): boolean =>
  !response || typeof response !== 'object' || Object.keys(response).length === 0;

/**
 * What opening an offer needs: the preloaded detail (first open only, when it is that offer's or the empty
 * 'not available' object) or a fetch.
 */
export function detailSource(
  state: DetailState,
  jobId: number,
  config: Pick<RecruitingConfig, 'recruitingDetailData'>,
): { kind: 'preloaded'; response: OfferDetailResponse } | { kind: 'fetch' } {
  const preloaded = config.recruitingDetailData;
  if (!state.preloadedUsed && preloaded) {
    if (isEmptyDetail(preloaded) || Number((preloaded as OfferDetail).njobid) === jobId)
      return { kind: 'preloaded', response: preloaded };
  }
  return { kind: 'fetch' };
}

export function detailReducer(state: DetailState, action: DetailAction): DetailState {
  switch (action.type) {
    case 'open':
      // A double click never opens two layers: the same offer opening or open is left alone.
      if (state.jobId === action.jobId && state.status !== 'closed') return state;
      return { ...state, status: 'loading', jobId: action.jobId, detail: null };
    case 'loaded':
      if (state.jobId !== action.jobId || state.status !== 'loading') return state;
      if (isEmptyDetail(action.response))
        return { ...state, status: 'notAvailable', detail: null, preloadedUsed: true };
      return { ...state, status: 'open', detail: action.response as OfferDetail, preloadedUsed: true };
    case 'failed':
      // SPEC §8.3 gives no message here, but the offer URL is already in the address bar: a silent nothing left a
      // dead URL. The layer opens with the error; closing it (Escape, close) restores the list URL.
      if (state.jobId !== action.jobId || state.status !== 'loading') return state;
      return { ...state, status: 'failed', detail: null, preloadedUsed: true };
    case 'close':
      return state.status === 'closed' ? state : { ...state, status: 'closed', jobId: null, detail: null };
  }
}

/** The message of an empty detail object (SPEC §8.3). */
export const DETAIL_NOT_AVAILABLE = {
  title: 'recruiting.sitenotavailable.title',
  text: 'recruiting.sitenotavailable.text',
} as const;
/** The message of a failed detail fetch: the generic unavailable text (SPEC §8.3) and why. */
export const DETAIL_FAILED = { title: 'recruiting.entry.notavailable', text: 'recruiting.detail.failed' } as const;

/** Previous/next from the offer's position in the loaded list (SPEC §4.6); n for 'Angebot {n}' is index + 1. */
export function prevNext(
  matches: readonly Pick<OfferListItem, 'njobid'>[],
  jobId: number,
): { index: number; prev: number | null; next: number | null } {
  const index = matches.findIndex((offer) => offer.njobid === jobId);
  if (index === -1) return { index: -1, prev: null, next: null };
  return { index, prev: matches[index - 1]?.njobid ?? null, next: matches[index + 1]?.njobid ?? null };
}
