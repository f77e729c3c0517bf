/** POST /v4/admin/agent-matches on SQLite and PostgreSQL: new offers by first publication, for many saved searches. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOffers } from '../../seed/generate.ts';
import { buildApp } from '../app.ts';
import { DIALECTS, openTestDatabase, testConfig, type TestDatabase } from '../test-support/databases.ts';
import { MAX_AGENT_SEARCHES } from './agent-matches.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const AUTH = { authorization: 'Bearer test-token' };
type Result = { id: string; total_found?: number; matches?: { njobid: number }[]; error?: object };

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
    const results = async (searches: { id: string; query: string; since: string }[], limit?: number) => {
      const res = await ask({ searches, ...(limit ? { limit } : {}) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { evaluated: number; results: Result[] };
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
