/**
 * The job agents' two kinds of queue work, both safe on several instances at once (PostgreSQL):
 *
 * - A scheduler pass (`runJobAgentPass`) claims the due agents page by page — one INSERT of (agent, slot) run
 *   records per page, whose unique key lets one scheduler through per agent and due time — asks the recruiting API
 *   for their searches in one batch per page, records every new offer under the unique (agent, offer) key in one
 *   INSERT, and stores each run's digest as `queued`. It sends nothing: the page's database work and the next
 *   page's question to the API overlap, and the web process stays free for pages in between.
 * - Sending (`sendDueDigests`) works through the queued digests and the retries that are due: each attempt is
 *   claimed by an UPDATE conditioned on the state it read (queued → sending), mailed, and recorded; a passing SMTP
 *   failure is retried with back-off, a permanent one pauses the agent.
 *
 * Neither relies on the scheduler for "never twice": an offer recorded for an agent is never recorded again, so it
 * is in one digest at most, and a digest's attempt is claimed by one sender at most.
 */
import type { Payload } from 'payload';
import { getTranslator, isLang, type Voice } from '@meridian/i18n';
import { detailUrl, type RecruitingConfig } from '@meridian/recruiting';
import type { BrandKey } from '@meridian/contracts';
import type { Site } from '@/payload-types';
import type { AgentMatcher, AgentSearchAnswer, AgentSearchRequest } from '@/recruiting/agent-matches';
import { AGENT_BATCH_SIZE } from '@/recruiting/agent-matches';
import { AGENT_MATCH_LIMIT, deliveredFor, deliveredWindowStart, freshOffers } from './digest';
import { digestMail, DIGEST_LIST_SIZE, type DigestOffer, type Mail } from './mails';
import { agentApiQuery, agentSearchOf, describeSavedSearch } from './saved-search';
import { isPermanentMailFailure, matchSince, MAX_SEND_ATTEMPTS, nextRunAt, retryDelayMs } from './schedule';
import {
  advanceAgents,
  agentDb,
  claimRuns,
  claimSends,
  dueAgents,
  insertDeliveries,
  markSent,
  markUnsent,
  pauseUndeliverable,
  pendingDigests,
  recentDeliveries,
  releaseClaims,
  settleRuns,
  type AgentDb,
  type DueAgent,
  type RunOutcome,
} from './bulk';
import { managePageUrl, manageToken, unsubscribeUrl } from './links';

/** Sends one mail; throws the transport's error (its `responseCode` tells permanent failures). */
export type MailSender = (message: Mail & { to: string; fromName: string }) => Promise<void>;

export interface PassDeps {
  payload: Payload;
  match: AgentMatcher;
  now?: () => Date;
  /** Agents per page (default: one recruiting API batch). */
  pageSize?: number;
}

export interface SendDeps {
  payload: Payload;
  send: MailSender;
  secret: string;
  /** The site's voice (formal/informal German) by theme. */
  voiceOf: (theme: string) => Voice;
  now?: () => Date;
  /** Mails handed to the transport at once (a pooled transport sends them over its connections). */
  concurrency?: number;
}

export type RunDeps = PassDeps & SendDeps;

export interface PassReport {
  /** Agents this pass claimed (due, and not claimed by another scheduler first). */
  claimed: number;
  /** Digests stored for sending. */
  queued: number;
  nothingNew: number;
  /** Agents whose saved search the API no longer accepts. */
  invalid: number;
  /** Offers recorded for the queued digests. */
  offers: number;
  /** How long the recruiting API took to answer, summed over the pages (ms; overlaps the recording). */
  matchMs: number;
}

export interface SendReport {
  mailed: number;
  /** Failed for now; retried later with back-off. */
  retrying: number;
  /** Given up: a permanent SMTP failure (the agent is paused) or the last attempt. */
  failed: number;
  /** Not sent because the agent was paused or stopped in the meantime. */
  skipped: number;
}

/**
 * Agents per page: one recruiting API request, one claim, one delivery and one run statement. A quarter of the API's
 * batch: each page's statements and answer hold the web process's event loop in one piece, and pages served
 * meanwhile wait for it.
 */
const PAGE_SIZE = AGENT_BATCH_SIZE / 4;
/** A pass stops after this many agents (the next pass, a minute later, goes on). */
export const MAX_AGENTS_PER_PASS = 500_000;

export interface StoredDigest {
  offers: DigestOffer[];
  total: number;
}

async function sitesById(payload: Payload): Promise<Map<number, Site>> {
  const { docs } = await payload.find({
    collection: 'sites',
    depth: 0,
    limit: 100,
    overrideAccess: true,
    locale: 'de',
  });
  return new Map(docs.map((site) => [site.id, site]));
}

const yieldToPages = () => new Promise<void>((resolve) => setImmediate(resolve));

interface ClaimedPage {
  agents: DueAgent[];
  /** Claimed agents with their run id and search configuration; the answers come later. */
  claimed: { agent: DueAgent; runId: number; site: Site | undefined; config: RecruitingConfig | undefined }[];
  answers: Promise<Map<string, AgentSearchAnswer>>;
}

/** Reads a page of due agents after `afterId`, claims them and asks the API (not awaited) for their searches. */
async function claimPage(
  db: AgentDb,
  deps: PassDeps,
  sites: Map<number, Site>,
  now: Date,
  afterId: number,
  report: PassReport,
): Promise<ClaimedPage | null> {
  const agents = await dueAgents(db, now, afterId, deps.pageSize ?? PAGE_SIZE);
  if (agents.length === 0) return null;
  const won = await claimRuns(
    db,
    agents.map((agent) => ({ agentId: agent.id, slot: agent.nextRunAt ?? now.toISOString() })),
  );
  const claimed = agents
    .filter((agent) => won.has(agent.id))
    .map((agent) => {
      const site = agent.tenant === null ? undefined : sites.get(agent.tenant);
      return {
        agent,
        runId: won.get(agent.id)!,
        site,
        config: site ? agentSearchOf(agent, site.key).config : undefined,
      };
    });
  const searches: AgentSearchRequest[] = [];
  for (const { agent, site } of claimed) {
    if (!site) continue;
    const { config, criteria } = agentSearchOf(agent, site.key);
    searches.push({
      id: String(agent.id),
      query: agentApiQuery(criteria, config),
      since: matchSince({
        confirmedAt: new Date(agent.confirmedAt ?? agent.createdAt),
        lastRunAt: agent.lastRunAt ? new Date(agent.lastRunAt) : null,
      }),
    });
  }
  // What earlier runs delivered within the window looked back over: the API leaves those out (list and count).
  const earliest = searches.reduce<string | undefined>(
    (min, s) => (min === undefined || s.since < min ? s.since : min),
    undefined,
  );
  if (earliest !== undefined) {
    let recent: Awaited<ReturnType<typeof recentDeliveries>>;
    try {
      recent = await recentDeliveries(
        db,
        searches.map((search) => Number(search.id)),
        deliveredWindowStart(earliest),
      );
    } catch (error) {
      // Nobody else would run these agents until the claims go back.
      await releaseClaims(db, [...won.values()]).catch(() => undefined);
      throw error;
    }
    for (const search of searches) {
      const delivered = deliveredFor(recent.get(Number(search.id)), search.since);
      if (delivered.length > 0) search.delivered = delivered;
    }
  }
  const asked = performance.now();
  const answers = (searches.length ? deps.match(searches, AGENT_MATCH_LIMIT) : Promise.resolve([])).then((list) => {
    report.matchMs += performance.now() - asked;
    return new Map(list.map((answer) => [answer.id, answer]));
  });
  // Settled here too, so a failure is not reported as unhandled while the previous page is still being recorded.
  answers.catch(() => undefined);
  return { agents, claimed, answers };
}

const runIdsOf = (page: ClaimedPage) => page.claimed.map(({ runId }) => runId);

/** Records a claimed page's new offers, stores its digests and moves its agents on. */
async function recordPage(db: AgentDb, page: ClaimedPage, now: Date, report: PassReport): Promise<void> {
  const answers = await page.answers;
  const deliveriesOf = (agent: DueAgent, runId: number, answer: AgentSearchAnswer | undefined) =>
    answer?.ok ? answer.matches.map((match) => ({ agentId: agent.id, jobId: match.njobid, runId })) : [];
  // Recorded before anything is sent; an offer whose key exists went out before (or to the other scheduler).
  const recorded = await insertDeliveries(
    db,
    page.claimed.flatMap(({ agent, runId }) => deliveriesOf(agent, runId, answers.get(String(agent.id)))),
  );
  const isNew = (agent: DueAgent) => (match: { njobid: number }) => recorded.has(`${agent.id}:${match.njobid}`);

  const outcomes: RunOutcome[] = [];
  const advance = new Map<string, { ids: number[]; nextRunAt: string; searchError?: string | null }>();
  const moveOn = (agent: DueAgent, searchError?: string | null) => {
    const key = `${agent.frequency}\u0000${searchError === undefined ? '\u0001' : (searchError ?? '')}`;
    const group = advance.get(key) ?? {
      ids: [],
      nextRunAt: nextRunAt(agent.frequency, now).toISOString(),
      searchError,
    };
    group.ids.push(agent.id);
    advance.set(key, group);
  };
  for (const { agent, runId, site, config } of page.claimed) {
    const answer = answers.get(String(agent.id));
    if (!answer || !site || !config) {
      moveOn(agent);
      continue;
    }
    if (!answer.ok) {
      report.invalid++;
      const message = `${answer.parameter}: ${answer.detail}`;
      outcomes.push({ id: runId, status: 'failed', error: message });
      moveOn(agent, message);
      continue;
    }
    moveOn(agent, null);
    const { fresh, total } = freshOffers(answer, isNew(agent));
    if (fresh.length === 0) {
      report.nothingNew++;
      outcomes.push({ id: runId, status: 'nothing-new' });
      continue;
    }
    const digest: StoredDigest = {
      // The API answered as many as are listed; the rest are counted, and listed by a later run if still new then.
      offers: fresh.slice(0, DIGEST_LIST_SIZE).map(({ item }) => ({
        title: item.sjobbez,
        place: item.uselocation_city,
        url: new URL(detailUrl(item, config), agent.origin).toString(),
      })),
      total,
    };
    report.queued++;
    report.offers += fresh.length;
    outcomes.push({ id: runId, status: 'queued', offers: fresh.length, total: digest.total, digest });
  }
  await settleRuns(db, outcomes);
  const lastRunAt = now.toISOString();
  for (const group of advance.values()) await advanceAgents(db, group.ids, { lastRunAt, ...group });
}

/** One scheduler pass: every due agent claimed, matched and recorded; digests queued for `sendDueDigests`. */
export async function runJobAgentPass(deps: PassDeps): Promise<PassReport> {
  const now = deps.now?.() ?? new Date();
  const db = agentDb(deps.payload);
  const sites = await sitesById(deps.payload);
  const report: PassReport = { claimed: 0, queued: 0, nothingNew: 0, invalid: 0, offers: 0, matchMs: 0 };
  let seen = 0;
  let next = claimPage(db, deps, sites, now, 0, report);
  for (;;) {
    const page = await next;
    if (!page) break;
    report.claimed += page.claimed.length;
    seen += page.agents.length;
    // The next page is read, claimed and asked while this one is recorded.
    next =
      seen < MAX_AGENTS_PER_PASS
        ? claimPage(db, deps, sites, now, page.agents.at(-1)!.id, report)
        : Promise.resolve(null);
    next.catch(() => undefined);
    try {
      await recordPage(db, page, now, report);
    } catch (error) {
      // This page's claims go back (the API could not be asked, or a statement failed part-way), and so do those of
      // the page read ahead: they would otherwise wait for nobody.
      const ahead = await next.catch(() => null);
      // When the database itself is away the release fails too: the pass's own error is the one to report.
      await releaseClaims(db, [...runIdsOf(page), ...(ahead ? runIdsOf(ahead) : [])]).catch(() => undefined);
      throw error;
    }
    await yieldToPages();
  }
  report.matchMs = Math.round(report.matchMs);
  return report;
}

/** The digest mail of a run, in the agent's language and the site's colours. */
function composeDigest(deps: SendDeps, agent: DueAgent, site: Site, digest: StoredDigest): Mail {
  const lang = isLang(agent.lang) ? agent.lang : 'de';
  const t = getTranslator(lang, deps.voiceOf(site.theme));
  const { criteria } = agentSearchOf(agent, site.key);
  const token = manageToken(deps.secret, agent);
  return digestMail({
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
}

/** Digests read per round. */
const SEND_PAGE_SIZE = 500;

/**
 * Sends the queued digests and the retries that are due, each attempt claimed first; records what came of it:
 * sent, retried later with back-off, or given up — a permanent failure (5xx) pauses the agent.
 */
export async function sendDueDigests(deps: SendDeps): Promise<SendReport> {
  const now = deps.now?.() ?? new Date();
  const db = agentDb(deps.payload);
  const sites = await sitesById(deps.payload);
  const report: SendReport = { mailed: 0, retrying: 0, failed: 0, skipped: 0 };
  const concurrency = Math.max(1, deps.concurrency ?? 1);
  let afterId = 0;
  for (;;) {
    const pending = await pendingDigests(db, now, afterId, SEND_PAGE_SIZE);
    if (pending.length === 0) break;
    afterId = pending.at(-1)!.runId;
    const attempts = await claimSends(
      db,
      pending.map((p) => p.runId),
      now,
    );
    const mine = pending.filter((p) => attempts.has(p.runId));
    const sent: { runId: number; agentId: number }[] = [];
    let cursor = 0;
    const worker = async () => {
      while (cursor < mine.length) {
        const { runId, agent, digest } = mine[cursor++]!;
        const attempt = attempts.get(runId)!;
        const site = agent.tenant === null ? undefined : sites.get(agent.tenant);
        if (agent.status !== 'active' || !site) {
          report.skipped++;
          await markUnsent(db, runId, { status: 'failed', error: `not sent: the agent is ${agent.status}` });
          continue;
        }
        try {
          const mail = composeDigest(deps, agent, site, digest as StoredDigest);
          await deps.send({ ...mail, to: agent.email, fromName: site.name });
          sent.push({ runId, agentId: agent.id });
        } catch (error) {
          const permanent = isPermanentMailFailure(error);
          const giveUp = permanent || attempt >= MAX_SEND_ATTEMPTS;
          const message = String((error as Error)?.message ?? error);
          await markUnsent(
            db,
            runId,
            giveUp
              ? { status: 'failed', error: message }
              : {
                  status: 'retry',
                  error: message,
                  nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt)).toISOString(),
                },
          );
          if (permanent) await pauseUndeliverable(db, agent.id);
          report[giveUp ? 'failed' : 'retrying']++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, mine.length) }, worker));
    await markSent(db, sent);
    report.mailed += sent.length;
    await yieldToPages();
  }
  return report;
}
