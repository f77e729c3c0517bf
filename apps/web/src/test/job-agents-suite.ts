import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Payload } from 'payload';
import { getTranslator } from '@meridian/i18n';
import { matchAgentSearches } from '@/recruiting/agent-matches';
import { siteDefaults } from '@/recruiting/config';
import { agentDb, claimRuns, claimSends, insertDeliveries } from '@/job-agents/bulk';
import { recordDeliveries } from '@/job-agents/deliveries';
import { runJobAgentPass, sendDueDigests, type RunDeps } from '@/job-agents/run';
import { describeSavedSearch, readSavedSearch } from '@/job-agents/saved-search';
import { agentByToken, confirmAgent, createAgent, MAX_AGENTS_PER_ADDRESS, type NewAgent } from '@/job-agents/store';
import { sendWithTransport } from '@/job-agents/task';
import { agentToken } from '@/job-agents/token';
import { useMigratedPayload, type StoreSetup } from './databases';
import { createKestrelSite } from './fixtures';
import { startInbox, type Inbox } from './smtp-inbox';
import { startRecruitingApi, type RecruitingApi } from './recruiting-api';

const SECRET = 'job-agent-suite-secret';
const MINUTE = 60_000;

/** A feed record of brand A (company 2, branch Wolfsburg) with this title. */
const offer = (jobId: number, title: string, extra: Record<string, unknown> = {}) => ({
  jobId,
  companyId: 2,
  typeId: 3,
  branchId: 204,
  title: { de: title, en: title },
  urlpart: `offer-${jobId}`,
  areaId: 2,
  facultyCodes: [2000],
  targetGroupIds: [5],
  location: { city: 'Wolfsburg', country: 'DE', latitude: 52.4258, longitude: 10.7796 },
  weeks: null,
  startDate: null,
  numberPure: null,
  inhouse: false,
  staffResponsibilityId: 1,
  workplaceTypeId: 1,
  jobTypeId: 1,
  tags: [],
  salary: null,
  languageId: 1,
  targetMarketId: 10,
  publishedAt: '2026-11-20',
  texts: {
    de: { intro: '<p>Intro</p>', tasks: '<p>Aufgaben</p>', benefits: '<p>Vorteile</p>', requirements: '<p>Profil</p>' },
    en: { intro: '<p>Intro</p>', tasks: '<p>Tasks</p>', benefits: '<p>Benefits</p>', requirements: '<p>Profile</p>' },
  },
  contact: {
    title: '',
    firstName: 'Jana',
    lastName: 'Beispiel',
    function: 'Recruiting',
    phone: '+49 1',
    email: 'j@kestrel.example',
    photoUrl: null,
  },
  email: 'wolfsburg@kestrel.example',
  referenceNumber: `KE-${jobId}`,
  ...extra,
});

/**
 * Job agents on one CMS store, against the real recruiting API (a child process) and a real SMTP server: created,
 * confirmed, run by two schedulers and two senders at once without an offer mailed twice, quiet when nothing is new
 * (also after an offer is edited), retried and paused on SMTP failures, and refused past 20 agents per address.
 * The bulk statements underneath (claims, deliveries, send claims) are raced directly, and the rows re-read.
 */
export function defineJobAgentsSuite(store: string, prepare: StoreSetup) {
  describe(`Job agents on ${store}`, () => {
    let api: RecruitingApi;
    let inbox: Inbox;
    let siteId = 0;
    const saved = { ...process.env };

    beforeAll(async () => {
      [api, inbox] = await Promise.all([startRecruitingApi(), startInbox()]);
      process.env.RECRUITING_API_INTERNAL_URL = api.url;
      process.env.IMPORT_TOKEN = api.token;
      process.env.SMTP_URL = inbox.url;
      // The suite runs the scheduler's passes itself; the queue's own timer would run them in between.
      process.env.JOB_QUEUE = 'off';
    }, 90_000);
    afterAll(async () => {
      process.env = saved;
      await Promise.all([api?.stop(), inbox?.close()]);
    });

    const itOnStore = useMigratedPayload(prepare, async (payload) => {
      const site = await createKestrelSite(payload, [
        { market: 'de', lang: 'de' },
        { market: 'de', lang: 'en' },
      ]);
      siteId = site.id;
    });

    const config = siteDefaults({ key: 'brand-a', lang: 'de', market: 'de', pagePath: '/de/de/karriere', api: '' });
    const newAgent = (email: string, search: string, lang = 'de'): NewAgent => {
      const read = readSavedSearch(search, config);
      if (!('search' in read)) throw new Error(read.invalid);
      return {
        siteId,
        email,
        frequency: 'asap',
        search: read.search.query,
        searchName: describeSavedSearch(read.search.criteria, getTranslator('de')),
        origin: 'https://brand-a.example',
        pagePath: `/de/${lang}/karriere`,
        market: 'de',
        lang,
        consent: {
          text: 'Ja, schickt mir neue Angebote.',
          textVersion: 'v1',
          page: 'https://brand-a.example/de/de/karriere',
        },
      };
    };
    const deps = (payload: Payload, at: Date): RunDeps => ({
      payload,
      match: matchAgentSearches,
      send: sendWithTransport,
      secret: SECRET,
      voiceOf: () => 'formal',
      now: () => at,
    });
    const confirmedAgent = async (payload: Payload, email: string, search: string, lang = 'de') => {
      const created = await createAgent(payload, newAgent(email, search, lang));
      if (!created.ok) throw new Error(created.reason);
      return confirmAgent(payload, created.agent);
    };
    const deliveries = async (payload: Payload, agentId: number) =>
      (
        await payload.find({
          collection: 'job-agent-deliveries',
          overrideAccess: true,
          depth: 0,
          limit: 100,
          where: { agent: { equals: agentId } },
        })
      ).docs
        .map((d) => d.jobId)
        .sort();

    itOnStore('mails each new offer once, also when two schedulers run at once and after an edit', async (payload) => {
      const email = `welder-${store}@example.org`.toLowerCase();
      const agent = await confirmedAgent(payload, email, 'search=Schwei%C3%9Fer');
      expect(agent.status).toBe('active');
      await new Promise((resolve) => setTimeout(resolve, 5));
      await api.importOffers([
        offer(800_001, 'Schweißer (m/w/d)'),
        offer(800_002, 'Schweißer WIG (m/w/d)'),
        offer(800_003, 'Buchhalter (m/w/d)'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 400)); // the API's revision poll

      const due = new Date(Date.now() + 16 * MINUTE);
      const [a, b] = await Promise.all([runJobAgentPass(deps(payload, due)), runJobAgentPass(deps(payload, due))]);
      expect(a.claimed + b.claimed).toBe(1);
      expect(a.queued + b.queued).toBe(1);
      // The pass sends nothing itself; two senders at once send the digest once.
      expect(inbox.to(email)).toHaveLength(0);
      const [x, y] = await Promise.all([sendDueDigests(deps(payload, due)), sendDueDigests(deps(payload, due))]);
      expect(x.mailed + y.mailed).toBe(1);
      const mails = inbox.to(email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('2 neue Angebote: „Schweißer“');
      expect(mail.from?.value[0]).toMatchObject({ name: 'Kestrel Engineering' });
      expect(mail.text).toContain('Schweißer (m/w/d)');
      expect(mail.text).toContain('Schweißer WIG (m/w/d)');
      expect(mail.text).not.toContain('Buchhalter');
      expect(mail.html).toContain(
        'https://brand-a.example/de/de/karriere/800001/offer-800001?utm_source=jobagent&amp;utm_medium=email',
      );
      const token = agentToken(SECRET, 'manage', agent.id, agent.tokenNonce);
      // The headers as sent (RFC 8058): an https URL in angle brackets, and the one-click marker.
      const header = (name: string) =>
        mail.headerLines
          .find((line) => line.key === name)
          ?.line.replace(/^[^:]+:\s*/, '')
          .replace(/\r\n\s*/g, '');
      expect(header('list-unsubscribe')).toBe(`<https://brand-a.example/api/job-agents/unsubscribe?token=${token}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(await deliveries(payload, agent.id)).toEqual([800_001, 800_002]);
      // The key itself, raced: two recordings of the same offers at once let each new offer through once.
      const { docs: runs } = await payload.find({
        collection: 'job-agent-runs',
        overrideAccess: true,
        where: { agent: { equals: agent.id } },
      });
      const [first, second] = await Promise.all([
        recordDeliveries(payload, agent.id, runs[0]!.id, [800_001, 800_099, 800_098]),
        recordDeliveries(payload, agent.id, runs[0]!.id, [800_098, 800_099, 800_002]),
      ]);
      expect([...first, ...second].sort()).toEqual([800_098, 800_099]);
      await payload.delete({
        collection: 'job-agent-deliveries',
        overrideAccess: true,
        where: { and: [{ agent: { equals: agent.id } }, { jobId: { in: [800_098, 800_099] } }] },
      });

      // The next run looks back past the previous one (overlap) and finds the same offers: nothing is mailed.
      await api.importOffers([offer(800_001, 'Schweißer (m/w/d) – geändert')]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const later = await runJobAgentPass(deps(payload, new Date(due.getTime() + 16 * MINUTE)));
      expect(later).toMatchObject({ claimed: 1, queued: 0, nothingNew: 1 });
      expect(await sendDueDigests(deps(payload, new Date(due.getTime() + 16 * MINUTE)))).toMatchObject({ mailed: 0 });
      expect(inbox.to(email)).toHaveLength(1);

      // A new matching offer goes out alone.
      await api.importOffers([offer(800_004, 'Schweißer MAG (m/w/d)')]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await runJobAgentPass(deps(payload, new Date(due.getTime() + 32 * MINUTE)));
      await sendDueDigests(deps(payload, new Date(due.getTime() + 32 * MINUTE)));
      expect(inbox.to(email)).toHaveLength(2);
      expect(inbox.to(email)[1]!.subject).toBe('1 neues Angebot: „Schweißer“');
      expect(await deliveries(payload, agent.id)).toEqual([800_001, 800_002, 800_004]);
    });

    itOnStore(
      'lists ten, counts the rest, and never lists again what an earlier run listed when it looks back',
      async (payload) => {
        const email = `mason-${store}@example.org`.toLowerCase();
        const agent = await confirmedAgent(payload, email, 'search=Maurer');
        await new Promise((resolve) => setTimeout(resolve, 5));
        const first = Array.from({ length: 12 }, (_, i) => 860_001 + i);
        await api.importOffers(first.map((jobId) => offer(jobId, `Maurer ${jobId} (m/w/d)`)));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const runsOf = async () =>
          (
            await payload.find({
              collection: 'job-agent-runs',
              overrideAccess: true,
              depth: 0,
              sort: 'createdAt',
              where: { agent: { equals: agent.id } },
            })
          ).docs;
        const listed = (run: { digest?: unknown }) =>
          (run.digest as { offers: { url: string }[] }).offers.map(({ url }) => Number(url.split('/').at(-2)));

        const due = new Date(Date.now() + 16 * MINUTE);
        expect(await runJobAgentPass(deps(payload, due))).toMatchObject({ claimed: 1, queued: 1, offers: 10 });
        const [run1] = await runsOf();
        expect(run1).toMatchObject({ status: 'queued', offers: 10, total: 12 });
        const listedFirst = listed(run1!);
        expect(listedFirst).toHaveLength(10);
        expect(await deliveries(payload, agent.id)).toEqual([...listedFirst].sort());

        // 25 more; the next run looks back over the first offers too (the overlap): the ten listed are left out.
        const second = Array.from({ length: 25 }, (_, i) => 860_101 + i);
        await api.importOffers(second.map((jobId) => offer(jobId, `Maurer ${jobId} (m/w/d)`)));
        await new Promise((resolve) => setTimeout(resolve, 400));
        const later = new Date(due.getTime() + 16 * MINUTE);
        expect(await runJobAgentPass(deps(payload, later))).toMatchObject({ claimed: 1, queued: 1, offers: 10 });
        const run2 = (await runsOf())[1]!;
        // 2 of the first not listed yet, and 25 new: 27, of which 10 listed and 17 counted.
        expect(run2).toMatchObject({ status: 'queued', offers: 10, total: 27 });
        const listedSecond = listed(run2);
        expect(listedSecond.filter((jobId) => listedFirst.includes(jobId))).toEqual([]);
        expect(new Set(await deliveries(payload, agent.id)).size).toBe(20);

        await sendDueDigests(deps(payload, later));
        const mails = inbox.to(email);
        expect(mails).toHaveLength(2);
        expect(mails[1]!.subject).toBe('27 neue Angebote: „Maurer“');
        expect(mails[1]!.text).toContain('und 17 weitere Angebote');
        for (const jobId of listedFirst) expect(mails[1]!.text).not.toContain(`Maurer ${jobId} `);
      },
    );

    itOnStore(
      'retries a mail refused for now, and pauses the agent of an address that does not exist',
      async (payload) => {
        const later = `later-${store}@example.org`.toLowerCase();
        const gone = `gone-${store}@example.org`.toLowerCase();
        inbox.refuse.set(later, 451);
        inbox.refuse.set(gone, 550);
        const waiting = await confirmedAgent(payload, later, 'search=Elektriker');
        const bouncing = await confirmedAgent(payload, gone, 'search=Elektriker');
        await api.importOffers([offer(810_001, 'Elektriker (m/w/d)')]);
        await new Promise((resolve) => setTimeout(resolve, 400));
        const due = new Date(Date.now() + 16 * MINUTE);
        const first = await runJobAgentPass(deps(payload, due));
        expect(first).toMatchObject({ claimed: 2, queued: 2 });
        expect(await sendDueDigests(deps(payload, due))).toMatchObject({ mailed: 0, retrying: 1, failed: 1 });
        const paused = await payload.findByID({ collection: 'job-agents', id: bouncing.id, overrideAccess: true });
        expect(paused).toMatchObject({ status: 'paused', pausedBecause: 'undeliverable' });
        const runOf = async (agentId: number) =>
          (
            await payload.find({
              collection: 'job-agent-runs',
              overrideAccess: true,
              where: { agent: { equals: agentId } },
            })
          ).docs;
        const [waitingRun] = await runOf(waiting.id);
        expect(waitingRun).toMatchObject({ status: 'retry', attempts: 1 });
        expect(new Date(waitingRun!.nextAttemptAt!).getTime()).toBe(due.getTime() + 5 * MINUTE);
        expect((await runOf(bouncing.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });

        inbox.refuse.delete(later);
        // Not yet: the retry waits 5 minutes (the run is read back as it was).
        await runJobAgentPass(deps(payload, new Date(due.getTime() + MINUTE)));
        expect(await sendDueDigests(deps(payload, new Date(due.getTime() + MINUTE)))).toMatchObject({ mailed: 0 });
        expect(inbox.to(later)).toHaveLength(0);
        expect((await runOf(waiting.id))[0]).toMatchObject({ status: 'retry', attempts: 1 });
        // Two senders at once when it is due: one second attempt.
        const at = new Date(due.getTime() + 6 * MINUTE);
        const retried = await Promise.all([sendDueDigests(deps(payload, at)), sendDueDigests(deps(payload, at))]);
        expect(retried[0].mailed + retried[1].mailed).toBe(1);
        expect(inbox.to(later)).toHaveLength(1);
        expect((await runOf(waiting.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
        expect(inbox.to(later)[0]!.text).toContain('Elektriker (m/w/d)');
        expect(await deliveries(payload, waiting.id)).toEqual([810_001]);
        expect(inbox.to(gone)).toHaveLength(0);
      },
    );

    itOnStore('claims, records and sends in bulk: raced statements let each key through once', async (payload) => {
      const db = agentDb(payload);
      const agents = [];
      for (let i = 0; i < 3; i++)
        agents.push(await confirmedAgent(payload, `bulk-${i}-${store}@example.org`.toLowerCase(), 'search=Monteur'));
      const ids = agents.map((agent) => agent.id);
      const runsOf = async (agentIds: number[]) =>
        (
          await payload.find({
            collection: 'job-agent-runs',
            overrideAccess: true,
            depth: 0,
            limit: 100,
            sort: 'id',
            where: { agent: { in: agentIds } },
          })
        ).docs;

      // Claims: a slot taken before is denied (and its record left as it was); raced claims of the same slots
      // are won once each, whichever statement was first.
      const taken = await claimRuns(db, [{ agentId: ids[0]!, slot: 'bulk-slot-1' }]);
      expect(taken.size).toBe(1);
      const slot = (name: string) => ids.map((agentId) => ({ agentId, slot: name }));
      const [one, two, three, four] = await Promise.all([
        claimRuns(db, slot('bulk-slot-1')),
        claimRuns(db, slot('bulk-slot-1').reverse()),
        claimRuns(db, slot('bulk-slot-2')),
        claimRuns(db, slot('bulk-slot-2').reverse()),
      ]);
      expect(one.size + two.size).toBe(2);
      expect(three.size + four.size).toBe(3);
      const runs = await runsOf(ids);
      expect(runs).toHaveLength(6);
      const keys = runs.map((run) => `${run.agent}:${run.slot}`);
      expect(new Set(keys).size).toBe(6);
      const first = runs.find((run) => run.id === taken.get(ids[0]!))!;
      expect(first).toMatchObject({ agent: ids[0], slot: 'bulk-slot-1', status: 'claimed' });
      const won = [one, two, three, four].flatMap((claims) => [...claims.values()]);
      expect(won).not.toContain(first.id);
      expect(new Set(won).size).toBe(5);

      // Deliveries: raced inserts of overlapping (agent, offer) pairs, with duplicates inside one call.
      const runId = first.id;
      const pairs = (jobIds: number[]) => ids.flatMap((agentId) => jobIds.map((jobId) => ({ agentId, jobId, runId })));
      await insertDeliveries(db, pairs([820_001]));
      const [p, q] = await Promise.all([
        insertDeliveries(db, pairs([820_001, 820_002, 820_003, 820_002])),
        insertDeliveries(db, pairs([820_004, 820_003, 820_002])),
      ]);
      const got = [...p, ...q].sort();
      expect(got).toHaveLength(9);
      expect(new Set(got).size).toBe(9);
      expect(got.some((key) => key.endsWith(':820001'))).toBe(false);
      for (const agentId of ids)
        expect(await deliveries(payload, agentId)).toEqual([820_001, 820_002, 820_003, 820_004]);

      // Send claims: raced claims of queued runs take each once and count one attempt; a retry not yet due and a
      // run in another state are not taken and read back unchanged.
      const now = new Date();
      const [queuedA, queuedB, notDue, sent] = runs.slice(1, 5);
      for (const run of [queuedA!, queuedB!])
        await payload.update({
          collection: 'job-agent-runs',
          id: run.id,
          overrideAccess: true,
          data: { status: 'queued' },
        });
      const later = new Date(now.getTime() + 5 * MINUTE).toISOString();
      await payload.update({
        collection: 'job-agent-runs',
        id: notDue!.id,
        overrideAccess: true,
        data: { status: 'retry', attempts: 1, nextAttemptAt: later },
      });
      await payload.update({
        collection: 'job-agent-runs',
        id: sent!.id,
        overrideAccess: true,
        data: { status: 'sent', attempts: 1 },
      });
      const candidates = [queuedA!.id, queuedB!.id, notDue!.id, sent!.id];
      const [s1, s2] = await Promise.all([claimSends(db, candidates, now), claimSends(db, candidates, now)]);
      expect([...s1.keys(), ...s2.keys()].sort()).toEqual([queuedA!.id, queuedB!.id].sort());
      expect([...s1.values(), ...s2.values()]).toEqual([1, 1]);
      const after = await runsOf(ids);
      const byId = new Map(after.map((run) => [run.id, run]));
      expect(byId.get(queuedA!.id)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(byId.get(queuedB!.id)).toMatchObject({ status: 'sending', attempts: 1 });
      expect(byId.get(notDue!.id)).toMatchObject({ status: 'retry', attempts: 1 });
      expect(new Date(byId.get(notDue!.id)!.nextAttemptAt!).toISOString()).toBe(later);
      expect(byId.get(sent!.id)).toMatchObject({ status: 'sent', attempts: 1 });
      // Claimed once, never again.
      expect((await claimSends(db, candidates, now)).size).toBe(0);
    });

    itOnStore(
      'two schedulers and two senders over several pages mail each agent once, with each new offer',
      async (payload) => {
        const emails = Array.from({ length: 7 }, (_, i) => `paged-${i}-${store}@example.org`.toLowerCase());
        const agents = [];
        for (const email of emails) agents.push(await confirmedAgent(payload, email, 'search=Kranführer'));
        await api.importOffers([offer(830_001, 'Kranführer (m/w/d)'), offer(830_002, 'Kranführer Turmdrehkran')]);
        await new Promise((resolve) => setTimeout(resolve, 400));
        const due = new Date(Date.now() + 16 * MINUTE);
        // Pages of 2: the two passes interleave page by page, each claiming what it wins.
        const paged = (at: Date) => ({ ...deps(payload, at), pageSize: 2 });
        const [a, b] = await Promise.all([runJobAgentPass(paged(due)), runJobAgentPass(paged(due))]);
        expect(a.claimed + b.claimed).toBeGreaterThanOrEqual(7);
        expect(a.queued + b.queued).toBe(7);
        const [x, y] = await Promise.all([
          sendDueDigests({ ...deps(payload, due), concurrency: 3 }),
          sendDueDigests({ ...deps(payload, due), concurrency: 3 }),
        ]);
        expect(x.mailed + y.mailed).toBe(7);
        for (const [i, email] of emails.entries()) {
          const mails = inbox.to(email);
          expect(mails).toHaveLength(1);
          expect(mails[0]!.subject).toBe('2 neue Angebote: „Kranführer“');
          expect(await deliveries(payload, agents[i]!.id)).toEqual([830_001, 830_002]);
          const agent = await payload.findByID({ collection: 'job-agents', id: agents[i]!.id, overrideAccess: true });
          expect(agent).toMatchObject({ mailsSent: 1, lastRunAt: due.toISOString() });
          expect(new Date(agent.nextRunAt!).getTime()).toBe(due.getTime() + 15 * MINUTE);
        }
        // The same time again: the agents were moved on, nothing is claimed or sent twice.
        const again = await runJobAgentPass(paged(due));
        expect(again.queued).toBe(0);
        expect((await sendDueDigests(deps(payload, due))).mailed).toBe(0);
        expect(emails.map((email) => inbox.to(email).length)).toEqual(emails.map(() => 1));
      },
    );

    itOnStore(
      'gives its claims back when the recruiting API cannot be asked, so the next pass runs them',
      async (payload) => {
        const email = `unasked-${store}@example.org`.toLowerCase();
        const agent = await confirmedAgent(payload, email, 'search=Gerüstbauer');
        await api.importOffers([offer(840_001, 'Gerüstbauer (m/w/d)')]);
        await new Promise((resolve) => setTimeout(resolve, 400));
        const due = new Date(Date.now() + 16 * MINUTE);
        const failing = {
          ...deps(payload, due),
          match: async () => {
            throw new Error('agent matches: the recruiting API answered 503');
          },
        };
        await expect(runJobAgentPass(failing)).rejects.toThrow('503');
        const runs = async () =>
          (
            await payload.find({
              collection: 'job-agent-runs',
              overrideAccess: true,
              depth: 0,
              where: { agent: { equals: agent.id } },
            })
          ).docs;
        expect(await runs()).toEqual([]);
        const unchanged = await payload.findByID({ collection: 'job-agents', id: agent.id, overrideAccess: true });
        expect(unchanged.nextRunAt).toBe(agent.nextRunAt);
        expect(unchanged.lastRunAt ?? null).toBeNull();

        await runJobAgentPass(deps(payload, due));
        expect(await runs()).toMatchObject([{ status: 'queued', offers: 1 }]);
        await sendDueDigests(deps(payload, due));
        expect(inbox.to(email)).toHaveLength(1);
        expect(await deliveries(payload, agent.id)).toEqual([840_001]);
      },
    );

    itOnStore(
      'gives its claims and their recorded offers back when a statement fails part-way, so the next pass mails them',
      async (payload) => {
        const email = `half-recorded-${store}@example.org`.toLowerCase();
        const agent = await confirmedAgent(payload, email, 'search=Dachdecker');
        await api.importOffers([offer(850_001, 'Dachdecker (m/w/d)')]);
        await new Promise((resolve) => setTimeout(resolve, 400));
        const due = new Date(Date.now() + 16 * MINUTE);
        const db = agentDb(payload);
        // The database refuses to settle runs: the deliveries are recorded, the statement after them fails.
        if (db.dialect === 'postgres') {
          await db.rows(db.sql`CREATE FUNCTION refuse_settle() RETURNS trigger LANGUAGE plpgsql AS
            $$ BEGIN RAISE EXCEPTION 'settling refused'; END $$`);
          await db.rows(db.sql`CREATE TRIGGER refuse_settle BEFORE UPDATE ON job_agent_runs
            FOR EACH ROW EXECUTE FUNCTION refuse_settle()`);
        } else {
          await db.rows(db.sql`CREATE TRIGGER refuse_settle BEFORE UPDATE ON job_agent_runs
            BEGIN SELECT RAISE(ABORT, 'settling refused'); END`);
        }
        try {
          await expect(runJobAgentPass(deps(payload, due))).rejects.toThrow();
        } finally {
          await db.rows(
            db.sql`DROP TRIGGER refuse_settle${db.sql.raw(db.dialect === 'postgres' ? ' ON job_agent_runs' : '')}`,
          );
        }
        const runs = async () =>
          (
            await payload.find({
              collection: 'job-agent-runs',
              overrideAccess: true,
              depth: 0,
              where: { agent: { equals: agent.id } },
            })
          ).docs;
        expect(await runs()).toEqual([]);
        expect(await deliveries(payload, agent.id)).toEqual([]);
        const unchanged = await payload.findByID({ collection: 'job-agents', id: agent.id, overrideAccess: true });
        expect(unchanged.nextRunAt).toBe(agent.nextRunAt);

        await runJobAgentPass(deps(payload, due));
        expect(await runs()).toMatchObject([{ status: 'queued', offers: 1 }]);
        await sendDueDigests(deps(payload, due));
        expect(inbox.to(email)).toHaveLength(1);
        expect(inbox.to(email)[0]?.text).toContain('Dachdecker');
        expect(await deliveries(payload, agent.id)).toEqual([850_001]);
      },
    );

    itOnStore('refuses a 21st agent of one address and reads agents only with a genuine token', async (payload) => {
      const email = `many-${store}@example.org`.toLowerCase();
      for (let i = 0; i < MAX_AGENTS_PER_ADDRESS; i++) {
        const created = await createAgent(payload, newAgent(email.toUpperCase(), `search=Job${i}`));
        expect(created.ok).toBe(true);
      }
      const refused = await createAgent(payload, newAgent(email, 'search=zuviel'));
      expect(refused).toEqual({ ok: false, reason: 'tooMany' });
      const count = await payload.count({
        collection: 'job-agents',
        overrideAccess: true,
        where: { email: { equals: email } },
      });
      expect(count.totalDocs).toBe(MAX_AGENTS_PER_ADDRESS);

      const { docs } = await payload.find({
        collection: 'job-agents',
        overrideAccess: true,
        limit: 1,
        where: { email: { equals: email } },
      });
      const agent = docs[0]!;
      const token = agentToken(SECRET, 'manage', agent.id, agent.tokenNonce);
      expect((await agentByToken(payload, SECRET, 'manage', token))?.id).toBe(agent.id);
      expect(await agentByToken(payload, SECRET, 'confirm', token)).toBeNull();
      expect(await agentByToken(payload, 'other-secret', 'manage', token)).toBeNull();
      // An unconfirmed agent never runs.
      const report = await runJobAgentPass(deps(payload, new Date(Date.now() + 30 * 24 * 60 * MINUTE)));
      expect(inbox.to(email)).toHaveLength(0);
      expect(report.claimed).toBeGreaterThanOrEqual(0);
    });
  });
}
