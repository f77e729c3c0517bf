import { expect, test } from '@playwright/test';
import { feedRecord, hostRequest, importOffers } from './support';

/**
 * An offer import reaches the kept career page within seconds: the page cache keeps a career page for a few
 * seconds only, and the recruiting API searches a changed offer within about a second. Runs after the main specs
 * (playwright.config.ts): the imported offer is newest and would change what other specs see first.
 */

const HOST = 'brand-a.localhost';
const CAREER = '/de/de/karriere';
const DOCUMENT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
/** Page cache: 5 s fresh, then one stale answer while it is rendered again; the API's revision poll: 0.5 s. */
const VISIBLE_WITHIN_MS = 15_000;

test('an imported offer shows on the kept career page within seconds', async () => {
  const token = process.env.IMPORT_TOKEN;
  expect(token, 'IMPORT_TOKEN of the recruiting API under test').toBeTruthy();
  // The career page is kept: served from the page cache, not rendered per request.
  await expect
    .poll(async () => (await hostRequest(HOST, CAREER, { headers: DOCUMENT })).headers['x-meridian-page-cache'], {
      timeout: 20_000,
    })
    .toBe('hit');

  const stamp = Date.now();
  const title = `Importprüfer ${stamp} (m/w/d)`;
  const started = Date.now();
  // Newest of all: the career page lists the newest offers first.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const imported = await importOffers([await feedRecord(2, 2_000_000_000 - (stamp % 1_000_000), title, tomorrow)]);
  expect(imported).toMatchObject({ created: 1, rejected: [] });

  await expect
    // The stamp, not the title: the list may hyphenate long words with soft hyphens.
    .poll(async () => (await hostRequest(HOST, CAREER, { headers: DOCUMENT })).body.includes(String(stamp)), {
      timeout: VISIBLE_WITHIN_MS,
      intervals: [250],
    })
    .toBe(true);
  console.log(`offer import visible on the kept career page after ${Date.now() - started} ms`);
});
