/**
 * npm run bench:agents -w @meridian/api
 * Job agents' matching: 100,000 saved searches over 100,000 offers of which 1,000 are new, answered as the web app's
 * scheduler asks (POST /v4/admin/agent-matches, 1,000 searches per request), beside the floor of the same searches
 * asked one by one as ordinary searches (GET /v4/recruiting/search, limit 10), in the same run.
 * BENCH_AGENTS and BENCH_OFFERS change the sizes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateOffers } from '../seed/generate.ts';
import { REFERENCE_DATA } from '../seed/reference.ts';
import { RecruitingService, type AgentSearch } from '../src/offers/recruiting-service.ts';
import { parseSearchQuery } from '../src/offers/search-params.ts';
import { OfferStore } from '../src/offers/store.ts';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const OFFERS = Number(process.env.BENCH_OFFERS ?? 100_000);
const NEW_OFFERS = 1_000;
const BATCH = 1_000;

/** A small deterministic generator (mulberry32), so every run asks the same searches. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Saved searches as job seekers make them: a title word or none, often a city and radius, sometimes a facet. */
function savedSearches(count: number, titles: string[]): string[] {
  const next = random(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const cities = REFERENCE_DATA.branches.map((branch) => [branch.lat, branch.lon] as const);
  const faculties = REFERENCE_DATA.areas.flatMap((area) => area.faculties.map((f) => area.id * 1000 + f.id));
  return Array.from({ length: count }, () => {
    const params = new URLSearchParams({ lang: 'de' });
    if (next() < 0.8) params.set('query', pick(titles));
    if (next() < 0.6) {
      const [lat, lon] = pick(cities);
      params.set('lat', String(lat));
      params.set('lon', String(lon));
      params.set('radius', pick(['25', '50', '100']));
    }
    if (next() < 0.3) params.set('faculty', String(pick(faculties)));
    if (next() < 0.3) params.set('type', pick(['3', '4']));
    return params.toString();
  });
}

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-agents-'));
try {
  const store = await OfferStore.open({ sqliteFile: path.join(dir, 'recruiting.db') });
  await store.saveReferenceData(REFERENCE_DATA);
  const offers = generateOffers({ count: OFFERS, seed: 21 });
  await store.insertOffers(offers.slice(0, OFFERS - NEW_OFFERS), (done) =>
    process.stdout.write(`\r  stored ${done} offers`),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const since = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await store.upsertOffers(offers.slice(OFFERS - NEW_OFFERS));
  process.stdout.write(`\r  stored ${OFFERS} offers, ${NEW_OFFERS} of them new\n`);
  const service = new RecruitingService(store, { publicApiUrl: 'http://bench', revisionPollMs: 0 });
  await service.start();

  const titleWords = [...new Set(offers.map((o) => o.title.de.split(/[\s(/]+/)[0]!).filter((w) => w.length > 3))];
  const queries = savedSearches(AGENTS, titleWords);

  // The batch, as the scheduler sends it (the route's parsing included).
  let matched = 0;
  let mails = 0;
  const started = process.hrtime.bigint();
  for (let start = 0; start < AGENTS; start += BATCH) {
    const batch: AgentSearch[] = [];
    for (let i = start; i < Math.min(start + BATCH, AGENTS); i++) {
      const { query, presentation } = parseSearchQuery(
        Object.fromEntries(new URLSearchParams(queries[i]!)),
        service.synonyms,
      );
      batch.push({ id: String(i), key: `${since} ${queries[i]}`, query, presentation, since });
    }
    for (const result of service.agentMatches(batch, 10)) {
      if ('total_found' in result && result.total_found > 0) {
        mails++;
        matched += result.total_found;
      }
    }
  }
  const batchMs = ms(started);

  // The floor: every saved search asked as an ordinary search of 10 (all offers, not only the new ones), parsed
  // as the search route parses it.
  const floorStarted = process.hrtime.bigint();
  for (const qs of queries) {
    const { query, presentation } = parseSearchQuery(Object.fromEntries(new URLSearchParams(qs)), service.synonyms);
    service.search({ ...query, limit: 10, offset: 0, counts: false, countTotal: false }, presentation);
  }
  const floorMs = ms(floorStarted);

  const distinct = new Set(queries).size;
  console.log(
    `  ${AGENTS.toLocaleString('en')} agents (${distinct.toLocaleString('en')} distinct searches) over ${OFFERS.toLocaleString('en')} offers, ${NEW_OFFERS} new`,
  );
  console.log(
    `  agent matches: ${(batchMs / 1000).toFixed(2)} s (${Math.round(AGENTS / (batchMs / 1000)).toLocaleString('en')} agents/s; target ≤ 60 s) — ` +
      `${mails.toLocaleString('en')} digests to queue, ${matched.toLocaleString('en')} offer mentions`,
  );
  console.log(
    `  floor, the same searches as ordinary searches: ${(floorMs / 1000).toFixed(2)} s — the batch takes ${(batchMs / floorMs).toFixed(2)}× of it`,
  );
  service.stop();
  await store.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
