/**
 * Search quality: NDCG@10 of the API's index on the judged queries (relevance/judged-queries.ts) over the demo
 * offers, beside MiniSearch and Orama indexing the same offers in the same run. Run by `npm run bench:search`
 * (bench/search.ts), or alone: `npx tsx bench/relevance.ts` (RELEVANCE_VERBOSE=1 prints each query's top 10).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { TITLES } from '../seed/catalogue.ts';
import { generateOffers } from '../seed/generate.ts';
import { REFERENCE_DATA } from '../seed/reference.ts';
import { LiveIndex } from '../src/offers/index/live-index.ts';
import { parseSearchQuery } from '../src/offers/search-params.ts';
import { OfferStore } from '../src/offers/store.ts';
import { htmlToText } from '../src/offers/text.ts';
import type { OfferInput } from '../src/offers/types.ts';
import { JUDGED_QUERIES, type JudgedQuery } from './relevance/judged-queries.ts';

/** As many demo offers as `npm start` seeds, with its seed. */
const DEMO_OFFERS = 3000;
const DEMO_SEED = 42;
const K = 10;

type Engine = (query: string) => Promise<number[]> | number[];

/** The catalogue title an offer was generated from: its German title without the generator's suffix. */
function catalogueTitle(offer: OfferInput): string {
  const match = TITLES.filter((t) => offer.title.de.startsWith(t.de)).sort((a, b) => b.de.length - a.de.length)[0];
  return match?.de ?? '';
}

export function gradeOf(judged: JudgedQuery, offer: OfferInput): number {
  const grade = judged.grades[catalogueTitle(offer)] ?? 0;
  return judged.city && offer.location.city !== judged.city ? Math.max(0, grade - 1) : grade;
}

const dcg = (grades: number[]) => grades.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);

export function ndcg(ranked: number[], ideal: number[]): number {
  const best = dcg([...ideal].sort((a, b) => b - a));
  return best === 0 ? 1 : dcg(ranked) / best;
}

function offerText(offer: OfferInput): string {
  const texts = [offer.texts.de, offer.texts.en].flatMap((t) => (t ? Object.values(t) : []));
  return texts.map((t) => htmlToText(String(t ?? ''))).join(' ');
}
const allTitles = (o: OfferInput) => [o.title.de, o.title.en, o.title.fr ?? '', o.title.es ?? ''].join(' ');

async function ourEngine(offers: OfferInput[]): Promise<{ engine: Engine; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-relevance-'));
  const store = await OfferStore.open({ sqliteFile: path.join(dir, 'recruiting.db') });
  await store.saveReferenceData(REFERENCE_DATA);
  await store.insertOffers(offers);
  const index = await LiveIndex.build(await store.loadIndexRows());
  return {
    engine: (query) =>
      index.search(parseSearchQuery({ query, limit: String(K), total: 'false' }).query).hits.map((hit) => hit.jobId),
    close: async () => {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** MiniSearch as its README suggests for a search box: title boosted, fuzzy and prefix matching. */
function miniSearchEngine(offers: OfferInput[]): Engine {
  const mini = new MiniSearch({ fields: ['title', 'tags', 'city', 'text'], idField: 'id' });
  mini.addAll(
    offers.map((o) => ({
      id: o.jobId,
      title: allTitles(o),
      tags: o.tags.join(' '),
      city: o.location.city,
      text: offerText(o),
    })),
  );
  return (query) =>
    mini
      .search(query, { boost: { title: 3, tags: 1.5 }, fuzzy: 0.2, prefix: true })
      .slice(0, K)
      .map((r) => Number(r.id));
}

/** Orama with its typo tolerance and the same title boost. */
async function oramaEngine(offers: OfferInput[]): Promise<Engine> {
  const db = create({
    schema: { jobId: 'number', title: 'string', tags: 'string', city: 'string', text: 'string' } as const,
  });
  await insertMultiple(
    db,
    offers.map((o) => ({
      jobId: o.jobId,
      title: allTitles(o),
      tags: o.tags.join(' '),
      city: o.location.city,
      text: offerText(o),
    })),
  );
  return async (query) => {
    const result = await oramaSearch(db, { term: query, tolerance: 1, boost: { title: 3, tags: 1.5 }, limit: K });
    return result.hits.map((hit) => Number(hit.document.jobId));
  };
}

export interface RelevanceReport {
  engines: string[];
  /** Query class (and 'all', 'tuned', 'holdout') → NDCG@10 per engine. */
  byClass: Map<string, number[]>;
  perQuery: { query: string; scores: number[] }[];
}

export async function measureRelevance(): Promise<RelevanceReport> {
  const offers = generateOffers({ count: DEMO_OFFERS, seed: DEMO_SEED });
  const byId = new Map(offers.map((o) => [o.jobId, o]));
  const ours = await ourEngine(offers);
  const engines: [string, Engine][] = [
    ['Meridian', ours.engine],
    ['MiniSearch', miniSearchEngine(offers)],
    ['Orama', await oramaEngine(offers)],
  ];
  const byClass = new Map<string, number[][]>();
  const perQuery: RelevanceReport['perQuery'] = [];
  const verbose = process.env.RELEVANCE_VERBOSE === '1';
  for (const judged of JUDGED_QUERIES) {
    const ideal = offers.map((o) => gradeOf(judged, o));
    const scores: number[] = [];
    for (const [name, engine] of engines) {
      const ranked = await engine(judged.query);
      scores.push(
        ndcg(
          ranked.map((id) => gradeOf(judged, byId.get(id)!)),
          ideal,
        ),
      );
      if (verbose && name === 'Meridian')
        console.log(
          `${judged.query}: ${ranked.map((id) => `${byId.get(id)!.title.de}[${gradeOf(judged, byId.get(id)!)}]`).join(' · ')}`,
        );
    }
    perQuery.push({ query: judged.query, scores });
    for (const key of [judged.class, 'all', judged.holdout ? 'holdout' : 'tuned']) {
      const list = byClass.get(key) ?? [];
      list.push(scores);
      byClass.set(key, list);
    }
  }
  await ours.close();
  const mean = (rows: number[][]) => engines.map((_, e) => rows.reduce((s, r) => s + r[e]!, 0) / rows.length);
  return {
    engines: engines.map(([name]) => name),
    byClass: new Map([...byClass].map(([key, rows]) => [`${key} (${rows.length})`, mean(rows)])),
    perQuery,
  };
}

export function printRelevance(report: RelevanceReport): void {
  console.log(
    `\nNDCG@${K} on ${JUDGED_QUERIES.length} judged queries over ${DEMO_OFFERS} demo offers (1 = ideal order)`,
  );
  console.log(`| queries | ${report.engines.join(' | ')} |`);
  console.log(`|---|${report.engines.map(() => '---:').join('|')}|`);
  for (const [key, scores] of report.byClass)
    console.log(`| ${key} | ${scores.map((s) => s.toFixed(3)).join(' | ')} |`);
  const behind = report.perQuery.filter((q) => q.scores[0]! < Math.max(...q.scores.slice(1)) - 1e-9);
  if (behind.length)
    console.log(
      `queries where a peer ranks better: ${behind.map((q) => `${q.query} (${q.scores.map((s) => s.toFixed(2)).join('/')})`).join(', ')}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printRelevance(await measureRelevance());
