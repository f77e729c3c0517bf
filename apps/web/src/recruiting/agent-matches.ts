/**
 * The recruiting API's batch for job agents (apps/api `POST /v4/admin/agent-matches`): many saved searches at once,
 * each answered with the offers first published since a time. The rest of the web app sees only these types.
 */
import type { OfferListItem as SearchMatch } from '@meridian/contracts';
import { internalApiUrl } from './api-urls';

export interface AgentSearchRequest {
  id: string;
  /** Recruiting API search parameters (a query string). */
  query: string;
  /** ISO date-time: offers first published at or after it are new. */
  since: string;
}

export type AgentSearchAnswer =
  | { id: string; ok: true; total: number; matches: SearchMatch[] }
  | { id: string; ok: false; parameter: string; detail: string };

/** The API's limits: searches per request and offers per search. */
export const AGENT_BATCH_SIZE = 1_000;
export const AGENT_MATCH_LIMIT = 50;
const TIMEOUT_MS = 60_000;

export type AgentMatcher = (searches: AgentSearchRequest[]) => Promise<AgentSearchAnswer[]>;

/** Asks the API in batches of AGENT_BATCH_SIZE; throws when it cannot be reached or refuses (the run retries). */
export const matchAgentSearches: AgentMatcher = async (searches) => {
  const token = process.env.IMPORT_TOKEN;
  if (!token) throw new Error('IMPORT_TOKEN is not set for the web server');
  const answers: AgentSearchAnswer[] = [];
  for (let start = 0; start < searches.length; start += AGENT_BATCH_SIZE) {
    const batch = searches.slice(start, start + AGENT_BATCH_SIZE);
    const response = await fetch(`${internalApiUrl()}/v4/admin/agent-matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ searches: batch, limit: AGENT_MATCH_LIMIT }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`agent matches: the recruiting API answered ${response.status}`);
    const body = (await response.json()) as {
      results: {
        id: string;
        total_found?: number;
        matches?: SearchMatch[];
        error?: { parameter: string; detail: string };
      }[];
    };
    for (const result of body.results) {
      answers.push(
        result.error
          ? { id: result.id, ok: false, parameter: result.error.parameter, detail: result.error.detail }
          : { id: result.id, ok: true, total: result.total_found ?? 0, matches: result.matches ?? [] },
      );
    }
  }
  return answers;
};
