import { expect, test, type Page } from '@playwright/test';
import { API_PORT, hostRequest, screenshotPath, siteUrl } from './support';

// The detail layer in the page's language, offers on their own company's site, trade-fair URLs, one search per
// career URL with a query, and what loading and failures look like (the API made slow or failing at the
// browser's network edge).

const offers = (page: Page) => page.locator('main .recruiting-offer');
const layer = (page: Page) => page.locator('dialog.recruiting-layer');
const detail = (page: Page) => layer(page).locator('.recruiting-detail');
const listModule = (page: Page) => page.locator('.recruiting-list-module').first();
const ready = (page: Page) => expect(page.locator('html[data-site-kit="ready"]')).toHaveCount(1);
const isSearch = (url: string) => url.includes(`:${API_PORT}/v4/recruiting/search`);

/** The API's own answer for an offer, to compare the layer with (same language, same title). */
async function apiTitle(jobId: string, lang: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${API_PORT}/v4/recruiting/details/${jobId}?lang=${lang}`, {
    headers: { 'x-meridian-api': '' },
  });
  return ((await response.json()) as { sjobbez: string }).sjobbez;
}

for (const { host, path, lang } of [
  { host: 'localhost', path: '/de/en/careers', lang: 'en' },
  { host: 'brand-a.localhost', path: '/fr/fr/carrieres', lang: 'fr' },
  { host: 'brand-c.localhost', path: '/de/en/careers', lang: 'en' },
]) {
  test(`${host}${path}: a click on an offer shows its detail in the page's language`, async ({ page }) => {
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v4/recruiting/details/')) detailRequests.push(request.url());
    });
    await page.goto(siteUrl(host, path));
    await ready(page);
    const second = offers(page).nth(1);
    const jobId = (await second.getAttribute('data-job-id'))!;
    await second.locator('a').click();
    await expect(detail(page)).toHaveAttribute('data-status', 'open');
    expect(detailRequests.length).toBeGreaterThan(0);
    expect(new URL(detailRequests.at(-1)!).searchParams.get('lang')).toBe(lang);
    const title = await apiTitle(jobId, lang);
    await expect(detail(page).locator('.recruiting-detail__title')).toHaveText(title.replace(/\u00ad/g, ''), {
      useInnerText: true,
    });
    if (lang === 'en') expect(title).not.toBe(await apiTitle(jobId, 'de'));
    // Previous/next carry the entry's titleshort (SPEC §2.2).
    const next = layer(page).locator('.sk-layer__next');
    await expect(next).toHaveAttribute('data-entry-titleshort', /\S/);
    await expect(next).toHaveAttribute('data-entry-url', new RegExp(`^${path}/\\d+/`));
  });
}

test("brand A's French list writes 'Durée :' with its space", async ({ page }) => {
  await page.goto(siteUrl('brand-a.localhost', '/fr/fr/carrieres?type=4'));
  await expect(offers(page).first()).toBeVisible();
  const label = page.locator('main .recruiting-offer__columns .recruiting-offer__cell-label').first();
  expect(await label.textContent()).toBe('Durée\u00a0: ');
});

test("another company's offer does not render inside a brand's site: 308 to its own site; the group keeps it", async () => {
  const search = await fetch(`http://127.0.0.1:${API_PORT}/v4/recruiting/search?company=halden&limit=1`, {
    headers: { 'x-meridian-api': '' },
  });
  const halden = ((await search.json()) as { matches: { njobid: number; urlpart: string }[] }).matches[0]!;
  const path = (career: string) => `${career}/${halden.njobid}/${halden.urlpart}`;

  const onBrandA = await hostRequest('brand-a.localhost', `${path('/de/de/karriere')}?utm_source=x`);
  expect([301, 308]).toContain(onBrandA.status);
  expect(onBrandA.headers.location).toMatch(
    new RegExp(`^http://brand-c\\.localhost:\\d+${path('/de/de/karriere')}\\?utm_source=x$`),
  );

  const own = await hostRequest('brand-c.localhost', path('/de/de/karriere'));
  expect(own.status).toBe(200);
  expect(own.body).toContain(`<link rel="canonical" href="http://brand-c.localhost:`);

  // The group site lists every company's offers: the page stays, its canonical URL and hiring organization are Halden's.
  const onGroup = await hostRequest('localhost', path('/de/de/karriere'));
  expect(onGroup.status).toBe(200);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(onGroup.body)?.[1];
  expect(canonical).toMatch(new RegExp(`^http://brand-c\\.localhost:\\d+${path('/de/de/karriere')}$`));
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(onGroup.body)![1]!) as {
    hiringOrganization: { name: string; logo: string };
  };
  expect(jsonLd.hiringOrganization.name).toBe('Halden Recruiting GmbH');
  expect(jsonLd.hiringOrganization.logo).toContain('/brands/brand-c/');
});

test('a wrong slug redirects with the query string kept (trade-fair mode, UTM)', async () => {
  const search = await fetch(`http://127.0.0.1:${API_PORT}/v4/recruiting/search?company=kestrel&limit=1`, {
    headers: { 'x-meridian-api': '' },
  });
  const offer = ((await search.json()) as { matches: { njobid: number; urlpart: string }[] }).matches[0]!;
  const response = await hostRequest(
    'brand-a.localhost',
    `/de/de/karriere/${offer.njobid}/wrong-slug?messemodus=1&utm_source=fair&utm_medium=qr`,
  );
  expect([301, 308]).toContain(response.status);
  expect(response.headers.location).toBe(
    `/de/de/karriere/${offer.njobid}/${offer.urlpart}?messemodus=1&utm_source=fair&utm_medium=qr`,
  );
});

test('trade-fair mode: the offer URL and its QR code keep messemodus and the UTM parameters', async ({ page }) => {
  const detailRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v4/recruiting/details/')) detailRequests.push(request.url());
  });
  await page.goto(siteUrl('brand-a.localhost', '/de/de/karriere?messemodus=1&utm_source=fair&utm_medium=qr'));
  await ready(page);
  await offers(page).nth(1).locator('a').click();
  await expect(detail(page)).toHaveAttribute('data-status', 'open');
  await expect(page).toHaveURL(/\/de\/de\/karriere\/\d+\/[^?]+\?messemodus=1&utm_source=fair&utm_medium=qr$/);
  const qrCodeUrl = new URL(detailRequests.at(-1)!).searchParams.get('qrCodeUrl');
  expect(qrCodeUrl).toBe(page.url());
  await expect(layer(page).locator('.recruiting-contact__qr img')).toBeVisible();
});

test('a career URL with a query is not searched again by the browser until the criteria change', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request.url())) searches.push(request.url());
  });
  await page.goto(siteUrl('brand-b.localhost', '/de/de/karriere?search=Lager&city=Hamburg'));
  await ready(page);
  const first = await offers(page).first().getAttribute('data-job-id');
  await page.waitForTimeout(1500);
  expect(searches).toEqual([]);
  expect(await offers(page).first().getAttribute('data-job-id')).toBe(first);
  await listModule(page).getByLabel('Suchbegriff').fill('Fahrer');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect.poll(() => searches.length).toBe(1);
  // The server's geocoded city is kept: the new search goes out with its coordinates, no geocoding round first.
  expect(new URL(searches[0]!).searchParams.get('lat')).toMatch(/^53\./);
});

test('a malformed escape in the URL is emptied, not shown (SPEC §5.1)', async () => {
  const response = await hostRequest('brand-a.localhost', '/de/de/karriere?search=%E0%A4%A');
  expect(response.status).toBe(200);
  expect(response.body).not.toContain('\ufffd');
  expect(response.body).toMatch(/name="search" value=""/);
});

test('loading and failures: progress on a slow search, only the error on a failed one, a failed next page keeps the results', async ({
  page,
}) => {
  await page.goto(siteUrl('brand-c.localhost', '/de/de/karriere'));
  await ready(page);
  await expect(offers(page)).toHaveCount(20);

  // Slow network: the old list stays (busy), with a visible, announced status line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/v4/recruiting/search**`, async (route) => {
    await held;
    await route.continue();
  });
  await listModule(page).getByLabel('Suchbegriff').fill('Berater');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  const results = page.locator('main .recruiting-results');
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(results.locator('.recruiting-results__progress[role="status"]')).toHaveText('Suche läuft …');
  await expect(results.locator('.recruiting-results__progress')).toBeVisible();
  await expect(offers(page)).toHaveCount(20);
  await page.screenshot({ path: screenshotPath('recruiting-layer-slow-search') });
  release();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(results.locator('.recruiting-results__progress')).not.toHaveAttribute('data-active', /.*/);
  await expect(results.locator('.recruiting-results__progress')).toHaveText('');
  await page.unroute(`**/v4/recruiting/search**`);

  // Failed next page: the 20 shown stay, the failure is said, a retry loads the page.
  await listModule(page).getByLabel('Suchbegriff').fill('');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(offers(page)).toHaveCount(20);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await page.route(`**/v4/recruiting/search**`, (route) => route.abort('connectionrefused'));
  await page.locator('main .recruiting-reload').click();
  const pageError = results.locator('.recruiting-results__page-error[role="alert"]');
  await expect(pageError).toContainText('Die nächsten Ergebnisse konnten nicht geladen werden.');
  await expect(offers(page)).toHaveCount(20);
  await page.unroute(`**/v4/recruiting/search**`);
  await pageError.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(offers(page)).toHaveCount(40);
  await expect(pageError).toHaveCount(0);

  // Failed search: the error toast only, no 'no jobs found, try another keyword' beside it.
  await page.route(`**/v4/recruiting/search**`, (route) => route.abort('connectionrefused'));
  await listModule(page).getByLabel('Suchbegriff').fill('Vertrieb');
  await listModule(page).getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page.locator('.sk-toast').filter({ hasText: 'Suche fehlgeschlagen' })).toHaveCount(1);
  await expect(offers(page)).toHaveCount(0);
  await expect(page.locator('main .recruiting-empty')).toHaveCount(0);
});

test('a failed offer fetch says so in the layer; Escape closes it and restores the list URL', async ({ page }) => {
  await page.goto(siteUrl('brand-b.localhost', '/de/de/karriere'));
  await ready(page);
  await page.route(`**/v4/recruiting/details/**`, (route) => route.abort('connectionrefused'));
  await offers(page).nth(2).locator('a').click();
  await expect(detail(page)).toHaveAttribute('data-status', 'failed');
  await expect(layer(page).locator('[role="alert"]')).toContainText('Das Angebot konnte nicht geladen werden.');
  await page.waitForTimeout(500); // slide-in animation
  await page.screenshot({ path: screenshotPath('recruiting-layer-detail-failed') });
  await page.keyboard.press('Escape');
  await expect(layer(page)).toHaveCount(0);
  await expect(page).toHaveURL(siteUrl('brand-b.localhost', '/de/de/karriere'));
});
