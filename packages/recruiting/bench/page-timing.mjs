#!/usr/bin/env node
// Time from navigation start to the first results on screen (server-rendered: present at first paint) and to
// interactive (hydrated), on a running site. Needs the services: `PORT=… API_PORT=… npm start`, then
//   RECRUITING_BENCH_URL=http://brand-b.localhost:3000/de/de/karriere node packages/recruiting/bench/page-timing.mjs
// Without RECRUITING_BENCH_URL it says so and exits 0 (npm run bench runs without services).
import { chromium } from 'playwright-core';

const url = process.env.RECRUITING_BENCH_URL;
if (!url) {
  console.log('page timing: skipped (set RECRUITING_BENCH_URL to a career page of running services)');
  process.exit(0);
}
const runs = Number(process.env.RECRUITING_BENCH_RUNS ?? 5);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let searchCallsBeforeResults = 0;
    let resultsSeen = false;
    page.on('request', (request) => {
      if (!resultsSeen && request.url().includes('/v4/recruiting/search')) searchCallsBeforeResults += 1;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('.recruiting-offer', { state: 'attached' });
    resultsSeen = true;
    await page.waitForSelector('html[data-site-kit="ready"]', { state: 'attached', timeout: 30_000 });
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { fcp: paint?.startTime ?? null, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
    });
    const interactive = await page.evaluate(() => performance.now());
    results.push({ ...timing, interactive, searchCallsBeforeResults });
    await context.close();
  }
} finally {
  await browser.close();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
console.log(`page timing (${runs} runs, median) for ${url}`);
console.log(
  `  first results rendered (first contentful paint; results are in the server HTML): ${ms(median(results.map((r) => r.fcp ?? r.domContentLoaded)))}`,
);
console.log(`  DOMContentLoaded: ${ms(median(results.map((r) => r.domContentLoaded)))}`);
console.log(`  interactive (hydrated, measured when seen): ≤ ${ms(median(results.map((r) => r.interactive)))}`);
console.log(
  `  search calls before the first results: ${Math.max(...results.map((r) => r.searchCallsBeforeResults))} (target 0)`,
);
