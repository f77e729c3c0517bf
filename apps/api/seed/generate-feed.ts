/**
 * npm run generate:offers -w @meridian/api -- 100000 feed.json [seed] [firstJobId]
 * Writes a feed in the import format (README "Feed format") with N generated offers, e.g. for benchmarks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateOffers } from './generate.ts';

const [countArg = '1000', file = 'feed.json', seedArg = '42', firstArg = '100001'] = process.argv.slice(2);
const count = Number(countArg);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('usage: generate:offers -- <count 1..1000000> <file> [seed] [firstJobId]');
  process.exit(1);
}
const started = Date.now();
const offers = generateOffers({ count, seed: Number(seedArg), firstJobId: Number(firstArg) });
fs.writeFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), JSON.stringify({ mode: 'full', offers }));
console.log(`wrote ${count} offers to ${file} in ${Date.now() - started} ms`);
