import { expect, test } from '@playwright/test';
import { hostRequest, siteUrl, WEB_PORT } from './support';

/**
 * Uploaded media files: served from disk with a cache lifetime and validators, so a visitor's second
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
  expect((await hostRequest('brand-a.localhost', '/cms-api/media?limit=1')).headers['x-robots-tag']).toBe(
    'noindex, nofollow',
  );

  const revalidated = await hostRequest('brand-a.localhost', src, { headers: { 'if-none-match': etag } });
  expect(revalidated.status).toBe(304);
  expect(revalidated.body).toBe('');
  expect(revalidated.headers.etag).toBe(etag);
  expect(revalidated.headers['cache-control']).toBe(file.headers['cache-control']);
  expect(
    (
      await hostRequest('brand-a.localhost', src, {
        headers: { 'if-modified-since': String(file.headers['last-modified']) },
      })
    ).status,
  ).toBe(304);
  expect(
    (await hostRequest('brand-a.localhost', src, { headers: { 'if-none-match': '"something-else"' } })).status,
  ).toBe(200);

  const head = await hostRequest('brand-a.localhost', src, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  expect(head.headers.etag).toBe(etag);
});

test('byte ranges: one part with 206 and Content-Range, 416 beyond the end, the whole file once it changed or for several parts', async () => {
  const src = await heroImageOf('brand-a.localhost', '/de/de');
  // Node's fetch for the bytes (hostRequest reads text); the media route answers on any of the sites' hosts.
  const fetchFile = (headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`http://localhost:${WEB_PORT}${src}`, { method, headers });
  const whole = await fetchFile();
  expect(whole.status).toBe(200);
  expect(whole.headers.get('accept-ranges')).toBe('bytes');
  const bytes = Buffer.from(await whole.arrayBuffer());
  const lastModified = whole.headers.get('last-modified')!;

  const part = await fetchFile({ range: 'bytes=100-299' });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 100-299/${bytes.length}`);
  expect(part.headers.get('etag')).toBe(whole.headers.get('etag'));
  expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 300))).toBe(true);

  const tail = await fetchFile({ range: 'bytes=-64', 'if-range': lastModified });
  expect(tail.status).toBe(206);
  expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 64))).toBe(true);

  const beyond = await fetchFile({ range: `bytes=${bytes.length}-` });
  expect(beyond.status).toBe(416);
  expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  expect(await beyond.json()).toMatchObject({ status: 416 });

  // The file changed since the client's first part (another date), several parts, a HEAD: the whole file.
  for (const [headers, method] of [
    [{ range: 'bytes=0-9', 'if-range': 'Thu, 01 Jan 2026 00:00:00 GMT' }, 'GET'],
    [{ range: 'bytes=0-9,500-599' }, 'GET'],
    [{ range: 'bytes=0-9' }, 'HEAD'],
  ] as const) {
    const response = await fetchFile(headers, method);
    expect(response.status, JSON.stringify(headers)).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).length).toBe(method === 'HEAD' ? 0 : bytes.length);
  }
});

test('in the browser: a fetch with a Range header gets the part it asked for', async ({ page }) => {
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  const src = await page.locator('.block-hero__image').first().getAttribute('src');
  const [whole, part] = await page.evaluate(async (url) => {
    const read = async (response: Response) => ({
      status: response.status,
      range: response.headers.get('content-range'),
      bytes: Array.from(new Uint8Array(await response.arrayBuffer())),
    });
    return Promise.all([
      read(await fetch(url, { cache: 'no-store' })),
      read(await fetch(url, { cache: 'no-store', headers: { range: 'bytes=8-15' } })),
    ]);
  }, src!);
  expect(whole.status).toBe(200);
  expect(part.status).toBe(206);
  expect(part.range).toBe(`bytes 8-15/${whole.bytes.length}`);
  expect(part.bytes).toEqual(whole.bytes.slice(8, 16));
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

test('in the browser: the images show, and a second visit takes them from the cache instead of downloading them', async ({
  page,
}) => {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  // Downloads of media files: responses from the network, not from the memory or disk cache.
  const downloaded = new Map<string, number>();
  const fromCache = new Set<string>();
  client.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  client.on('Network.responseReceived', (event) => {
    const { url, status, fromDiskCache } = event.response;
    if (url.includes(MEDIA_PREFIX) && status === 200 && !fromDiskCache && !fromCache.has(event.requestId))
      downloaded.set(url, (downloaded.get(url) ?? 0) + 1);
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
