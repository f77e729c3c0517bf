/** Feed import through PUT /v4/admin/offers on SQLite and PostgreSQL, with a second API instance on the same data. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchResponse } from '@meridian/contracts';
import { generateOffers } from '../../seed/generate.ts';
import { REFERENCE_DATA } from '../../seed/reference.ts';
import { buildApp } from '../app.ts';
import { DIALECTS, openTestDatabase, testConfig, type TestDatabase } from '../test-support/databases.ts';
import { validateRecord } from './import.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
const AUTH = { authorization: 'Bearer test-token' };

/** Feed records as the applicant-tracking system sends them (JSON round trip of the generator's records). */
function feedRecords(count: number, firstJobId: number, seed = 3): Record<string, unknown>[] {
  return JSON.parse(JSON.stringify(generateOffers({ count, seed, firstJobId })));
}

describe('validateRecord', () => {
  const good = feedRecords(1, 1)[0];
  it('accepts a generated record unchanged', () => {
    expect(validateRecord(good, REFERENCE_DATA)).toEqual(good);
  });
  it.each([
    [{ jobId: -1 }, 'jobId'],
    [{ companyId: 9 }, 'companyId'],
    [{ branchId: 4242 }, 'branchId 4242 is not a known branch'],
    [{ title: { de: '' } }, 'title.de is required'],
    [{ location: { city: 'X', country: 'DE', latitude: 95, longitude: 0 } }, 'location.latitude'],
    [{ facultyCodes: [99001] }, 'facultyCodes'],
    [{ publishedAt: '2026-13-40' }, 'publishedAt'],
    [{ salary: { min: 5, max: 1 } }, 'salary.max'],
    [{ tags: 'x' }, 'tags'],
  ])('rejects %j with a reason', (patch, reason) => {
    expect(() => validateRecord({ ...good, ...patch }, REFERENCE_DATA)).toThrow(reason);
  });
});

for (const dialect of DIALECTS) {
  describe(`offer import on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let a: App;
    let b: App;

    beforeAll(async () => {
      db = await openTestDatabase(dialect);
      if (!db) return;
      a = await buildApp({
        config: testConfig(db, { demoOfferCount: 50 }),
        logger: false,
        geo: false,
        documents: false,
      });
      // A second instance on the same database: it learns of changes only through the revision poll.
      b = await buildApp({
        config: testConfig(db, { demoOfferCount: 50, revisionPollMs: 300 }),
        logger: false,
        geo: false,
        documents: false,
      });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await db?.drop();
    });

    const put = (app: App, feed: unknown, headers: Record<string, string> = AUTH) =>
      app.inject({
        method: 'PUT',
        url: '/v4/admin/offers',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(feed),
      });
    const find = async (app: App, jobId: number) => {
      const res = await app.inject({
        method: 'GET',
        url: `/v4/recruiting/details/${jobId}`,
        headers: { 'x-meridian-api': '' },
      });
      return res.json();
    };
    const total = async (app: App) =>
      (
        (
          await app.inject({ method: 'GET', url: '/v4/recruiting/search?limit=0', headers: { 'x-meridian-api': '' } })
        ).json() as SearchResponse
      ).total_found;

    it("stores the editors' synonyms, searches with them on every instance, and refuses bad lists unchanged", async (ctx) => {
      if (!db) return ctx.skip();
      const saveList = (lang: string, rules: unknown, headers: Record<string, string> = AUTH) =>
        a.inject({
          method: 'PUT',
          url: `/v4/admin/synonyms/${lang}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload: JSON.stringify({ rules }),
        });
      const lists = async () =>
        (await a.inject({ method: 'GET', url: '/v4/admin/synonyms', headers: AUTH })).json() as Record<string, string>;
      const found = async (app: App, keyword: string) =>
        (
          (
            await app.inject({
              method: 'GET',
              url: `/v4/recruiting/search?limit=0&query=${encodeURIComponent(keyword)}`,
              headers: { 'x-meridian-api': '' },
            })
          ).json() as SearchResponse
        ).total_found;
      expect(await found(a, 'Klangkünstler')).toBe(0);
      const list = '# our words\nKlangkünstler => Ingenieur';
      const saved = await saveList('de', list);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ lang: 'de', rules: 1 });
      expect(await found(a, 'Klangkünstler')).toBeGreaterThan(0);
      // The other instance learns of it through the revision poll.
      await vi.waitFor(async () => expect(await found(b, 'Klangkünstler')).toBeGreaterThan(0), {
        timeout: 2_000,
        interval: 100,
      });

      const broken = await saveList('de', 'Klangkünstler => Ingenieur\nnur ein Wort');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        status: 400,
        parameter: 'rules',
        detail: expect.stringMatching(/^line 2:/),
      });
      expect((await saveList('xx', list)).json()).toMatchObject({ status: 400, parameter: 'lang' });
      expect((await saveList('en', 42)).statusCode).toBe(400);
      expect((await saveList('de', 'a, b', {})).statusCode).toBe(401);
      expect((await a.inject({ method: 'GET', url: '/v4/admin/synonyms' })).statusCode).toBe(401);
      expect(await lists()).toEqual({ de: list });
      expect(await found(a, 'Klangkünstler')).toBeGreaterThan(0);

      // Empty text removes the list.
      expect((await saveList('de', '')).json()).toEqual({ lang: 'de', rules: 0 });
      expect(await found(a, 'Klangkünstler')).toBe(0);
    });

    it('refuses feeds without the bearer token (401)', async (ctx) => {
      if (!db) return ctx.skip();
      expect((await put(a, { offers: [] }, {})).statusCode).toBe(401);
      expect((await put(a, { offers: [] }, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
      expect((await put(a, { offers: 'x' })).statusCode).toBe(400);
    });

    it('imports good records, reports bad ones with reasons, and is idempotent', async (ctx) => {
      if (!db) return ctx.skip();
      const records = feedRecords(20, 500_001);
      const bad = [
        { ...records[0], jobId: 500_100, branchId: 4242 },
        'not an object',
        { ...records[1], jobId: 500_101, title: {} },
      ];
      const feed = { mode: 'partial', offers: [...records.slice(0, 10), ...bad, ...records.slice(10)] };
      const res = await put(a, feed);
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json();
      expect(report).toMatchObject({ received: 23, created: 20, updated: 0, unchanged: 0, withdrawn: 0 });
      expect(report.rejected).toEqual([
        { index: 10, jobId: 500_100, reason: 'branchId 4242 is not a known branch' },
        { index: 11, reason: 'record must be an object' },
        { index: 12, jobId: 500_101, reason: 'title.de is required' },
      ]);
      expect((await find(a, 500_001)).njobid).toBe(500_001);
      const again = (await put(a, feed)).json();
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 20 });
      const changed = { ...records[0], title: { de: 'Geänderter Titel (m/w/d)', en: 'Changed title (m/f/d)' } };
      expect((await put(a, { offers: [changed] })).json()).toMatchObject({ updated: 1 });
      expect((await find(a, 500_001)).sjobbez).toBe('Geänderter Titel (m/w/d)');
    });

    it('makes imports searchable on another instance within 2 s, and withdraws offers missing from a full feed', async (ctx) => {
      if (!db) return ctx.skip();
      const before = await total(a);
      await vi.waitFor(async () => expect(await total(b)).toBe(before), { timeout: 2000, interval: 50 });
      const fresh = feedRecords(5, 600_001, 9);
      expect((await put(a, { offers: fresh })).statusCode).toBe(200);
      expect(await total(a)).toBe(before + 5);
      const t0 = Date.now();
      await vi.waitFor(async () => expect(await total(b)).toBe(before + 5), { timeout: 2000, interval: 50 });
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(b.recruiting.deltaSize).toBeGreaterThan(0); // applied as a delta, not by a full rebuild

      // A full feed for company 2 with only two of its offers: the company's other offers are withdrawn.
      const company2 = fresh
        .filter((r) => r.companyId === 2)
        .slice(0, 1)
        .concat(feedRecords(1, 700_001, 5).map((r) => ({ ...r, companyId: 2, branchId: 201 })));
      const res = (await put(a, { mode: 'full', companyId: 2, offers: company2 })).json();
      expect(res.withdrawn).toBeGreaterThan(0);
      const search = (
        await a.inject({
          method: 'GET',
          url: '/v4/recruiting/search?company=kestrel&limit=100',
          headers: { 'x-meridian-api': '' },
        })
      ).json() as SearchResponse;
      expect(search.matches.map((m) => m.njobid).sort()).toEqual(company2.map((r) => r.jobId as number).sort());
      const otherCompany = fresh.find((r) => r.companyId !== 2)?.jobId as number | undefined;
      if (otherCompany) expect((await find(a, otherCompany)).njobid).toBe(otherCompany); // other companies untouched
      const earlier = feedRecords(20, 500_001).find((r) => r.companyId === 2)!.jobId as number;
      expect(await find(a, earlier)).toEqual({}); // a company-2 offer of the earlier feed: withdrawn → {}
      await vi.waitFor(async () => expect(await total(b)).toBe(await total(a)), { timeout: 2000, interval: 50 });
    });

    it('sanitises HTML texts on the way out: no script, no event handler, no javascript: link', async (ctx) => {
      if (!db) return ctx.skip();
      const [record] = feedRecords(1, 900_001, 4);
      const texts = record.texts as { de: Record<string, string> };
      texts.de.intro =
        '<p onclick="steal()">Hallo<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.org">ok</a></p>';
      expect((await put(a, { offers: [record] })).json().created).toBe(1);
      const d = await find(a, 900_001);
      expect(d.seinleitung_html).not.toMatch(/script|onclick|javascript:/);
      expect(d.seinleitung_html).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    });

    it('a record with __proto__ or constructor keys is rejected alone; the batch and its good records go through', async (ctx) => {
      if (!db) return ctx.skip();
      const good = feedRecords(1, 900_001, 900_002)[0]!;
      // Raw JSON as an attacker would send it (JSON.stringify cannot produce an own __proto__ key from a literal).
      const payload = `{"offers":[{"__proto__":{"polluted":true}},{"constructor":{"prototype":{"polluted":true}}},${JSON.stringify(good)}]}`;
      const res = await a.inject({
        method: 'PUT',
        url: '/v4/admin/offers',
        headers: { 'content-type': 'application/json', ...AUTH },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const report = res.json();
      expect(report.rejected.length).toBe(2);
      expect(report.created + report.updated + report.unchanged).toBe(1);
      expect((await find(a, 900_001)).njobid).toBe(900_001);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('never fails a batch for random junk records and keeps every good one (property)', async (ctx) => {
      if (!db) return ctx.skip();
      let nextId = 800_001;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(fc.constant('good'), fc.anything()), { minLength: 1, maxLength: 8 }),
          async (items) => {
            const offers = items.map((it) => (it === 'good' ? feedRecords(1, nextId++, nextId)[0] : it));
            const res = await put(a, { offers });
            expect(res.statusCode).toBe(200);
            const report = res.json();
            const good = offers.filter((o) => typeof o === 'object' && o !== null && 'texts' in (o as object));
            expect(report.created + report.updated + report.unchanged).toBe(good.length);
            expect(report.rejected.length).toBe(offers.length - good.length);
            for (const g of good)
              expect((await find(a, (g as { jobId: number }).jobId)).njobid).toBe((g as { jobId: number }).jobId);
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
