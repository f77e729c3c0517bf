/**
 * Job agents in the CMS database (Local API, server only): creating one (at most MAX_AGENTS_PER_ADDRESS per
 * address), confirming it, finding it by a link's token, and what the management page and the one-click
 * unsubscribe change. Every change re-reads the agent by id and nonce, so a token for a deleted agent finds nothing.
 */
import type { Payload } from 'payload';
import type { JobAgent } from '@/payload-types';
import { normalizeEmail } from '@/email/address';
import { nextRunAt, UNCONFIRMED_LIFETIME_MS, type Frequency } from './schedule';
import { newTokenNonce, readAgentToken, sameNonce, type TokenPurpose } from './token';

export const MAX_AGENTS_PER_ADDRESS = 20;

export interface NewAgent {
  siteId: number;
  email: string;
  frequency: Frequency;
  search: string;
  searchName: string;
  origin: string;
  pagePath: string;
  market: string;
  lang: string;
  consent: { text: string; textVersion: string; page: string };
}

export type CreateResult = { ok: true; agent: JobAgent } | { ok: false; reason: 'tooMany' };

export async function createAgent(payload: Payload, input: NewAgent, now = new Date()): Promise<CreateResult> {
  const email = normalizeEmail(input.email);
  const existing = await payload.count({
    collection: 'job-agents',
    overrideAccess: true,
    where: { email: { equals: email } },
  });
  if (existing.totalDocs >= MAX_AGENTS_PER_ADDRESS) return { ok: false, reason: 'tooMany' };
  const agent = await payload.create({
    collection: 'job-agents',
    overrideAccess: true,
    depth: 0,
    data: {
      tenant: input.siteId,
      email,
      status: 'unconfirmed',
      frequency: input.frequency,
      search: input.search,
      searchName: input.searchName,
      origin: input.origin,
      pagePath: input.pagePath,
      market: input.market,
      lang: input.lang,
      tokenNonce: newTokenNonce(),
      consent: { givenAt: now.toISOString(), ...input.consent },
      mailsSent: 0,
    },
  });
  return { ok: true, agent };
}

/** The agent a link's token names, when the token is genuine and the agent still has that nonce; else null. */
export async function agentByToken(
  payload: Payload,
  secret: string,
  purpose: TokenPurpose,
  token: unknown,
): Promise<JobAgent | null> {
  const read = readAgentToken(secret, purpose, token);
  if (!read) return null;
  const agent = await payload
    .findByID({ collection: 'job-agents', id: read.agentId, overrideAccess: true, depth: 0, disableErrors: true })
    .catch(() => null);
  return agent && sameNonce(agent.tokenNonce, read.nonce) ? agent : null;
}

const update = (payload: Payload, id: number, data: Partial<JobAgent>) =>
  payload.update({ collection: 'job-agents', id, overrideAccess: true, depth: 0, data });

/** Confirms an unconfirmed agent (its first run one interval later); an active or paused agent stays as it is. */
export async function confirmAgent(payload: Payload, agent: JobAgent, now = new Date()): Promise<JobAgent> {
  if (agent.status !== 'unconfirmed') return agent;
  return update(payload, agent.id, {
    status: 'active',
    consent: { ...agent.consent, confirmedAt: now.toISOString() },
    nextRunAt: nextRunAt(agent.frequency, now).toISOString(),
  });
}

/** Stops the mails at once (one-click unsubscribe, "pause" on the management page). */
export const pauseAgent = (payload: Payload, agent: JobAgent) =>
  agent.status === 'active' ? update(payload, agent.id, { status: 'paused', pausedBecause: 'person' }) : agent;

/** Resumes a paused agent; what was published while it was paused is not sent (it runs from now on). */
export function resumeAgent(payload: Payload, agent: JobAgent, now = new Date()) {
  if (agent.status !== 'paused') return agent;
  return update(payload, agent.id, {
    status: 'active',
    pausedBecause: null,
    lastRunAt: now.toISOString(),
    nextRunAt: nextRunAt(agent.frequency, now).toISOString(),
  });
}

export function changeAgent(
  payload: Payload,
  agent: JobAgent,
  change: { frequency?: Frequency; search?: string; searchName?: string },
  now = new Date(),
) {
  const frequency = change.frequency ?? agent.frequency;
  const data: Partial<JobAgent> = { ...change, searchError: null };
  // A new frequency counts from now; a confirmed agent's next run moves with it.
  if (change.frequency && agent.status === 'active') data.nextRunAt = nextRunAt(frequency, now).toISOString();
  return update(payload, agent.id, data);
}

/** Deletes the agent with its runs and deliveries. */
export async function deleteAgent(payload: Payload, agentId: number): Promise<void> {
  for (const collection of ['job-agent-deliveries', 'job-agent-runs'] as const)
    await payload.delete({ collection, overrideAccess: true, where: { agent: { equals: agentId } } });
  await payload.delete({ collection: 'job-agents', id: agentId, overrideAccess: true });
}

/** Deletes every agent of the address (the management page's "delete all"). Returns how many. */
export async function deleteAgentsOfAddress(payload: Payload, email: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'job-agents',
    overrideAccess: true,
    depth: 0,
    limit: 100,
    pagination: false,
    where: { email: { equals: normalizeEmail(email) } },
  });
  for (const agent of docs) await deleteAgent(payload, agent.id);
  return docs.length;
}

/** The other agents of the same address (the management page lists them; the token proves the address). */
export async function agentsOfAddress(payload: Payload, email: string): Promise<JobAgent[]> {
  const { docs } = await payload.find({
    collection: 'job-agents',
    overrideAccess: true,
    depth: 0,
    limit: MAX_AGENTS_PER_ADDRESS,
    sort: 'createdAt',
    where: { email: { equals: normalizeEmail(email) } },
  });
  return docs;
}

/** Removes agents never confirmed within 7 days. Returns how many. */
export async function removeUnconfirmed(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'job-agents',
    overrideAccess: true,
    depth: 0,
    limit: 1000,
    pagination: false,
    where: {
      and: [
        { status: { equals: 'unconfirmed' } },
        { createdAt: { less_than_equal: new Date(now.getTime() - UNCONFIRMED_LIFETIME_MS).toISOString() } },
      ],
    },
  });
  for (const agent of docs) await deleteAgent(payload, agent.id);
  return docs.length;
}
