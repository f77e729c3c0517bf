/** POST /v4/admin/agent-matches on SQLite and PostgreSQL: new offers by first publication, for many saved searches. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOffers } from '../../seed/generate.ts';
import { buildApp } from '../app.ts';
import { DIALECTS, openTestDatabase, testConfig, type TestDatabase } from '../test-support/databases.ts';
import { MAX_AGENT_SEARCHES } from './agent-matches.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const AUTH = { authorization: 'Bearer test-token' };
type Match = { njobid: number; offer: number; nentfernung?: number };
type Result = { id: string; total_found?: number; matches?: Match[]; error?: object };
type Item = { njobid: number; sjobbez: string; nentfernung?: number };

const feedRecords = (count: number, firstJobId: number, seed = 7): Record<string, unknown>[] =>
  JSON.parse(JSON.stringify(generateOffers({ count, seed, firstJobId })));
/** A moment strictly after everything stored so far (first publications are ISO times in ms). */
const tick = async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  const now = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return now;
};

for (const dialect of DIALECTS) {
  describe(`agent matches on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let app: App;

    beforeAll(async () => {
      db = await openTestDatabase(dialect);
      if (!db) return;
      app = await buildApp({
        config: testConfig(db, { demoOfferCount: 40 }),
        logger: false,
        geo: false,
        documents: false,
      });
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
    });

    const importFeed = async (offers: unknown[]) => {
      const res = await app.inject({
        method: 'PUT',
        url: '/v4/admin/offers',
        headers: { 'content-type': 'application/json', ...AUTH },
        payload: JSON.stringify({ mode: 'partial', offers }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ask = (body: unknown, headers: Record<string, string> = AUTH) =>
      app.inject({
        method: 'POST',
        url: '/v4/admin/agent-matches',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    const results = async (
      searches: { id: string; query: string; since: string; delivered?: number[] }[],
      limit?: number,
    ) => {
      const res = await ask({ searches, ...(limit ? { limit } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { evaluated: number; offers: Item[]; results: Result[] };
    };
    const ids = (result: Result) => result.matches!.map((m) => m.njobid).sort((x, y) => x - y);

    it('answers the offers first published since a time; an edited or re-imported offer is not new again', async (ctx) => {
      if (!db) return ctx.skip();
      const beforeImport = await tick();
      expect((await results([{ id: 'all', query: 'lang=de', since: beforeImport }])).results[0]).toEqual({
        id: 'all',
        total_found: 0,
        matches: [],
      });
      const records = feedRecords(3, 700_001);
      await importFeed(records);
      const afterImport = await tick();
      const first = await results([
        { id: 'all', query: 'lang=de', since: beforeImport },
        { id: 'later', query: 'lang=de', since: afterImport },
      ]);
      expect(first.results[0]!.total_found).toBe(3);
      expect(ids(first.results[0]!)).toEqual([700_001, 700_002, 700_003]);
      expect(first.results[1]).toMatchObject({ id: 'later', total_found: 0 });

      // The ATS edits one offer and sends another unchanged: neither is first published again.
      const edited = { ...records[0], title: { ...(records[0]!.title as object), de: 'Geänderter Titel (m/w/d)' } };
      const report = await importFeed([edited, records[1]]);
      expect(report).toMatchObject({ updated: 1, unchanged: 1, created: 0 });
      expect((await results([{ id: 'later', query: 'lang=de', since: afterImport }])).results[0]).toMatchObject({
        total_found: 0,
      });
      const again = await results([{ id: 'all', query: 'lang=de', since: beforeImport }]);
      expect(ids(again.results[0]!)).toEqual([700_001, 700_002, 700_003]);
    });

    it('applies each search’s keyword and filters, limits the list, and evaluates identical searches once', async (ctx) => {
      if (!db) return ctx.skip();
      const since = await tick();
      const records = feedRecords(4, 710_001, 11).map((record, i) => ({
        ...record,
        typeId: i < 3 ? 3 : 4,
        title: { de: i < 2 ? 'Schweißer (m/w/d)' : 'Buchhalter (m/w/d)', en: i < 2 ? 'Welder' : 'Accountant' },
      }));
      await importFeed(records);
      const answer = await results(
        [
          { id: 'welders', query: 'query=Schweißer&lang=de', since },
          { id: 'welders-again', query: 'lang=de&query=Schwei%C3%9Fer', since },
          { id: 'jobs', query: 'type=3&lang=de', since },
          { id: 'projects', query: 'type=4&lang=de', since },
          { id: 'one', query: 'lang=de', since },
        ],
        undefined,
      );
      const byId = Object.fromEntries(answer.results.map((r) => [r.id, r]));
      expect(ids(byId.welders!)).toEqual([710_001, 710_002]);
      expect(byId['welders-again']).toEqual({ ...byId.welders, id: 'welders-again' });
      expect(byId.jobs!.total_found).toBe(3);
      expect(ids(byId.projects!)).toEqual([710_004]);
      expect(answer.evaluated).toBe(4);
      const limited = await results([{ id: 'one', query: 'lang=de', since }], 1);
      expect(limited.results[0]!.total_found).toBe(4);
      expect(limited.results[0]!.matches).toHaveLength(1);
    });

    it('names each offer by id, with its list item once per batch and language, and the distance per search', async (ctx) => {
      if (!db) return ctx.skip();
      const since = await tick();
      const records = feedRecords(2, 720_001, 13).map((record) => ({
        ...record,
        title: { de: 'Kranführer (m/w/d)', en: 'Crane operator' },
      }));
      await importFeed(records);
      const answer = await results([
        { id: 'de', query: 'query=Kranführer&lang=de', since },
        { id: 'de-near-a', query: 'query=Kranführer&lang=de&lat=48.78&lon=9.18', since },
        { id: 'de-near-b', query: 'query=Kranführer&lang=de&lat=53.55&lon=9.99', since },
        { id: 'en', query: 'query=Crane&lang=en', since },
      ]);
      const byId = Object.fromEntries(answer.results.map((r) => [r.id, r]));
      for (const id of ['de', 'de-near-a', 'de-near-b', 'en']) expect(ids(byId[id]!), id).toEqual([720_001, 720_002]);
      // Two offers in two languages: four list items, whatever the number of searches naming them.
      expect(answer.offers).toHaveLength(4);
      for (const result of answer.results)
        for (const match of result.matches!) {
          expect(answer.offers[match.offer]!.njobid).toBe(match.njobid);
          expect(answer.offers[match.offer]!.nentfernung).toBeUndefined();
        }
      const offerOf = (id: string, jobId: number) => byId[id]!.matches!.find((m) => m.njobid === jobId)!;
      expect(offerOf('de', 720_001).offer).toBe(offerOf('de-near-a', 720_001).offer);
      expect(offerOf('de', 720_001).offer).not.toBe(offerOf('en', 720_001).offer);
      expect(answer.offers[offerOf('en', 720_001).offer]!.sjobbez).toBe('Crane operator');
      expect(answer.offers[offerOf('de', 720_001).offer]!.sjobbez).toBe('Kranführer (m/w/d)');
      // The distance is the search's own: none without a point, and from each search's point.
      expect(offerOf('de', 720_001).nentfernung).toBeUndefined();
      const fromA = offerOf('de-near-a', 720_001).nentfernung;
      const fromB = offerOf('de-near-b', 720_001).nentfernung;
      expect(typeof fromA).toBe('number');
      expect(typeof fromB).toBe('number');
      expect(fromA).not.toBe(fromB);
    });

    it('leaves the offers named as delivered out of the answer and its count', async (ctx) => {
      if (!db) return ctx.skip();
      const since = await tick();
      await importFeed(
        feedRecords(5, 730_001, 17).map((record) => ({
          ...record,
          title: { de: 'Gleisbauer (m/w/d)', en: 'Track builder' },
        })),
      );
      const answer = await results(
        [
          { id: 'none', query: 'query=Gleisbauer&lang=de', since },
          { id: 'two', query: 'query=Gleisbauer&lang=de', since, delivered: [730_002, 730_004, 999_999] },
          { id: 'two-again', query: 'lang=de&query=Gleisbauer', since, delivered: [730_004, 730_002, 999_999] },
          {
            id: 'all',
            query: 'query=Gleisbauer&lang=de',
            since,
            delivered: [730_001, 730_002, 730_003, 730_004, 730_005],
          },
        ],
        2,
      );
      const byId = Object.fromEntries(answer.results.map((r) => [r.id, r]));
      expect(byId.none!.total_found).toBe(5);
      expect(byId.two!.total_found).toBe(3);
      expect(byId.two!.matches).toHaveLength(2);
      for (const match of byId.two!.matches!) expect([730_002, 730_004]).not.toContain(match.njobid);
      expect(byId['two-again']).toEqual({ ...byId.two, id: 'two-again' });
      expect(byId.all).toEqual({ id: 'all', total_found: 0, matches: [] });
      // The same search with other deliveries is another question; the same deliveries in another order are not.
      expect(answer.evaluated).toBe(3);
      const refused = await ask({ searches: [{ id: 'x', query: '', since, delivered: [0] }] });
      expect(refused.statusCode).toBe(400);
    });

    it('names a search that is invalid now instead of widening it; refuses bad batches', async (ctx) => {
      if (!db) return ctx.skip();
      const since = await tick();
      const answer = await results([
        { id: 'gone-faculty', query: 'faculty=99001&lang=de', since },
        { id: 'bad-type', query: 'type=9', since },
        { id: 'fine', query: 'lang=en', since },
      ]);
      expect(answer.results).toEqual([
        { id: 'gone-faculty', error: { parameter: 'faculty', detail: 'unknown value 99001' } },
        { id: 'bad-type', error: { parameter: 'type', detail: expect.any(String) } },
        { id: 'fine', total_found: 0, matches: [] },
      ]);

      const search = { id: 'x', query: '', since };
      expect((await ask({ searches: [search] }, {})).statusCode).toBe(401);
      expect((await ask({ searches: [search] }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
      const badSince = await ask({ searches: [{ ...search, since: 'yesterday' }] });
      expect(badSince.statusCode).toBe(400);
      expect(badSince.json()).toMatchObject({ status: 400, parameter: 'searches[0].since' });
      expect((await ask({ searches: [{ ...search, since: '2026-02-30T00:00:00Z' }] })).statusCode).toBe(400);
      expect((await ask({ searches: Array.from({ length: MAX_AGENT_SEARCHES + 1 }, () => search) })).statusCode).toBe(
        400,
      );
      expect((await ask({ searches: [search], limit: 51 })).statusCode).toBe(400);
    });
  });
}
