/**
 * One scheduler pass over the job agents (the `jobAgents` task of the CMS job queue runs it every minute on every
 * instance): agents due are claimed by a unique (agent, slot) run record, their searches asked from the recruiting
 * API in batches, each new offer recorded under the unique (agent, offer) key, and one digest mailed per agent and
 * run with what the records let through. Failed mails are retried with back-off under a claim of their own; a
 * permanent SMTP failure pauses the agent. Two passes at once (two instances) never mail an offer twice.
 */
import type { Payload } from 'payload';
import { getTranslator, isLang, type Voice } from '@meridian/i18n';
import { detailUrl } from '@meridian/recruiting';
import type { BrandKey } from '@meridian/contracts';
import type { JobAgent, JobAgentRun, Site } from '@/payload-types';
import type { AgentMatcher, AgentSearchAnswer } from '@/recruiting/agent-matches';
import { relationId } from '@/cms/relation';
import { digestMail, type DigestOffer, type Mail } from './mails';
import { agentApiQuery, agentSearchOf, describeSavedSearch } from './saved-search';
import { isPermanentMailFailure, matchSince, MAX_SEND_ATTEMPTS, nextRunAt, retryDelayMs } from './schedule';
import { recordDeliveries } from './deliveries';
import { managePageUrl, manageToken, unsubscribeUrl } from './links';

/** Sends one mail; throws the transport's error (its `responseCode` tells permanent failures). */
export type MailSender = (message: Mail & { to: string; fromName: string }) => Promise<void>;

export interface RunDeps {
  payload: Payload;
  match: AgentMatcher;
  send: MailSender;
  secret: string;
  /** The site's voice (formal/informal German) by theme. */
  voiceOf: (theme: string) => Voice;
  now?: () => Date;
}

export interface PassReport {
  claimed: number;
  mailed: number;
  nothingNew: number;
  retried: number;
  failed: number;
  invalid: number;
}

const AGENTS_PER_PASS = 5_000;

/** The record, or null when the database refused it (a duplicate key: another scheduler was first). */
async function created<T>(attempt: () => Promise<T>): Promise<T | null> {
  try {
    return await attempt();
  } catch {
    return null;
  }
}

interface StoredDigest {
  offers: DigestOffer[];
  total: number;
}

export async function runJobAgentPass(deps: RunDeps): Promise<PassReport> {
  const { payload } = deps;
  const now = deps.now?.() ?? new Date();
  const report: PassReport = { claimed: 0, mailed: 0, nothingNew: 0, retried: 0, failed: 0, invalid: 0 };
  const sites = new Map<number, Site>(
    (await payload.find({ collection: 'sites', depth: 0, limit: 100, overrideAccess: true, locale: 'de' })).docs.map(
      (site) => [site.id, site],
    ),
  );

  const { docs: due } = await payload.find({
    collection: 'job-agents',
    overrideAccess: true,
    depth: 0,
    limit: AGENTS_PER_PASS,
    sort: 'nextRunAt',
    where: { and: [{ status: { equals: 'active' } }, { nextRunAt: { less_than_equal: now.toISOString() } }] },
  });

  // Claim: the run record's unique (agent, slot) lets one scheduler through per agent and due time.
  const claimed: { agent: JobAgent; run: JobAgentRun }[] = [];
  for (const agent of due) {
    const run = await created(() =>
      payload.create({
        collection: 'job-agent-runs',
        overrideAccess: true,
        depth: 0,
        disableTransaction: true,
        data: { agent: agent.id, slot: String(agent.nextRunAt), status: 'claimed' },
      }),
    );
    if (run) claimed.push({ agent, run });
  }
  report.claimed = claimed.length;

  // The searches, asked at once (the API evaluates identical ones once).
  const searches = claimed.flatMap(({ agent }) => {
    const site = sites.get(relationId(agent.tenant) ?? -1);
    if (!site) return [];
    const { config, criteria } = agentSearchOf(agent, site.key);
    return [
      {
        id: String(agent.id),
        query: agentApiQuery(criteria, config),
        since: matchSince({
          confirmedAt: new Date(agent.consent.confirmedAt ?? agent.createdAt),
          lastRunAt: agent.lastRunAt ? new Date(agent.lastRunAt) : null,
        }),
      },
    ];
  });
  const answers = new Map<string, AgentSearchAnswer>((await deps.match(searches)).map((answer) => [answer.id, answer]));

  for (const { agent, run } of claimed) {
    const answer = answers.get(String(agent.id));
    const site = sites.get(relationId(agent.tenant) ?? -1);
    const nextRun = { lastRunAt: now.toISOString(), nextRunAt: nextRunAt(agent.frequency, now).toISOString() };
    if (!answer || !site) {
      await payload.update({ collection: 'job-agents', id: agent.id, overrideAccess: true, data: nextRun });
      continue;
    }
    if (!answer.ok) {
      report.invalid++;
      const message = `${answer.parameter}: ${answer.detail}`;
      await payload.update({
        collection: 'job-agent-runs',
        id: run.id,
        overrideAccess: true,
        data: { status: 'failed', error: message },
      });
      await payload.update({
        collection: 'job-agents',
        id: agent.id,
        overrideAccess: true,
        data: { ...nextRun, searchError: message },
      });
      continue;
    }
    // Recorded before they are mailed; an offer whose key exists went out before (or to the other scheduler).
    const recorded = await recordDeliveries(
      payload,
      agent.id,
      run.id,
      answer.matches.map((match) => match.njobid),
    );
    const fresh = answer.matches.filter((match) => recorded.has(match.njobid));
    await payload.update({
      collection: 'job-agents',
      id: agent.id,
      overrideAccess: true,
      data: { ...nextRun, searchError: null },
    });
    if (fresh.length === 0) {
      report.nothingNew++;
      await payload.update({
        collection: 'job-agent-runs',
        id: run.id,
        overrideAccess: true,
        data: { status: 'nothing-new' },
      });
      continue;
    }
    const { config } = agentSearchOf(agent, site.key);
    const digest: StoredDigest = {
      offers: fresh.map((match) => ({
        title: match.sjobbez,
        place: match.uselocation_city,
        url: new URL(detailUrl(match, config), agent.origin).toString(),
      })),
      total: answer.total - (answer.matches.length - fresh.length),
    };
    await payload.update({
      collection: 'job-agent-runs',
      id: run.id,
      overrideAccess: true,
      data: { status: 'sending', offers: digest.offers.length, total: digest.total, digest: digest as never },
    });
    const outcome = await sendDigest(deps, agent, site, run.id, digest, 1, now);
    report[outcome]++;
  }

  report.retried += await retryDigests(deps, sites, now);
  return report;
}

/** Sends a run's digest and records the outcome: mailed, or retried later, or failed for good. */
async function sendDigest(
  deps: RunDeps,
  agent: JobAgent,
  site: Site,
  runId: number,
  digest: StoredDigest,
  attempt: number,
  now: Date,
): Promise<'mailed' | 'retried' | 'failed'> {
  const { payload } = deps;
  const lang = isLang(agent.lang) ? agent.lang : 'de';
  const t = getTranslator(lang, deps.voiceOf(site.theme));
  const { criteria } = agentSearchOf(agent, site.key);
  const token = manageToken(deps.secret, agent);
  const mail = digestMail({
    site: { name: site.name, theme: site.theme as BrandKey },
    lang,
    t,
    searchName: describeSavedSearch(criteria, t),
    offers: digest.offers,
    total: digest.total,
    showAllUrl: new URL(`${agent.pagePath}${agent.search ? `?${agent.search}` : ''}`, agent.origin).toString(),
    manageUrl: managePageUrl(agent.origin, agent.market, agent.lang, token),
    unsubscribeUrl: unsubscribeUrl(agent.origin, token),
  });
  try {
    await deps.send({ ...mail, to: agent.email, fromName: site.name });
  } catch (error) {
    const permanent = isPermanentMailFailure(error) || attempt >= MAX_SEND_ATTEMPTS;
    const message = String((error as Error)?.message ?? error).slice(0, 500);
    await payload.update({
      collection: 'job-agent-runs',
      id: runId,
      overrideAccess: true,
      data: permanent
        ? { status: 'failed', attempts: attempt, error: message }
        : {
            status: 'retry',
            attempts: attempt,
            error: message,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt)).toISOString(),
          },
    });
    if (isPermanentMailFailure(error))
      await payload.update({
        collection: 'job-agents',
        id: agent.id,
        overrideAccess: true,
        data: { status: 'paused', pausedBecause: 'undeliverable' },
      });
    return permanent ? 'failed' : 'retried';
  }
  await payload.update({
    collection: 'job-agent-runs',
    id: runId,
    overrideAccess: true,
    data: { status: 'sent', attempts: attempt, sentAt: new Date().toISOString() },
  });
  await payload.update({
    collection: 'job-agents',
    id: agent.id,
    overrideAccess: true,
    data: { mailsSent: (agent.mailsSent ?? 0) + 1 },
  });
  return 'mailed';
}

/** Digests whose retry is due, each claimed by a run record of its own (slot `retry {run} {attempt}`). */
async function retryDigests(deps: RunDeps, sites: Map<number, Site>, now: Date): Promise<number> {
  const { payload } = deps;
  const { docs } = await payload.find({
    collection: 'job-agent-runs',
    overrideAccess: true,
    depth: 1,
    limit: 1000,
    where: { and: [{ status: { equals: 'retry' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
  });
  let retried = 0;
  for (const run of docs) {
    const agent = typeof run.agent === 'object' ? run.agent : null;
    const site = agent && sites.get(relationId(agent.tenant) ?? -1);
    if (!agent || !site || agent.status !== 'active') continue;
    const attempt = (run.attempts ?? 1) + 1;
    const claim = await created(() =>
      payload.create({
        collection: 'job-agent-runs',
        overrideAccess: true,
        depth: 0,
        disableTransaction: true,
        data: { agent: agent.id, slot: `retry ${run.id} ${attempt}`, status: 'sending' },
      }),
    );
    // The claim record stays: a scheduler that read this run before the attempt was counted cannot claim it again.
    if (!claim) continue;
    await sendDigest(deps, agent, site, run.id, run.digest as unknown as StoredDigest, attempt, now);
    retried++;
  }
  return retried;
}
