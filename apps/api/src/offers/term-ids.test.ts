import fc from 'fast-check';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOffers } from '../../seed/generate.ts';
import { REFERENCE_DATA } from '../../seed/reference.ts';
import { DIALECTS, openTestDatabase, type TestDatabase } from '../test-support/databases.ts';
import { OfferIndex } from './index/offer-index.ts';
import { migrationProvider } from './migrations/index.ts';
import { oracleSearch } from './oracle.ts';
import type { SearchQuery } from './query.ts';
import { toRow } from './rows.ts';
import { OfferStore } from './store.ts';
import { decodeTermIds, encodeTermIds, encodeTermTexts } from './term-ids.ts';
import { parseKeyword } from './keyword/parse.ts';
import { synonymTable } from './keyword/synonym-source.ts';

describe('term id encoding', () => {
  it('round-trips any set of ids, sorted and without duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 ** 31 }), { maxLength: 300 }), (ids) => {
        expect(decodeTermIds(encodeTermIds(ids))).toEqual([...new Set(ids)].sort((a, b) => a - b));
      }),
    );
  });

  it('takes one byte per term when ids are dense', () => {
    expect(encodeTermIds([1, 2, 3, 130]).length).toBe(4);
    expect(encodeTermIds([300]).length).toBe(2);
  });

  it('refuses ids the dictionary cannot have', () => {
    expect(() => encodeTermIds([0])).toThrow(RangeError);
    expect(() => encodeTermIds([1.5])).toThrow(RangeError);
  });
});

describe('OfferIndex.build', () => {
  it('yields to the event loop while building and gives the same index as the synchronous build', async () => {
    const newRows = generateOffers({ count: 1500, seed: 3 }).map((o) => toRow(o, REFERENCE_DATA, 1, '2026-11-22'));
    const rowsOf = () => {
      const { encoded, dictionary } = encodeTermTexts(newRows.map((r) => r.search_terms));
      return {
        rows: newRows.map(({ search_terms: _t, content: _c, ...r }, i) => ({ ...r, term_ids: encoded[i] })),
        dictionary,
      };
    };
    // Without a pause the build would resolve in microtasks, before any macrotask queued ahead of it.
    let otherWorkRan = false;
    const a = rowsOf();
    setImmediate(() => (otherWorkRan = true));
    const built = await OfferIndex.build(a.rows, a.dictionary);
    expect(otherWorkRan).toBe(true);
    const b = rowsOf();
    const sync = new OfferIndex(b.rows, b.dictionary);
    const q: SearchQuery = {
      keyword: parseKeyword('ingenieur', synonymTable()),
      inhouse: false,
      counts: true,
      countTotal: true,
      limit: 20,
      offset: 0,
    };
    expect(built.search(q)).toEqual(sync.search(q));
    expect(built.termCount).toBe(sync.termCount);
  });
});

for (const dialect of DIALECTS) {
  describe(`migration 003 on ${dialect}`, () => {
    let db: TestDatabase | undefined;
    let store: OfferStore;

    beforeAll(async () => {
      db = await openTestDatabase(dialect);
      if (!db) return;
      store = await OfferStore.open(db);
      await store.saveReferenceData(REFERENCE_DATA);
      await store.insertOffers(generateOffers({ count: 300, seed: 5 }));
    });
    afterAll(async () => {
      await store?.close();
      await db?.drop();
    });

    it('backfills the term ids of offers stored before it, so the index finds what the oracle finds', async (ctx) => {
      if (!db) return ctx.skip();
      // Back to the schema before term ids (drops them), then forward again: the backfill rebuilds them from the text.
      const migrator = new Migrator({ db: store.db, provider: migrationProvider });
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const data = await store.loadIndexRows();
      expect(data.rows.length).toBe(300);
      const index = new OfferIndex(data.rows, data.dictionary);
      for (const keyword of ['ingenieur', 'Entwickler', 'konstr', 'engineer', 'zzzz']) {
        const q: SearchQuery = {
          keyword: parseKeyword(keyword, synonymTable()),
          inhouse: false,
          counts: true,
          countTotal: true,
          limit: 300,
          offset: 0,
        };
        const a = index.search(q);
        const b = await oracleSearch(store, q, {
          terms: (word) => index.matchingTerms(word),
          cities: (word) => index.matchingCities(word),
          isPlace: (word) => index.isPlace(word),
        });
        expect(a.totalFound).toBe(b.totalFound);
        expect(a.counts).toEqual(b.counts);
      }
      // New offers after the migration get ids for their new terms too.
      await store.upsertOffers([
        { ...generateOffers({ count: 1, seed: 6 })[0], jobId: 999_001, tags: ['Quantenkryptografie'] },
      ]);
      const after = await store.loadIndexRows();
      const found = new OfferIndex(after.rows, after.dictionary).search({
        keyword: parseKeyword('quantenkryptografie', synonymTable()),
        inhouse: false,
        counts: false,
        countTotal: false,
        limit: 5,
        offset: 0,
      });
      expect(found.hits.map((h) => h.jobId)).toEqual([999_001]);
    });
  });
}
