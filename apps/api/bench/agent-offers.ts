/**
 * tsx bench/agent-offers.ts <data dir> <agents> <offers> <new offers> <out.json>
 * For the web side's job agent bench (scripts/bench/job-agents.mjs): the recruiting API's SQLite store in <data dir>
 * with <offers> offers, of which the last <new offers> are first published after the others, and <agents> saved
 * searches as the career pages write them (a title word or none, often a city and radius, sometimes a facet: the
 * same mix as bench/agent-matches.ts), each also as the API's own parameters (the bench's floor asks those straight).
 * Writes { since, searches, apiSearches } to <out.json>: `since` lies between the old and the new offers (the
 * agents' confirmation time), so every agent's first run asks for exactly the new ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateOffers } from '../seed/generate.ts';
import { REFERENCE_DATA } from '../seed/reference.ts';
import { OfferStore } from '../src/offers/store.ts';

const [dir, agentsArg, offersArg, newArg, out] = process.argv.slice(2);
if (!dir || !out) throw new Error('usage: agent-offers.ts <data dir> <agents> <offers> <new offers> <out.json>');
const AGENTS = Number(agentsArg);
const OFFERS = Number(offersArg);
const NEW_OFFERS = Number(newArg);

/** mulberry32, so every run seeds the same searches. */
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

fs.mkdirSync(dir, { recursive: true });
const store = await OfferStore.open({ sqliteFile: path.join(dir, 'recruiting.db') });
await store.saveReferenceData(REFERENCE_DATA);
const offers = generateOffers({ count: OFFERS, seed: 21 });
await store.insertOffers(offers.slice(0, OFFERS - NEW_OFFERS));
await new Promise((resolve) => setTimeout(resolve, 20));
const since = new Date().toISOString();
await new Promise((resolve) => setTimeout(resolve, 20));
await store.upsertOffers(offers.slice(OFFERS - NEW_OFFERS));
await store.close();

const next = random(7);
const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const titles = [...new Set(offers.map((o) => o.title.de.split(/[\s(/]+/)[0]!).filter((w) => w.length > 3))];
const faculties = REFERENCE_DATA.areas.flatMap((area) => area.faculties.map((f) => area.id * 1000 + f.id));
// Each search twice: as the career page writes it (the agents') and as the API is asked it (the floor's).
const searches: string[] = [];
const apiSearches: string[] = [];
for (let i = 0; i < AGENTS; i++) {
  const page = new URLSearchParams();
  const api = new URLSearchParams({ lang: 'de' });
  if (next() < 0.8) {
    const word = pick(titles);
    page.set('search', word);
    api.set('query', word);
  }
  if (next() < 0.6) {
    const branch = pick(REFERENCE_DATA.branches);
    const radius = pick(['25', '50', '100']);
    page.set('city', `${branch.city};${branch.lat};${branch.lon}`);
    page.set('radius', radius);
    api.set('lat', String(branch.lat));
    api.set('lon', String(branch.lon));
    api.set('radius', radius);
  }
  if (next() < 0.3) {
    const faculty = String(pick(faculties));
    page.set('faculty', faculty);
    api.set('faculty', faculty);
  }
  if (next() < 0.3) {
    const type = pick(['3', '4']);
    page.set('type', type);
    api.set('type', type);
  }
  searches.push(page.toString());
  apiSearches.push(api.toString());
}
fs.writeFileSync(out, JSON.stringify({ since, searches, apiSearches }));
console.log(`  recruiting API store: ${OFFERS.toLocaleString('en')} offers, ${NEW_OFFERS} new since ${since}`);
