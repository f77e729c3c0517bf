import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import {
  SITES,
  cmsClient,
  editorAccounts,
  hostRequest,
  lexicalParagraph,
  lexicalRoot,
  lexicalText,
  siteUrl,
  WEB_PORT,
} from './support';

/**
 * The server's page cache (apps/web/src/page-cache): public pages are rendered once and served to every visitor,
 * each response with a nonce of its own; personal requests never get another visitor's page; a CMS change shows at
 * once; script stored through the CMS still never runs on a kept page, in Chromium and in Firefox.
 */

const HOST = 'brand-b.localhost';
/** What a browser's document request asks for; Next's client navigations fetch the same URLs with other Accepts. */
const DOCUMENT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]);
const scriptPolicy = (policy: unknown) => /script-src [^;]*/.exec(String(policy))?.[0] ?? '';

/**
 * Requests the page until one answer comes from the cache. Other specs edit the CMS at the same time, and every
 * change empties the cache: a page kept a moment ago may be rendered again.
 */
async function keptAnswer(path: string) {
  let answer = await hostRequest(HOST, path, { headers: DOCUMENT });
  await expect
    .poll(
      async () => {
        answer = await hostRequest(HOST, path, { headers: DOCUMENT });
        return answer.headers['x-meridian-page-cache'];
      },
      { timeout: 20_000, intervals: [50, 100, 250] },
    )
    .toBe('hit');
  return answer;
}

async function brandBClient() {
  const api = await cmsClient(editorAccounts().find((account) => account.site === 'brand-b')!);
  const site = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs[0].id as number;
  return { api, site };
}

/** A published page of brand B with one rich-text paragraph; returns its id and path. */
async function createPage(title: string, paragraph: string) {
  const { api, site } = await brandBClient();
  const slug = `cache-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  const created = await api('/cms-api/pages?locale=de', 'POST', {
    title,
    slug,
    tenant: site,
    _status: 'published',
    layout: [
      {
        blockType: 'richText',
        content: lexicalRoot([lexicalParagraph([lexicalText(paragraph)])]),
      },
    ],
  });
  expect(created.status, created.body).toBe(201);
  return { api, id: JSON.parse(created.body).doc.id as number, path: `/de/de/${slug}` };
}

test('a public page is rendered once, then served from the cache with a fresh nonce on every response', async () => {
  const { path } = await createPage('Cache page', 'Kept for every visitor.');
  const first = await hostRequest(HOST, path, { headers: DOCUMENT });
  expect(first.status).toBe(200);
  expect(first.headers['x-meridian-page-cache']).toMatch(/^(miss|hit)$/);
  const second = await keptAnswer(path);
  const third = await keptAnswer(path);
  for (const response of [second, third]) {
    expect(response.status).toBe(200);
    expect(response.headers['x-meridian-page-cache']).toBe('hit');
  }
  const nonces = [first, second, third].map((response) => nonceOf(response.headers['content-security-policy']));
  expect(new Set(nonces).size).toBe(3);
  // Every script of each response carries that response's nonce, and no other response's.
  for (const [index, response] of [first, second, third].entries()) {
    const used = scriptNonces(response.body);
    expect(used.length).toBeGreaterThan(3);
    expect(new Set(used)).toEqual(new Set([nonces[index]]));
  }
  expect(scriptPolicy(second.headers['content-security-policy'])).toMatch(/'strict-dynamic'/);
  expect(scriptPolicy(second.headers['content-security-policy'])).not.toContain('unsafe-inline');
  // Shared caches in front must not keep it: the nonce is this response's.
  expect(String(second.headers['cache-control'])).toMatch(/private|no-store/);
});

test('personal requests never get a kept page: preview, signed-in editor, contest outcome, navigation, fragment', async () => {
  const { path } = await createPage('Personal page', 'Not for everybody.');
  await keptAnswer(path);
  const personal: [string, Record<string, string>][] = [
    [`${path}?ADMCMD_prev=invalid`, {}],
    [path, { cookie: 'payload-token=abc' }],
    [path, { cookie: 'meridian_contest=abc' }],
    [path, { rsc: '1', accept: '*/*' }],
    [`${path}?type=24818`, {}],
  ];
  for (const [url, headers] of personal) {
    const response = await hostRequest(HOST, url, { headers: { ...DOCUMENT, ...headers } });
    expect(response.headers['x-meridian-page-cache'], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
  }
  // A client navigation's fetch of a kept page gets its React Server Component payload, never the HTML.
  const payload = await hostRequest(HOST, `${path}?_rsc`, { headers: { rsc: '1' } });
  expect(String(payload.headers['content-type'])).toContain('text/x-component');
  // A HEAD or a POST is not answered from the cache either.
  expect(
    (await hostRequest(HOST, path, { method: 'HEAD', headers: DOCUMENT })).headers['x-meridian-page-cache'],
  ).toBeUndefined();
});

test('an editor’s change shows on the next request, without waiting for the cache', async () => {
  const { api, id, path } = await createPage('Before the edit', 'First version.');
  const kept = await keptAnswer(path);
  expect(kept.body).toContain('Before the edit');
  const updated = await api(`/cms-api/pages/${id}?locale=de`, 'PATCH', { title: 'After the edit' });
  expect(updated.status, updated.body).toBe(200);
  const next = await hostRequest(HOST, path, { headers: DOCUMENT });
  expect(next.headers['x-meridian-page-cache']).not.toBe('hit');
  expect(next.body).toContain('After the edit');
  expect(next.body).not.toContain('Before the edit');
});

/** A browser's document request taking gzip, the body as it came over the wire. */
function gzipRequest(path: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: WEB_PORT,
        path,
        agent: false,
        headers: { host: `${HOST}:${WEB_PORT}`, ...DOCUMENT, 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      },
    );
    request.on('error', reject);
  });
}

test('a kept page answered before Next.js routes it has the headers of the page through the proxy, gzipped once for browsers', async () => {
  const { path } = await createPage('Fast page', 'Served before the framework.');
  const rendered = await hostRequest(HOST, path, { headers: { ...DOCUMENT, cookie: 'payload-token=none' } });
  const kept = await keptAnswer(path);
  // The same headers as a page Next.js rendered for this visitor, but for the cache's own and the transfer's.
  const names = (headers: http.IncomingHttpHeaders) =>
    Object.keys(headers)
      .filter((name) => !['x-meridian-page-cache', 'content-length', 'transfer-encoding', 'date'].includes(name))
      .sort();
  expect(names(kept.headers)).toEqual(names(rendered.headers));
  expect(kept.headers.vary).toBe(rendered.headers.vary);
  expect(kept.headers['content-type']).toBe(rendered.headers['content-type']);
  // Answered whole by the web server's fast path (Next.js streams its pages in chunks).
  expect(kept.headers['transfer-encoding']).toBeUndefined();
  expect(Number(kept.headers['content-length'])).toBe(Buffer.byteLength(kept.body));
  // Over gzip: one layer of it, the page with this response's nonce in every script and in the policy.
  let zipped = await gzipRequest(path);
  await expect
    .poll(async () => (zipped = await gzipRequest(path)).headers['x-meridian-page-cache'], { timeout: 20_000 })
    .toBe('hit');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
  const html = zlib.gunzipSync(zipped.body).toString('utf8');
  expect(html).toContain('Served before the framework.');
  expect(html.length).toBeGreaterThan(zipped.body.length * 2);
  const nonce = nonceOf(zipped.headers['content-security-policy']);
  expect(new Set(scriptNonces(html))).toEqual(new Set([nonce]));
  expect(html.replaceAll(nonce!, '')).toBe(kept.body.replaceAll(nonceOf(kept.headers['content-security-policy'])!, ''));
});

test('what a CDN may keep names its cache tags for the purge hook; pages and personal answers name none', async () => {
  const { id, path } = await createPage('Tagged page', 'Kept in front of the server by its tags.');
  const fragment = await hostRequest(HOST, `${path}?type=24818`);
  expect(fragment.status).toBe(200);
  expect(String(fragment.headers['cache-control'])).toContain('s-maxage');
  const tags = String(fragment.headers['cache-tag']).split(',');
  expect(tags).toContain(`page:${id}`);
  expect(tags.some((tag) => /^site:\d+:pages$/.test(tag))).toBe(true);
  expect(fragment.headers['surrogate-key']).toBe(tags.join(' '));
  const sitemap = await hostRequest(HOST, '/sitemaps/pages-1.xml');
  expect(sitemap.status).toBe(200);
  expect(String(sitemap.headers['cache-tag'])).toMatch(/^site:\d+:pages$/);
  // A page's nonce is its own: nothing in front may keep it, so it names no tags.
  const kept = await keptAnswer(path);
  expect(kept.headers['cache-tag']).toBeUndefined();
  const preview = await hostRequest(HOST, `${path}?type=24818&ADMCMD_prev=invalid`);
  expect(String(preview.headers['cache-control'])).toContain('private');
  expect(preview.headers['cache-tag']).toBeUndefined();
});

const XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

test('script stored through the CMS never runs on a kept page, and the page’s own scripts do (Chromium)', async ({
  page,
}) => {
  const { path } = await createPage('Kept XSS page', XSS);
  // Loaded until the browser got the kept page (a CMS change elsewhere may empty the cache in between).
  await expect(async () => {
    await keptAnswer(path);
    const response = await page.goto(siteUrl(HOST, path));
    expect(response?.headers()['x-meridian-page-cache']).toBe('hit');
  }).toPass({ timeout: 30_000 });
  // site-kit's scripts ran: the nonce stamped into the kept page is the one the policy allows.
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
  await expect(page.locator('main')).toContainText('<script>window.__xss=1</script>');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('script stored through the CMS never runs on a kept page, and the page’s own scripts do (Firefox)', async () => {
  const { path } = await createPage('Kept XSS page in Firefox', XSS);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'network.dns.localDomains': SITES.map((site) => site.host).join(',') },
  });
  try {
    const page = await browser.newPage();
    await expect(async () => {
      await keptAnswer(path);
      const response = await page.goto(siteUrl(HOST, path), { waitUntil: 'load' });
      expect(response?.headers()['x-meridian-page-cache']).toBe('hit');
    }).toPass({ timeout: 30_000 });
    await page.waitForSelector('html[data-site-kit="ready"]', { timeout: 30_000 });
    expect(await page.$eval('main', (main) => main.textContent)).toContain('<script>window.__xss=1</script>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  } finally {
    await browser.close();
  }
});
