/**
 * Differential tests: random queries against the in-memory index and the SQL oracle on the same data, on SQLite
 * and PostgreSQL. Totals and facet counts must be identical; pages too when there is no keyword.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOffers } from '../../seed/generate.ts';
import { REFERENCE_DATA } from '../../seed/reference.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../test-support/databases.ts';
import { LiveIndex } from './index/live-index.ts';
import { KeywordMemo, OfferIndex } from './index/offer-index.ts';
import { oracleSearch } from './oracle.ts';
import type { SearchQuery, SearchResult } from './query.ts';
import { OfferStore } from './store.ts';
import { parseKeyword } from './keyword/parse.ts';
import { synonymTable } from './keyword/synonym-source.ts';

const CITIES = REFERENCE_DATA.branches.map((b) => ({ lat: b.lat, lon: b.lon }));
const KEYWORDS = [
  'ingenieur',
  'Entwickler',
  'java',
  'SAP Berater',
  'pflege',
  'engineer',
  'konstr',
  'elektro',
  'Projektleiter Digitalisierung',
  'logistik lager',
  'remote',
  'münchen',
  'zzzz',
  'Ingeneur',
  'Softwareentwickler',
  'Lagerist',
  'LKW Fahrer',
  'Schweisser',
  'Krankenschwester (m/w/d)',
  'entwicklerin',
];

const list = (values: number[]) =>
  fc.option(fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 }), { nil: undefined });

/** `since`: first-publication times a query may ask for (job agents), besides none. */
const queryArb = (withKeyword: boolean, since: string[] = []): fc.Arbitrary<SearchQuery> =>
  fc
    .record({
      keyword: withKeyword ? fc.constantFrom(...KEYWORDS) : fc.constant(''),
      point: fc.option(fc.constantFrom(...CITIES), { nil: undefined }),
      radiusKm: fc.option(fc.constantFrom(25, 50, 100, 200, 75), { nil: undefined }),
      companyId: fc.option(fc.constantFrom(1, 2, 3, 4), { nil: undefined }),
      typeId: fc.option(fc.constantFrom(3, 4), { nil: undefined }),
      branches: list([113, 201, 202, 206, 301, 302, 401, 404, 999]),
      inhouse: fc.boolean(),
      tag: fc.option(fc.constantFrom('sap', 'java', 'catia', 'automotive', 'nope'), { nil: undefined }),
      faculties: list([12000, 12001, 12002, 12003, 1000, 2000, 4000]),
      targetGroups: list([1, 2, 3, 4, 5, 6]),
      staffResponsibilities: list([1, 2, 3]),
      jobTypes: list([1, 2, 3, 4, 5]),
      workplaceTypes: list([1, 2, 3]),
      prioLanguage: fc.option(fc.constantFrom(2, 3, 5), { nil: undefined }),
      prioTargetmarket: fc.option(fc.constantFrom(12, 23, 26, 28), { nil: undefined }),
      firstPublishedSince: since.length
        ? fc.option(fc.constantFrom(...since), { nil: undefined })
        : fc.constant(undefined),
      countTotal: fc.boolean(),
      limit: fc.constantFrom(0, 5, 20),
      offset: fc.constantFrom(0, 3, 20),
    })
    .map(({ keyword, ...q }) => ({
      ...q,
      keyword: keyword ? parseKeyword(keyword, synonymTable()) : undefined,
      counts: true,
      radiusKm: q.point ? q.radiusKm : undefined,
    }));

for (const dialect of DIALECTS) {
  describe(`index vs SQL oracle on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let store: OfferStore;
    let index: OfferIndex;

    beforeAll(async () => {
      db = await openTestDatabase(dialect);
      if (!db) return;
      store = await OfferStore.open(db);
      await store.saveReferenceData(REFERENCE_DATA);
      await store.insertOffers(generateOffers({ count: 700, seed: 11 }));
      const data = await store.loadIndexRows();
      index = new OfferIndex(data.rows, data.dictionary);
    });
    afterAll(async () => {
      await store?.close();
      await db?.drop();
    });

    const compare = async (
      q: SearchQuery,
      comparePages: boolean,
      searcher: Pick<OfferIndex, 'matchingTerms' | 'matchingCities' | 'isPlace'> & {
        search(q: SearchQuery): SearchResult;
      } = index,
    ) => {
      const a = searcher.search(q);
      // The oracle matches the terms the index expanded each word to (typos, compounds): the same expansion.
      const b = await oracleSearch(store, q, {
        terms: (word) => searcher.matchingTerms(word),
        cities: (word) => searcher.matchingCities(word),
        isPlace: (word) => searcher.isPlace(word),
      });
      expect(a.totalFound).toBe(b.totalFound);
      expect(a.total).toBe(b.total);
      expect(a.counts).toEqual(b.counts);
      if (comparePages) {
        expect(a.hits.map((h) => h.jobId)).toEqual(b.hits.map((h) => h.jobId));
        a.hits.forEach((h, i) => h.distance !== undefined && expect(h.distance).toBeCloseTo(b.hits[i].distance!, 6));
      } else {
        expect(a.hits.length).toBe(b.hits.length);
      }
    };

    it('a page of none (limit 0) is empty at any offset, with or without a place or keyword', async (ctx) => {
      if (!db) return ctx.skip();
      const base: SearchQuery = { counts: true, countTotal: true, limit: 0, offset: 3, inhouse: false };
      for (const q of [
        base,
        { ...base, point: CITIES[0], radiusKm: 200 },
        { ...base, keyword: parseKeyword('ingenieur', synonymTable()) },
      ]) {
        expect(index.search(q).hits).toEqual([]);
        await compare(q, true);
      }
    });

    it('agrees on random queries without a keyword: totals, counts and pages', async (ctx) => {
      if (!db) return ctx.skip();
      await fc.assert(
        fc.asyncProperty(queryArb(false), (q) => compare(q, true)),
        { numRuns: 60 },
      );
    });

    it('agrees on random keyword queries: totals and counts', async (ctx) => {
      if (!db) return ctx.skip();
      await fc.assert(
        fc.asyncProperty(queryArb(true), (q) => compare(q, false)),
        { numRuns: 60 },
      );
    });

    it('answers the same with a batch’s keyword memo as without it, searches of other keywords in between', async (ctx) => {
      if (!db) return ctx.skip();
      const memo = new KeywordMemo(4);
      // Each keyword asked again after others (kept, or dropped as the oldest and evaluated again), with and without
      // a place or a filter.
      const order = [0, 2, 0, 4, 8, 0, 2, 9, 10, 11, 0, 2, 15, 4, 0];
      const queries: SearchQuery[] = order.flatMap((k, i) => {
        const keyword = parseKeyword(KEYWORDS[k]!, synonymTable());
        const base = { keyword, offset: 0, limit: 20, counts: true, countTotal: true, inhouse: false };
        return [base, { ...base, point: CITIES[i % CITIES.length], radiusKm: 100 }, { ...base, typeId: 3 }];
      });
      // All with the memo first (its evaluations outlive the searches between them), then each without.
      const kept = queries.map((q) => index.search(q, undefined, memo));
      expect(kept).toEqual(queries.map((q) => index.search(q)));
      expect(kept.filter((r) => r.totalFound > 0).length).toBeGreaterThan(20);
      expect(memo.byIndex.get(index)!.size).toBeLessThanOrEqual(4);
    });

    it('still agrees after updates, new offers and withdrawals applied as a delta', async (ctx) => {
      if (!db) return ctx.skip();
      const baseRevision = await store.getRevision();
      const live = await LiveIndex.build(await store.loadIndexRows());
      // Job agents ask for what is new since a time: before everything, between base and delta, after everything.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const since = ['2000-01-01T00:00:00.000Z', new Date().toISOString(), '2999-01-01T00:00:00.000Z'];
      await new Promise((resolve) => setTimeout(resolve, 5));
      const changed = generateOffers({ count: 60, seed: 99 }).map((o, i) => ({
        ...o,
        jobId: 100_001 + i * 7,
        publishedAt: '2026-11-23',
      }));
      const added = generateOffers({ count: 40, seed: 98, firstJobId: 300_001 });
      await store.upsertOffers([...changed, ...added]);
      const keep = new Set((await store.loadIndexRows()).rows.map((r) => r.job_id).filter((id) => id % 5 !== 0));
      await store.withdrawMissing(keep);
      const changes = await store.loadChangesSince(baseRevision);
      const updated = live.withChanges(changes);
      expect(updated.size).toBe((await store.loadIndexRows()).rows.length);
      expect(updated.deltaSize).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(queryArb(false, since), (q) => compare(q, true, updated)),
        { numRuns: 60 },
      );
      await fc.assert(
        fc.asyncProperty(queryArb(true, since), (q) => compare(q, false, updated)),
        { numRuns: 40 },
      );
    });
  });
}
