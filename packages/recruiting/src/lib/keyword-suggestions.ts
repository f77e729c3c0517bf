/**
 * Job-title suggestions for the keyword field (apps/api `GET /v4/recruiting/suggestions`): asked for from three
 * letters typed, with the parameters the search itself would send, so each title's count is the number of results
 * a search for it shows.
 */
import type { TitleSuggestions } from '@meridian/contracts';
import { buildSearchRequest, type ApiRequest } from './search-request.ts';
import type { RecruitingConfig, SearchCriteria } from './types.ts';

export const MIN_SUGGESTION_LETTERS = 3;
export const MAX_SUGGESTIONS = 5;
/** Parameters of a search that do not change which offers it finds. */
const PRESENTATION_ONLY = new Set(['hyphen', 'showRanges', 'count', 'limit', 'offset', 'total']);

export type TitleSuggestion = TitleSuggestions['suggestions'][number];

/** The typed text, when it has enough letters or digits to suggest titles for; else null. */
export function suggestionText(typed: string): string | null {
  const text = typed.trim();
  return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_SUGGESTION_LETTERS ? text : null;
}

/** The suggestions request for `typed` within the search `criteria` describe (its keyword replaced). */
export function buildSuggestionRequest(criteria: SearchCriteria, config: RecruitingConfig, typed: string): ApiRequest {
  const search = buildSearchRequest({ ...criteria, keyword: typed }, config, { offset: 0, limit: 1 });
  return {
    ...search,
    path: '/v4/recruiting/suggestions',
    query: search.query.filter(([name]) => !PRESENTATION_ONLY.has(name)),
  };
}

/** The suggestions of an answer; anything malformed is left out. */
export function readTitleSuggestions(data: unknown): TitleSuggestion[] {
  const list = (data as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list
    .filter(
      (item): item is TitleSuggestion =>
        !!item &&
        typeof (item as TitleSuggestion).title === 'string' &&
        (item as TitleSuggestion).title.trim() !== '' &&
        Number.isInteger((item as TitleSuggestion).count) &&
        (item as TitleSuggestion).count > 0,
    )
    .slice(0, MAX_SUGGESTIONS);
}
