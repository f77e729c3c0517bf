/**
 * The module's API client (SPEC §7.3, §7.4): the pure request descriptions of `lib/search-request.ts` sent
 * through site-kit's request layer (60 s time-out, the §8.1 status toasts). Failures become `null` results; the
 * hooks turn them into the §8.3 behaviour.
 */
import type { Branch, OfferDetailResponse, SearchResponse } from '@meridian/contracts';
import { request } from '@meridian/site-kit/requests';
import { readSuggestions, geocodingUrl, type GeocodingEndpoint, type Suggestion } from '../lib/autocomplete.ts';
import {
  buildBranchRequest,
  buildDetailRequest,
  buildFacetListRequests,
  buildSearchRequest,
  requestUrl,
  type ApiRequest,
  type FacetListName,
} from '../lib/search-request.ts';
import type { RecruitingConfig, SearchCriteria } from '../lib/types.ts';
import { buildSuggestionRequest, readTitleSuggestions, type TitleSuggestion } from '../lib/keyword-suggestions.ts';
import type { VariantRules } from '../lib/variants.ts';

/** The geocoding endpoint of the recruiting API (apps/api `src/geo`). */
export const geocodingEndpoint = (api: string): GeocodingEndpoint => ({
  prefix: `${api.replace(/\/+$/, '')}/geocoding/v5/mapbox.places/`,
  suffix: '.json',
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

async function send<T>(
  api: string,
  description: ApiRequest,
  options: { signal?: AbortSignal; notifyOnError?: boolean } = {},
) {
  return request<T>(requestUrl(api, description), {
    headers: description.headers,
    signal: options.signal,
    notifyOnError: options.notifyOnError,
  });
}

export interface ApiClient {
  /** null = failed (the search error toast is the caller's, §8.3; the status toast is suppressed). */
  search(criteria: SearchCriteria, offset: number, limit: number, signal?: AbortSignal): Promise<SearchResponse | null>;
  /** null = failed (no message, §8.3); `{}` = not available. */
  detail(jobId: number, detailUrl: string, tradeFair: boolean): Promise<OfferDetailResponse | null>;
  branches(branchId: string): Promise<Branch[] | null>;
  facetLists(groups: readonly string[]): Promise<Partial<Record<FacetListName, unknown[]>>>;
  /** Errors are ignored (§7.4): [] then. */
  geocode(text: string, signal?: AbortSignal): Promise<Suggestion[]>;
  /** Job titles for the typed keyword within the search `criteria` describe; errors are ignored ([]). */
  suggestTitles(criteria: SearchCriteria, typed: string, signal?: AbortSignal): Promise<TitleSuggestion[]>;
}

export function createApiClient(config: RecruitingConfig, rules: VariantRules): ApiClient {
  const api = config.api;
  return {
    async search(criteria, offset, limit, signal) {
      // §8.3 names the search's own error toast; the generic status toast would be a second one.
      const result = await send<SearchResponse>(api, buildSearchRequest(criteria, config, { offset, limit }), {
        signal,
        notifyOnError: false,
      });
      if (!result.ok || !isObject(result.data) || !Array.isArray(result.data.matches)) return null;
      return result.data as unknown as SearchResponse;
    },
    async detail(jobId, detailUrl, tradeFair) {
      const result = await send<OfferDetailResponse>(
        api,
        buildDetailRequest(jobId, { rules, tradeFair, detailUrl, language: config.language }),
        { notifyOnError: false },
      );
      if (!result.ok) return null;
      return isObject(result.data) ? (result.data as OfferDetailResponse) : {};
    },
    async branches(branchId) {
      const result = await send<Branch[]>(api, buildBranchRequest(branchId, config, rules), { notifyOnError: false });
      return result.ok && Array.isArray(result.data) ? result.data : null;
    },
    async facetLists(groups) {
      const lists: Partial<Record<FacetListName, unknown[]>> = {};
      await Promise.all(
        buildFacetListRequests(config, groups).map(async ({ facet, request: description }) => {
          const result = await send<unknown[]>(api, description, { notifyOnError: false });
          if (result.ok && Array.isArray(result.data)) lists[facet] = result.data;
        }),
      );
      return lists;
    },
    async suggestTitles(criteria, typed, signal) {
      const result = await send<unknown>(api, buildSuggestionRequest(criteria, config, typed), {
        signal,
        notifyOnError: false,
      });
      return result.ok ? readTitleSuggestions(result.data) : [];
    },
    async geocode(text, signal) {
      const url = geocodingUrl(geocodingEndpoint(api), text, config.language);
      if (!url) return [];
      const result = await request(url, { signal, notifyOnError: false });
      return result.ok ? readSuggestions(result.data, config.language) : [];
    },
  };
}
