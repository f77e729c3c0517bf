import type { Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { API_PORT, WEB_PORT, hostRequest, screenshotPath } from './support';

// The standalone embed (packages/recruiting/embed) as a partner uses it: the script served by both services at
// /meridian-recruiting.js, loaded by partner pages on another origin (embed/serve.mjs, a static server like a
// partner's), calling the real API.
const API = `http://localhost:${API_PORT}`;
const WEB = `http://localhost:${WEB_PORT}`;
const layers = (page: Page) => page.locator('dialog.recruiting-layer[open]');
const detail = (page: Page) => layers(page).locator('.recruiting-detail');

let apiPages: Server;
let webPages: Server;
const origin = (server: Server, host = 'embed.localhost') =>
  `http://${host}:${(server.address() as { port: number }).port}`;

test.beforeAll(async () => {
  const { serveEmbed } = await import('../packages/recruiting/embed/serve.mjs');
  // The same pages, once loading the script from the API and once from the sites' server.
  apiPages = await serveEmbed(0, { api: API });
  webPages = await serveEmbed(0, { api: WEB });
});
test.afterAll(async () => {
  await Promise.all(
    [apiPages, webPages].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

test('both services serve the script for any origin, with its type, version and cache headers', async () => {
  const targets = [
    { service: 'api', host: 'localhost', port: API_PORT },
    { service: 'web', host: 'localhost', port: WEB_PORT },
    { service: 'web', host: 'brand-c.localhost', port: WEB_PORT },
  ];
  for (const { service, host, port } of targets) {
    const get = (headers: Record<string, string> = {}, query = '') =>
      hostRequest(host, `/meridian-recruiting.js${query}`, {
        port,
        headers: { origin: 'https://partner.example', ...headers },
      });
    const response = await get();
    expect(response.status, `${service} ${host}`).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(response.body).toContain('customElements');
    // Both fill in the installation's API as the default `api` (the placeholder never reaches a browser).
    expect(response.body).toContain(API);
    expect(response.body).not.toContain('__MERIDIAN_RECRUITING_API__');
    expect((await get({ 'if-none-match': etag })).status).toBe(304);
    const versioned = await get({}, `?v=${etag.slice(1, -1)}`);
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  // The API compresses the script itself (about 120 KB instead of 400 KB).
  const zipped = await hostRequest('localhost', '/meridian-recruiting.js', {
    port: API_PORT,
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(Number(zipped.headers['content-length'])).toBeLessThan(160_000);
});

test('two instances on one partner page: each opens its own offers, Back reopens exactly one layer', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin(apiPages)}/example.html`);
  const kestrel = page.locator('meridian-recruiting#jobs');
  const halden = page.locator('#halden');
  await expect(kestrel.locator('.recruiting')).toHaveAttribute('data-variant', 'brand-a');
  await expect(halden.locator('.recruiting')).toHaveAttribute('data-variant', 'brand-c');
  await expect(kestrel.locator('.recruiting-offer')).toHaveCount(10);
  await expect(halden.locator('.recruiting-offer')).toHaveCount(5);

  // Kestrel (career path /jobs): the offer path; its layer shows its offer.
  await kestrel.locator('.recruiting-offer a').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/[^/?]+$/);
  const kestrelId = new URL(page.url()).pathname.split('/')[2];
  await expect(layers(page)).toHaveCount(1);
  await expect(detail(page)).toHaveAttribute('data-status', 'open');
  await expect(detail(page)).toHaveAttribute('data-job-id', kestrelId!);
  await page.keyboard.press('Escape');
  await expect(layers(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/example\.html$/);

  // Back: the Kestrel entry again, one layer, Kestrel's offer (brand C's instance stays closed).
  await page.goBack();
  await expect(detail(page)).toHaveAttribute('data-status', 'open');
  await expect(layers(page)).toHaveCount(1);
  await expect(detail(page)).toHaveAttribute('data-job-id', kestrelId!);
  await page.screenshot({ path: screenshotPath('embed-two-instances-back') });
  await page.keyboard.press('Escape');
  await expect(layers(page)).toHaveCount(0);

  // Halden (no career path): the offer goes into this page's query, named by the instance.
  await halden.locator('.recruiting-offer a').first().click();
  await expect(page).toHaveURL(/\/example\.html\?meridian-offer=\d+-[^&]+&meridian-instance=halden$/);
  await expect(layers(page)).toHaveCount(1);
  const haldenId = /meridian-offer=(\d+)/.exec(page.url())![1]!;
  await expect(detail(page)).toHaveAttribute('data-job-id', haldenId);
  await page.keyboard.press('Escape');
  await expect(layers(page)).toHaveCount(0);
  await page.goBack();
  await expect(layers(page)).toHaveCount(1);
  await expect(detail(page)).toHaveAttribute('data-job-id', haldenId);
  // Back twice more: Halden's list entry, then the Kestrel offer entry — always at most one layer.
  await page.goBack();
  await expect(layers(page)).toHaveCount(0);
  await page.goBack();
  await expect(layers(page)).toHaveCount(1);
  await expect(detail(page)).toHaveAttribute('data-job-id', kestrelId!);
  await page.keyboard.press('Escape');
  await expect(layers(page)).toHaveCount(0);

  // One toast region for the page: a failed search (the network cut for it) is told once, not once per instance.
  await page.route('**/v4/recruiting/search**', (route) => route.abort('connectionrefused'));
  await halden.locator('input[name="search"]').fill('Pflege');
  await halden.locator('input[name="search"]').press('Enter');
  await expect(page.locator('.sk-toast')).toHaveCount(1);
  await expect(page.locator('[data-meridian-recruiting-toasts]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("the minimal snippet (script from the sites' server): an offer URL survives a reload", async ({ page }) => {
  await page.goto(`${origin(webPages)}/minimal.html`);
  const module = page.locator('[data-meridian-recruiting] .recruiting');
  await expect(module).toHaveAttribute('data-variant', 'brand-c');
  await expect(page.locator('[data-meridian-recruiting] .recruiting-offer').first()).toBeVisible();
  await page.locator('[data-meridian-recruiting] .recruiting-offer a').first().click();
  await expect(page).toHaveURL(/\/minimal\.html\?meridian-offer=\d+-[^&]+&meridian-instance=1$/);
  const jobId = /meridian-offer=(\d+)/.exec(page.url())![1]!;
  await expect(detail(page)).toHaveAttribute('data-status', 'open');
  const title = await layers(page).locator('h1, h2').first().innerText();

  // Reload (or a shared link): the same static page, the same offer open.
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(detail(page)).toHaveAttribute('data-status', 'open');
  await expect(detail(page)).toHaveAttribute('data-job-id', jobId);
  await expect(layers(page).locator('h1, h2').first()).toHaveText(title);
  await page.keyboard.press('Escape');
  await expect(layers(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/minimal\.html$/);

  // A link naming no instance (written by hand) opens in the page's first instance too.
  await page.goto(`${origin(webPages)}/minimal.html?meridian-offer=${jobId}`);
  await expect(detail(page)).toHaveAttribute('data-job-id', jobId);
});

test('an origin the API does not allow gets one console error for the site owner and one message per module', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[meridian-recruiting]'))
      consoleErrors.push(message.text());
  });
  // 127.0.0.1 is not among the API's allowed origins (without CORS_ORIGINS: localhost and *.localhost).
  const refused = origin(apiPages, '127.0.0.1');
  await page.goto(`${refused}/example.html`);
  await expect(page.locator('.recruiting-unavailable')).toHaveCount(2);
  await expect(page.locator('#jobs .recruiting-unavailable')).toContainText('Job search unavailable');
  await expect(page.locator('#halden .recruiting-unavailable')).toContainText('Jobsuche nicht verfügbar');
  await expect.poll(() => consoleErrors.length).toBe(1);
  expect(consoleErrors[0]).toContain(refused);
  expect(consoleErrors[0]).toContain('CORS_ORIGINS');
  // No failed-search toasts, no "no jobs found".
  await page.waitForTimeout(500);
  await expect(page.locator('.sk-toast')).toHaveCount(0);
  await expect(page.getByText(/Keine Jobs gefunden|No jobs found|Suche fehlgeschlagen/)).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('embed-refused-origin') });
});
