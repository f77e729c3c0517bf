/**
 * The recruiting API's batch for job agents (apps/api `POST /v4/admin/agent-matches`): many saved searches at once,
 * each answered with the offers first published since a time. The rest of the web app sees only these types.
 */
import type { OfferListItem } from '@meridian/contracts';
import { internalApiUrl } from './api-urls';

export interface AgentSearchRequest {
  id: string;
  /** Recruiting API search parameters (a query string). */
  query: string;
  /** ISO date-time: offers first published at or after it are new. */
  since: string;
  /** Offers already delivered for it: the API leaves them out of the answer and the count. */
  delivered?: number[];
}

/** One offer a search found: its id, its list item (shared by every search of the batch naming it), its distance. */
export interface AgentMatch {
  njobid: number;
  item: OfferListItem;
  /** km from the searched point, when the search has one. */
  distanceKm?: number;
}

export type AgentSearchAnswer =
  | { id: string; ok: true; total: number; matches: AgentMatch[] }
  | { id: string; ok: false; parameter: string; detail: string };

/** The API's limits: searches per request and offers per search. */
export const AGENT_BATCH_SIZE = 1_000;
export const AGENT_MATCH_MAX_LIMIT = 50;
/** Offers named as delivered per search, at most. */
export const AGENT_DELIVERED_MAX = 1_000;
const TIMEOUT_MS = 60_000;

/** Asks for these searches' new offers, at most `limit` per search (in the search's order) and how many there are. */
export type AgentMatcher = (searches: AgentSearchRequest[], limit: number) => Promise<AgentSearchAnswer[]>;

/** The API's answer to one batch, as it comes over the wire. */
export interface AgentMatchesBody {
  offers: OfferListItem[];
  results: {
    id: string;
    total_found?: number;
    matches?: { njobid: number; offer: number; nentfernung?: number }[];
    error?: { parameter: string; detail: string };
  }[];
}

/** The answers of a batch, each match joined with its list item; a match naming no list item is the API's error. */
export function answersOf(body: AgentMatchesBody): AgentSearchAnswer[] {
  return body.results.map((result): AgentSearchAnswer => {
    if (result.error)
      return { id: result.id, ok: false, parameter: result.error.parameter, detail: result.error.detail };
    const matches = (result.matches ?? []).map((match): AgentMatch => {
      const item = body.offers[match.offer];
      if (!item || item.njobid !== match.njobid)
        throw new Error(`agent matches: search ${result.id} names offer ${match.njobid} without its list item`);
      return match.nentfernung === undefined
        ? { njobid: match.njobid, item }
        : { njobid: match.njobid, item, distanceKm: match.nentfernung };
    });
    return { id: result.id, ok: true, total: result.total_found ?? 0, matches };
  });
}

/**
 * The API's body limit (apps/api AGENT_MATCHES_BODY_LIMIT, 4 MB) less room for the request's envelope: searches
 * naming many delivered offers make a batch of 1,000 larger than that.
 */
export const AGENT_BATCH_MAX_BYTES = 3.5 * 1024 * 1024;

/** The searches in request batches of at most `maxCount` searches and `maxBytes` of JSON each, in their order. */
export function requestBatches(
  searches: readonly AgentSearchRequest[],
  maxCount = AGENT_BATCH_SIZE,
  maxBytes = AGENT_BATCH_MAX_BYTES,
): AgentSearchRequest[][] {
  const batches: AgentSearchRequest[][] = [];
  let batch: AgentSearchRequest[] = [];
  let bytes = 0;
  for (const search of searches) {
    const size = Buffer.byteLength(JSON.stringify(search)) + 1;
    if (batch.length > 0 && (batch.length >= maxCount || bytes + size > maxBytes)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(search);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

/** Asks the API batch by batch (requestBatches); throws when it cannot be reached or refuses (the run retries). */
export const matchAgentSearches: AgentMatcher = async (searches, limit) => {
  const token = process.env.IMPORT_TOKEN;
  if (!token) throw new Error('IMPORT_TOKEN is not set for the web server');
  const answers: AgentSearchAnswer[] = [];
  for (const batch of requestBatches(searches)) {
    const response = await fetch(`${internalApiUrl()}/v4/admin/agent-matches`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ searches: batch, limit: Math.min(limit, AGENT_MATCH_MAX_LIMIT) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`agent matches: the recruiting API answered ${response.status}`);
    answers.push(...answersOf((await response.json()) as AgentMatchesBody));
  }
  return answers;
};
