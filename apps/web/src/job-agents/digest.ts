/**
 * What a digest is made of, from the recruiting API's answer for one agent: how many offers to ask for, which offers
 * to tell the API were delivered already, and which of the answered offers are this run's to list, with how many
 * there are in all. Pure: the scheduler pass (run.ts) asks, records and stores.
 */
import { AGENT_DELIVERED_MAX, type AgentMatch, type AgentSearchAnswer } from '@/recruiting/agent-matches';
import { DIGEST_LIST_SIZE } from './mails';
import { MATCH_OVERLAP_MS } from './schedule';

/**
 * Offers asked per search in a pass: as many as the digest lists. A run looks back an hour before the previous one
 * (the overlap in schedule.ts), so offers delivered before come back; the API is told which (`delivered`) and
 * leaves them out of the list and of the count. Asking a few more and dropping them here instead would keep the
 * list full only as long as the delivered ones rank among the first few, and would count the others as new: the
 * older, delivered offers rank after the newer ones of the same search.
 */
export const AGENT_MATCH_LIMIT = DIGEST_LIST_SIZE;

/**
 * Deliveries recorded at or after this time may be answered again for a run looking back to `since`: an offer is
 * recorded after its first publication, which is at or after `since`, less the clock difference between the two
 * services that the overlap allows for.
 */
export function deliveredWindowStart(since: string): string {
  return new Date(new Date(since).getTime() - MATCH_OVERLAP_MS).toISOString();
}

/**
 * The offers to tell the API were delivered for a run looking back to `since`, in id order: the latest
 * AGENT_DELIVERED_MAX of them (the API's limit; a run lists ten, so only an agent mailed every few minutes over the
 * whole window comes near it).
 */
export function deliveredFor(
  deliveries: readonly { jobId: number; at: string }[] | undefined,
  since: string,
): number[] {
  const from = deliveredWindowStart(since);
  const latest = (deliveries ?? [])
    .filter(({ at }) => at >= from)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, AGENT_DELIVERED_MAX);
  return [...new Set(latest.map(({ jobId }) => jobId))].sort((a, b) => a - b);
}

type Found = Extract<AgentSearchAnswer, { ok: true }>;

/**
 * The answered offers this run recorded (in the search's order) and the new offers in all. The API left out what
 * was delivered before; an offer another scheduler recorded in the meantime is dropped here and not counted.
 */
export function freshOffers(
  answer: Found,
  isNew: (match: AgentMatch) => boolean,
): { fresh: AgentMatch[]; total: number } {
  const fresh = answer.matches.filter(isNew);
  return { fresh, total: Math.max(fresh.length, answer.total - (answer.matches.length - fresh.length)) };
}
