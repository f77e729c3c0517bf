import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { messages } from '@meridian/i18n';
import {
  axeResults,
  clientAddresses,
  cmsClient,
  editorAccounts,
  hostRequest,
  screenshotPath,
  siteUrl,
  type RawResponse,
} from './support';

/**
 * Database faults: PostgreSQL taken away from the running web server mid-run, through the relay
 * `npm test` puts between them (scripts/lib/pg-relay.mjs, steered at E2E_PG_RELAY): first stopped (connections
 * dropped and refused), then hung (connections open, nothing answers). Pages and API routes answer 503 with
 * Retry-After and the §8.1 catalogue text in the page's language, quickly; pages whose data is cached stay
 * online; everything comes back on its own; a write that got a 2xx is stored, one during the outage gets 503.
 */

const RELAY = process.env.E2E_PG_RELAY ?? '';
/**
 * The longest a 503 may take once the server knows: nothing waits for the database then (a page's 503 is one
 * failed render through the server, well under a second on an idle machine; the margin is for a busy CI host).
 */
const FAST_MS = 3_000;
/** The proxy trusts a health answer this long (apps/web/src/outage/proxy-fallback.ts), plus a margin. */
const PROXY_MEMO_MS = 400;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const address = clientAddresses();

async function relay(action: 'cut' | 'open', mode?: 'refuse' | 'blackhole') {
  const response = await fetch(`${RELAY}/${action}${mode ? `?mode=${mode}` : ''}`, { method: 'POST' });
  expect(response.status, `relay ${action}`).toBe(200);
}

async function timed(request: Promise<RawResponse>): Promise<RawResponse & { ms: number }> {
  const started = Date.now();
  const response = await request;
  return { ...response, ms: Date.now() - started };
}

/** Polls the server's health check until it gives `status`; returns how long that took. */
async function healthBecomes(status: 200 | 503, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const health = await timed(hostRequest('localhost', '/api/health'));
    expect(health.ms, 'a health check never hangs').toBeLessThan(8_000);
    if (health.status === status) return Date.now() - started;
    expect(Date.now() - started, `health ${status} within ${withinMs} ms (last: ${health.status})`).toBeLessThan(
      withinMs,
    );
    await sleep(100);
  }
}

const catalogue = (lang: 'de' | 'en' | 'fr') => messages[lang].http.status['503'];

/** A 503 page: status, Retry-After, no caching, HTML in the page's language with the catalogue texts, quick. */
function expectUnavailablePage(response: RawResponse & { ms: number }, lang: 'de' | 'en', label: string) {
  expect(response.status, `${label}: ${response.body.slice(0, 200)}`).toBe(503);
  expect(response.headers['retry-after'], label).toBe('5');
  expect(response.headers['cache-control'], label).toBe('no-store');
  expect(response.headers['content-type'], label).toMatch(/^text\/html/);
  expect(response.body, label).toContain(`<html lang="${lang}">`);
  expect(response.body, label).toContain(`<h1>${catalogue(lang).status}</h1>`);
  expect(response.body, label).toContain(catalogue(lang).message);
  expect(response.ms, label).toBeLessThan(FAST_MS);
}

/** A 503 from an API route: the JSON problem with the catalogue text, Retry-After, quick. */
function expectUnavailableJson(response: RawResponse & { ms: number }, lang: 'de' | 'en' | 'fr', label: string) {
  expect(response.status, `${label}: ${response.body.slice(0, 200)}`).toBe(503);
  expect(response.headers['retry-after'], label).toBe('5');
  expect(response.headers['content-type'], label).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { status: number; error?: string; message?: string; title: string };
  expect(body.status, label).toBe(503);
  expect(body.title, label).toBe(catalogue(lang).status);
  expect(body.error ?? body.message, label).toBe(catalogue(lang).message);
  expect(response.body, label).not.toMatch(/ECONN|postgres|Failed query|timeout/i);
  expect(response.ms, label).toBeLessThan(FAST_MS);
}

const consent = (id: string, referer = 'http://localhost/de/de') =>
  timed(
    hostRequest('localhost', '/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer, 'x-forwarded-for': address() },
      body: JSON.stringify({ consentId: id, revision: 1, choices: { ESSENTIALS: true, MARKETING: false } }),
    }),
  );

const tracking = (keyword: string, language = 'de') =>
  timed(
    hostRequest('localhost', '/api/tracking', {
      method: 'PUT',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address() },
      body: new URLSearchParams({
        site: '1',
        language,
        action: 'searchSideNavigation',
        data: keyword,
        additional: '',
        page: '/de/de',
      }).toString(),
    }),
  );

const NEWS = '/de/de/aktuelles';
const contestEntry = (contestId: string, email: string) =>
  timed(
    hostRequest('brand-b.localhost', '/api/contest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address() },
      body: new URLSearchParams({
        contest: contestId,
        returnTo: NEWS,
        lang: 'de',
        answer: 'rund-900',
        terms: 'on',
        name: 'Ausfall Test',
        email,
      }).toString(),
    }),
  );

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.afterAll(async () => {
  // Whatever happened: the database goes back to the server (the pass's other checks and cleanup need it).
  if (RELAY) await fetch(`${RELAY}/open`, { method: 'POST' }).catch(() => undefined);
});

test('PostgreSQL stopped, then hung: 503 with the catalogue text at once, cached pages stay, recovery on its own, no write lost', async ({
  page,
}) => {
  expect(RELAY, 'E2E_PG_RELAY (set by npm test for its PostgreSQL pass)').not.toBe('');
  const api = await cmsClient(editorAccounts().find((account) => account.role === 'admin')!);
  const count = async (collection: string, field: string, value: string) => {
    const response = await api(
      `/cms-api/${collection}?where[${field}][equals]=${encodeURIComponent(value)}&depth=0&limit=0`,
    );
    expect(response.status, response.body.slice(0, 200)).toBe(200);
    return JSON.parse(response.body).totalDocs as number;
  };
  const contestId = (await hostRequest('brand-b.localhost', NEWS)).body.match(/name="contest" value="(\d+)"/)?.[1];
  expect(contestId, 'the seeded contest on brand B').toBeTruthy();
  const times: Record<string, number> = {};

  // Before: writes accepted, a page and its fragment served (and so in the data cache).
  const before = { consent: randomUUID(), keyword: `vorher${unique()}`, email: `vorher.${unique()}@example.org` };
  expect((await consent(before.consent)).status).toBe(204);
  expect((await tracking(before.keyword)).status).toBe(204);
  const entered = await contestEntry(contestId!, before.email);
  expect(entered.status).toBe(303);
  expect(String(entered.headers['set-cookie'])).toContain('meridian_contest=');
  expect((await hostRequest('localhost', '/de/de')).status).toBe(200);
  expect((await hostRequest('localhost', '/de/de?type=24818')).status).toBe(200);
  expect(JSON.parse((await hostRequest('localhost', '/api/health')).body)).toEqual({ status: 'ok' });

  const during = { consent: randomUUID(), keyword: `waehrend${unique()}`, email: `waehrend.${unique()}@example.org` };
  await test.step('stopped: connections dropped, new ones refused', async () => {
    await relay('cut', 'refuse');
    times['refuse: server knows'] = await healthBecomes(503, 5_000);
    await sleep(PROXY_MEMO_MS);
    // A page whose data is not cached (never asked for): the 503 page, in the page's language.
    expectUnavailablePage(
      await timed(hostRequest('localhost', `/de/de/ausfall-${unique()}`)),
      'de',
      'uncached German page',
    );
    const english = await timed(hostRequest('brand-a.localhost', `/de/en/outage-${unique()}?x=1`));
    expectUnavailablePage(english, 'en', 'uncached English page');
    expect(english.body).toContain(`>${messages.en.site.serverError.retry}</a>`);
    expect(english.body).toContain('href="/de/en"');
    times['refuse: page 503'] = english.ms;
    // What a visitor sees: the 503 page in the browser, accessible.
    const visit = await page.goto(siteUrl('brand-a.localhost', `/de/en/outage-${unique()}`));
    expect(visit?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue('en').status);
    await expect(page.getByRole('link', { name: messages.en.site.serverError.retry })).toBeVisible();
    const axe = await axeResults(page);
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.screenshot({ path: screenshotPath('database-outage-503') });
    // A page whose data is cached stays online.
    const cached = await timed(hostRequest('localhost', '/de/de'));
    expect(cached.status, 'cached page').toBe(200);
    expect(cached.body).toContain('data-site="group"');
    times['refuse: cached page 200'] = cached.ms;
    // ... with its images: media files are read from disk, not looked up in the database.
    const image = cached.body.match(/src="(\/cms-api\/media\/file\/[^"]+)"/)?.[1];
    expect(image, 'an image on the cached page').toBeTruthy();
    const imageFile = await timed(hostRequest('localhost', image!));
    expect(imageFile.status, 'image of the cached page').toBe(200);
    expect(imageFile.headers['content-type']).toMatch(/^image\//);
    times['refuse: image 200'] = imageFile.ms;
    // The side-navigation fragment of an uncached page: its JSON body with the catalogue text.
    const fragment = await timed(hostRequest('brand-c.localhost', `/de/en/outage-${unique()}?type=24818`));
    expectUnavailableJson(fragment, 'en', 'uncached fragment');
    times['refuse: fragment 503'] = fragment.ms;
    // Writes: 503, never a 2xx.
    const consentDuring = await consent(during.consent, 'http://localhost/de/en/privacy');
    expectUnavailableJson(consentDuring, 'en', 'consent log');
    times['refuse: consent 503'] = consentDuring.ms;
    expectUnavailableJson(await tracking(during.keyword, 'fr'), 'fr', 'search tracking');
    const entry = await contestEntry(contestId!, during.email);
    expectUnavailablePage(entry, 'de', 'contest entry');
    expect(entry.body).toContain(`href="${NEWS}"`);
    expect(entry.headers['set-cookie'], 'no "stored" confirmation').toBeUndefined();
    // The CMS: its admin and its REST API.
    expectUnavailablePage(
      await timed(hostRequest('localhost', '/admin', { headers: { 'accept-language': 'en' } })),
      'en',
      'CMS admin',
    );
    expectUnavailableJson(await timed(api('/cms-api/consent-log?limit=1') as Promise<RawResponse>), 'de', 'CMS REST');
  });

  await test.step('back: the pool reconnects by itself', async () => {
    await relay('open');
    times['refuse: back'] = await healthBecomes(200, 10_000);
    await sleep(PROXY_MEMO_MS);
    expect(
      (await hostRequest('localhost', `/de/de/ausfall-${unique()}`)).status,
      'lookups work again: unknown page',
    ).toBe(404);
    expect((await hostRequest('localhost', '/de/de')).status).toBe(200);
    expect((await hostRequest('brand-c.localhost', '/de/en?type=24818')).status).toBe(200);
    const after = randomUUID();
    expect((await consent(after)).status).toBe(204);
    // Accepted before the cut: stored. Refused during it: not stored. Accepted after: stored.
    expect(await count('consent-log', 'consentId', before.consent)).toBe(1);
    expect(await count('consent-log', 'consentId', during.consent)).toBe(0);
    expect(await count('consent-log', 'consentId', after)).toBe(1);
    expect(await count('search-tracking', 'data', before.keyword)).toBe(1);
    expect(await count('search-tracking', 'data', during.keyword)).toBe(0);
    expect(await count('contest-entries', 'email', before.email)).toBe(1);
    expect(await count('contest-entries', 'email', during.email)).toBe(0);
  });

  await test.step('hung: connections open, nothing answers — time-outs, not hangs', async () => {
    await relay('cut', 'blackhole');
    times['blackhole: server knows'] = await healthBecomes(503, 12_000);
    await sleep(PROXY_MEMO_MS);
    const page = await timed(hostRequest('localhost', `/de/de/ausfall-${unique()}`));
    expectUnavailablePage(page, 'de', 'uncached page (hung database)');
    times['blackhole: page 503'] = page.ms;
    expect((await hostRequest('localhost', '/de/de')).status, 'cached page (hung database)').toBe(200);
    expectUnavailableJson(
      await timed(hostRequest('localhost', `/de/de/ausfall-${unique()}?type=24818`)),
      'de',
      'fragment (hung database)',
    );
    const hungConsent = randomUUID();
    const write = await consent(hungConsent);
    expectUnavailableJson(write, 'de', 'consent log (hung database)');
    times['blackhole: consent 503'] = write.ms;
    await relay('open');
    times['blackhole: back'] = await healthBecomes(200, 10_000);
    await sleep(PROXY_MEMO_MS);
    expect((await hostRequest('localhost', `/de/de/ausfall-${unique()}`)).status).toBe(404);
    expect(await count('consent-log', 'consentId', hungConsent)).toBe(0);
    const after = randomUUID();
    expect((await consent(after)).status).toBe(204);
    expect(await count('consent-log', 'consentId', after)).toBe(1);
  });

  console.log(`database faults, times in ms: ${JSON.stringify(times)}`);
});
