import { expect, test } from '@playwright/test';
import { hostRequest, siteUrl } from './support';

/**
 * Uploaded media files (issue #10): served from disk with a cache lifetime and validators, so a visitor's second
 * page view does not download the images again; indexable like the pages; nothing outside the media folder.
 */

const MEDIA_PREFIX = '/cms-api/media/file/';

async function heroImageOf(host: string, pathname: string): Promise<string> {
  const page = await hostRequest(host, pathname);
  expect(page.status).toBe(200);
  const src = page.body.match(/class="block-hero__image" src="([^"]+)"/)?.[1];
  expect(src, `a hero image on ${pathname}`).toMatch(new RegExp(`^${MEDIA_PREFIX}`));
  return src!;
}

test('a media file: its type, an hour of caching, validators and 304 answers; indexable; HEAD without a body', async () => {
  const src = await heroImageOf('brand-a.localhost', '/de/de');
  const file = await hostRequest('brand-a.localhost', src);
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toBe('image/webp');
  expect(file.body.length).toBeGreaterThan(1000);
  expect(file.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
  const etag = String(file.headers.etag);
  expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
  expect(Date.parse(String(file.headers['last-modified']))).toBeLessThanOrEqual(Date.now());
  // The sites' own images may be indexed; the CMS's API stays out of the index; SVG or not, nothing in a file runs.
  expect(file.headers['x-robots-tag']).toBeUndefined();
  expect(file.headers['content-security-policy']).toContain("default-src 'none'");
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  expect((await hostRequest('brand-a.localhost', '/cms-api/media?limit=1')).headers['x-robots-tag']).toBe('noindex, nofollow');

  const revalidated = await hostRequest('brand-a.localhost', src, { headers: { 'if-none-match': etag } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body).toBe('');
  expect(revalidated.headers.etag).toBe(etag);
  expect(revalidated.headers['cache-control']).toBe(file.headers['cache-control']);
  expect((await hostRequest('brand-a.localhost', src, { headers: { 'if-modified-since': String(file.headers['last-modified']) } })).status).toBe(304);
  expect((await hostRequest('brand-a.localhost', src, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);

  const head = await hostRequest('brand-a.localhost', src, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  expect(head.headers.etag).toBe(etag);
});

test('file names that are not media files: 404 with a JSON error, never a file from elsewhere, never a 500', async () => {
  const names = [
    'missing-image-400x225.webp',
    'cms.db',
    'payload-secret',
    '..%2Fcms.db',
    '..%2F..%2Fpackage.json',
    '%2E%2E%2Fpayload-secret',
    '.hidden.webp',
    'x.html',
    `${'a'.repeat(300)}.webp`,
    'a%00.webp',
    '%E0%A4%A.webp',
  ];
  for (const name of names) {
    const response = await hostRequest('localhost', `${MEDIA_PREFIX}${name}`);
    expect([400, 404], `${name}: ${response.status}`).toContain(response.status);
    expect(response.body, name).not.toContain('SQLite format');
    if (response.status === 404) expect(JSON.parse(response.body), name).toMatchObject({ status: 404 });
  }
  expect((await hostRequest('localhost', `${MEDIA_PREFIX}x.webp`, { method: 'POST', body: 'x' })).status).toBe(405);
});

test('in the browser: the images show, and a second visit takes them from the cache instead of downloading them', async ({ page }) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  // Downloads of media files: responses from the network, not from the memory or disk cache.
  const downloaded = new Map<string, number>();
  const fromCache = new Set<string>();
  client.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  client.on('Network.responseReceived', (event) => {
    const { url, status, fromDiskCache } = event.response;
    if (url.includes(MEDIA_PREFIX) && status === 200 && !fromDiskCache && !fromCache.has(event.requestId)) downloaded.set(url, (downloaded.get(url) ?? 0) + 1);
  });

  const url = siteUrl('brand-a.localhost', '/de/de');
  await page.goto(url);
  const hero = page.locator('.block-hero__image').first();
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const heroUrl = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(downloaded.get(heroUrl), 'first visit: downloaded once').toBe(1);

  // A link back to the same page, as a visitor would follow it (not a reload, which revalidates on purpose).
  await page.goto(siteUrl('brand-a.localhost', '/de/en'));
  await page.goto(url);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(downloaded.get(heroUrl), 'second visit: not downloaded again').toBe(1);
});
