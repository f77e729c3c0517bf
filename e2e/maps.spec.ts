import http from 'node:http';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE, DEMO_CONFIGURED_ITEMS, saveChoice, serializeConsent } from '@meridian/site-kit/consent';
import { API_PORT, expectNoViolations, screenshotPath, SITES, siteUrl } from './support';
import { WEBGL_LAUNCH } from './browser';

// Maps: the demo maps on every contact page — address markers with routing and the popup layer, branch
// maps from the API's map data call, cluster maps from page GeoJSON — on the offline basemap, behind the maps
// consent. WebGL runs in software (SwiftShader): the default launch options disable the GPU.

test.use({
  launchOptions: WEBGL_LAUNCH,
  viewport: { width: 1280, height: 900 },
});
// Software WebGL on a shared 2-core machine: a map takes several seconds to draw.
test.slow();

const de = messages.de.map;
const mapOf = (page: Page, source: string) => page.locator(`.sk-map[data-map-source="${source}"]`);

/** A consent that allows the maps service (plus essentials) on every site host. */
async function allowMaps(context: BrowserContext) {
  const value = serializeConsent({
    id: '00000000-0000-4000-8000-000000000007',
    revision: 1,
    record: saveChoice({ MAPBOX: true }, DEMO_CONFIGURED_ITEMS),
  });
  const hosts = [...SITES.map((site) => site.host), 'group.localhost'];
  await context.addCookies(
    hosts.map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/', sameSite: 'Lax' as const })),
  );
}

/** Keyboard activation (the markers are buttons); also keeps the sticky site header out of the way. */
async function activate(target: Locator) {
  await target.focus();
  await target.page().keyboard.press('Enter');
}

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(siteUrl(host, pathname));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
}

/** Scrolls the map into view (maps start lazily) and waits until it is ready. */
async function ready(map: Locator) {
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
  // The basemap's sources are loaded and drawn (no pending tiles).
  await map.page().waitForTimeout(500);
}

/** The body's size as sent (compressed, not decoded), and its content encoding. */
function bytesOnTheWire(url: string): Promise<{ encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

test('software WebGL is available to the maps', async ({ page }) => {
  await page.goto(siteUrl('localhost', '/de/de'));
  expect(await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl2')))).toBe(true);
});

test('the offline basemap is served by the site: style, data, font, worker', async ({ request }) => {
  const base = siteUrl('localhost', '/api/maps');
  const style = await (await request.get(`${base}/style.json?lang=de&water=%2375cff0`)).json();
  expect(style.layers.map((layer: { id: string }) => layer.id)).toEqual([
    'water',
    'land',
    'borders',
    'town-dots',
    'town-labels',
    'city-dots',
    'country-labels',
    'city-labels',
  ]);
  expect(style.glyphs).toBeUndefined();
  const places = await (await request.get(`${base}/places.geojson`)).json();
  expect(places.features.length).toBeGreaterThan(1000);
  // Towns and districts: what a map at a branch's or an offer's zoom shows (not an empty land area).
  const towns = await request.get(`${base}/towns.geojson`, { headers: { 'accept-encoding': 'gzip' } });
  expect((await towns.json()).features.length).toBeGreaterThan(5000);
  // Everything the basemap loads stays under 1 MB over the wire.
  let wire = 0;
  for (const name of ['land', 'borders', 'places', 'towns']) {
    const { encoding, bytes } = await bytesOnTheWire(`${base}/${name}.geojson`);
    expect(encoding, name).toBe('gzip');
    wire += bytes;
  }
  expect(wire).toBeLessThan(1_000_000);
  expect((await request.get(`${base}/fonts/inter-latin.woff2`)).headers()['content-type']).toBe('font/woff2');
  expect((await request.get(`${base}/maplibre-gl-worker.mjs`)).status()).toBe(200);
  expect((await request.get(`${base}/../../etc/passwd`)).status()).toBe(404);
});

test('until the maps service is allowed, maps show the consent placeholder; its button allows and loads them', async ({
  page,
  context,
}) => {
  await visit(page, 'brand-c.localhost', '/de/de/kontakt');
  const map = mapOf(page, 'address');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-state', 'consent');
  await expect(page.locator('.maplibregl-canvas')).toHaveCount(0);
  await expect(map.getByText(de.consent.text)).toBeVisible();
  await page.screenshot({ path: screenshotPath('maps-consent-placeholder'), fullPage: false });
  await expectNoViolations(page, 'brand-c contact page with consent placeholders');

  await map.getByRole('button', { name: de.consent.allow }).click();
  await ready(map);
  const cookie = (await context.cookies(siteUrl('brand-c.localhost', '/'))).find((c) => c.name === CONSENT_COOKIE)!;
  expect(decodeURIComponent(cookie.value)).toContain('"MAPBOX":true');
  // Every map of the page follows the consent.
  await ready(mapOf(page, 'rst_branches'));
});

test.describe('with the maps service allowed', () => {
  test.beforeEach(async ({ context }) => allowMaps(context));

  test('address map: marker popup with routing in a new tab and the marker URL in the popup layer', async ({
    page,
  }) => {
    const layerRequests: string[] = [];
    page.on('request', (request) => {
      if (/[?&]type=24818/.test(request.url())) layerRequests.push(request.url());
    });
    await visit(page, 'localhost', '/de/de/kontakt');
    const map = mapOf(page, 'address');
    await ready(map);
    await expect(map.locator('button.sk-map-marker')).toHaveCount(2);
    const marker = map.locator('button.sk-map-marker').first();
    await page.screenshot({ path: screenshotPath('maps-address-group'), clip: (await map.boundingBox())! });

    await activate(marker);
    const popup = map.locator('.maplibregl-popup');
    await expect(popup).toContainText('Velora Group SE – Zentrale');
    await expect(map.locator('[data-map-live]')).toContainText('Velora Group SE – Zentrale');
    const route = popup.getByRole('link', { name: de.route });
    await expect(route).toHaveAttribute('target', '_blank');
    const href = new URL((await route.getAttribute('href'))!);
    expect(href.searchParams.get('daddr')).toBe('Kaiserswerther Straße 115, 40474 Düsseldorf');
    await page.screenshot({ path: screenshotPath('maps-address-popup'), clip: (await map.boundingBox())! });

    await activate(popup.getByRole('link', { name: de.more }));
    const layer = page.locator('dialog.sk-layer');
    await expect(layer).toBeVisible();
    await expect(layer).toContainText('Unsere Geschichte');
    expect(layerRequests.some((url) => new URL(url).pathname === '/de/de/ueber-uns')).toBe(true);
  });

  test("brand C branch map: the API's offices, the head office under the legal name, 360 px popups", async ({
    page,
  }) => {
    const dataCalls: { url: string; header: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v4/data/mapbranches/'))
        dataCalls.push({ url: request.url(), header: request.headers()['x-meridian-api'] });
    });
    await visit(page, 'brand-c.localhost', '/de/de/kontakt');
    const map = mapOf(page, 'rst_branches');
    await ready(map);
    expect(dataCalls).toEqual([{ url: `http://localhost:${API_PORT}/v4/data/mapbranches/4`, header: '' }]);
    await expect(map.locator('button.sk-map-marker')).toHaveCount(9);
    // Text alternative: every office with its address.
    await map.locator('.sk-map__list summary').click();
    await expect(map.locator('.sk-map__list li')).toHaveCount(9);
    await expect(map.locator('.sk-map__list')).toContainText(
      'Halden Recruiting GmbH, Maximilianstraße 35, 80539 München',
    );
    await expect(map.locator('.sk-map__list')).not.toContainText('Zentrale');

    await activate(map.getByRole('button', { name: 'Details anzeigen: Halden Recruiting GmbH' }));
    const popup = map.locator('.maplibregl-popup');
    await expect(popup.locator('h3')).toHaveText('Halden Recruiting GmbH');
    await expect(popup).toContainText('Maximilianstraße 35');
    await expect(popup.getByRole('link', { name: /zentrale@halden-recruiting\.example/ })).toHaveAttribute(
      'href',
      'mailto:zentrale@halden-recruiting.example',
    );
    expect(await popup.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('360px');
    await page.screenshot({ path: screenshotPath('maps-branches-brand-c'), clip: (await map.boundingBox())! });
    await expectNoViolations(page, 'brand-c contact page with maps');
  });

  test('routed data call (brand A): compass, search with the search marker, 240 px popups', async ({ page }) => {
    await visit(page, 'brand-a.localhost', '/de/de/kontakt');
    const map = mapOf(page, 'route');
    await ready(map);
    await expect(map.locator('button.sk-map-marker')).toHaveCount(19);
    await expect(map.locator('.maplibregl-ctrl-compass')).toHaveCount(1);
    await activate(map.locator('button.sk-map-marker').first());
    expect(await map.locator('.maplibregl-popup').evaluate((el) => getComputedStyle(el).maxWidth)).toBe('240px');
    await map.getByLabel(de.search.label).fill('Bremen');
    await map.getByRole('button', { name: de.search.submit }).click();
    await expect(map.locator('[data-map-live]')).toContainText('Bremen');
    await page.screenshot({ path: screenshotPath('maps-route-brand-a'), clip: (await map.boundingBox())! });
  });

  test('cluster map: clusters ease to their expansion zoom; above max zoom a popup lists every office', async ({
    page,
  }) => {
    await visit(page, 'brand-b.localhost', '/de/de/kontakt');
    const map = mapOf(page, 'cluster');
    await ready(map);
    const clusters = map.locator('button.sk-map-cluster');
    await expect(clusters.first()).toBeVisible();
    await page.screenshot({ path: screenshotPath('maps-cluster-brand-b'), clip: (await map.boundingBox())! });
    // The list has the de-duplicated offices (13 in the GeoJSON, one listed twice).
    await expect(map.locator('.sk-map__list li')).toHaveCount(12);

    // Follow the cluster nearest to the two Hamburg offices in one building until it opens the leaves popup.
    const target = [9.9397, 53.5461];
    const leaves = map.locator('.sk-map-popup__leaves');
    for (let step = 0; step < 12 && !(await leaves.isVisible()); step++) {
      const positions = await clusters.evaluateAll((buttons) =>
        buttons
          .filter((b) => !b.classList.contains('sk-map-cluster--point'))
          .map((b) => (b as HTMLElement).dataset.lngLat!.split(',').map(Number)),
      );
      expect(positions.length, 'a cluster is left to follow').toBeGreaterThan(0);
      const distance = (p: number[]) => Math.hypot(p[0]! - target[0]!, p[1]! - target[1]!);
      const nearest = positions.reduce((best, p) => (distance(p) < distance(best) ? p : best));
      const canvas = map.locator('.sk-map__canvas');
      const zoomBefore = Number(await canvas.getAttribute('data-zoom'));
      await activate(map.locator(`button.sk-map-cluster[data-lng-lat="${nearest.join(',')}"]`));
      // Either the leaves popup opens or the map eases in to the cluster's expansion zoom.
      await expect
        .poll(async () => (await leaves.isVisible()) || Number(await canvas.getAttribute('data-zoom')) > zoomBefore)
        .toBe(true);
      if (!(await leaves.isVisible())) await page.waitForTimeout(800);
    }
    await expect(leaves).toBeVisible();
    await expect(leaves.locator('.sk-map-popup__block h3')).toHaveText('Hamburg');
    await expect(leaves.locator('.sk-map-popup__leaf')).toHaveText('Hamburg Projektbüro');
    await page.screenshot({ path: screenshotPath('maps-cluster-leaves'), clip: (await map.boundingBox())! });

    // The Köln/Düsseldorf cluster expands below max zoom: a click eases the map in.
    await page.keyboard.press('Escape');
    const canvas = map.locator('.sk-map__canvas');
    const zoomBefore = Number(await canvas.getAttribute('data-zoom'));
    const rhine = await clusters.evaluateAll((buttons) =>
      buttons
        .filter((b) => !b.classList.contains('sk-map-cluster--point'))
        .map((b) => (b as HTMLElement).dataset.lngLat!)
        .filter((p) => Math.abs(Number(p.split(',')[1]) - 51.08) < 0.3),
    );
    expect(rhine.length, 'the Rhine cluster is shown').toBe(1);
    await activate(map.locator(`button.sk-map-cluster[data-lng-lat="${rhine[0]}"]`));
    await expect.poll(async () => Number(await canvas.getAttribute('data-zoom'))).toBeGreaterThan(zoomBefore);
  });

  test('on a phone a marker popup never grows past its map: its content scrolls to its last link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, 'localhost', '/de/de/kontakt');
    const map = mapOf(page, 'address');
    await ready(map);
    await activate(map.locator('button.sk-map-marker').first());
    const popup = map.locator('.maplibregl-popup');
    await expect(popup).toBeVisible();
    const canvas = (await map.locator('.sk-map__canvas').boundingBox())!;
    const box = (await popup.boundingBox())!;
    // Shorter than the map by the room of the attribution at its foot.
    expect(box.height).toBeLessThanOrEqual(canvas.height - 40);
    const content = popup.locator('.maplibregl-popup-content');
    expect(
      await content.evaluate(
        (element) => element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === 'auto',
      ),
    ).toBe(true);
    // Its last link scrolls into the popup's view.
    const more = popup.getByRole('link', { name: de.more });
    await more.evaluate((link) => link.scrollIntoView({ block: 'nearest' }));
    const [linkBox, contentBox] = [(await more.boundingBox())!, (await content.boundingBox())!];
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(contentBox.y + contentBox.height + 1);
    await page.screenshot({ path: screenshotPath('maps-address-popup-390'), clip: canvas });
  });

  test("group map: every brand's branch at its own spot, the brands' 'Niederlassung Hamburg' told apart", async ({
    page,
  }) => {
    await visit(page, 'localhost', '/de/de/kontakt');
    const map = mapOf(page, 'route');
    await ready(map);
    await map.locator('.sk-map__list summary').click();
    const names = await map.locator('.sk-map__list li').allInnerTexts();
    expect(names).toHaveLength(46);
    const hamburg = names.filter((text) => /Niederlassung Hamburg,/.test(text));
    expect(hamburg.map((text) => text.split(',')[0])).toEqual(
      expect.arrayContaining([
        'Niederlassung Hamburg',
        'Kestrel Engineering – Niederlassung Hamburg',
        'Halden Recruiting – Niederlassung Hamburg',
      ]),
    );
    expect(new Set(names.map((text) => text.split(',')[0])).size).toBe(46);
    // The markers' places (the data the map draws them from) are all different.
    const records = (await (await page.request.get(`http://localhost:${API_PORT}/v4/data/mapbranches/1`)).json()) as {
      latitude: number;
      longitude: number;
    }[];
    expect(new Set(records.map((r) => `${r.latitude},${r.longitude}`)).size).toBe(records.length);
  });

  test("MapLibre's own texts in the page language: the 'Ctrl + scroll' hint of the recruiting detail map, control titles", async ({
    page,
  }) => {
    const found = (await (
      await page.request.get(`http://localhost:${API_PORT}/v4/recruiting/search?company=halden&limit=1&lang=de`, {
        headers: { 'x-meridian-api': '' },
      })
    ).json()) as { matches: { njobid: number; urlpart: string }[] };
    const offer = found.matches[0]!;
    for (const [path, hint, zoomIn] of [
      [`/de/de/karriere/${offer.njobid}/${offer.urlpart}`, 'Zum Zoomen der Karte Strg + Scrollen verwenden', de.zoomIn],
      [`/de/en/careers/${offer.njobid}/${offer.urlpart}`, 'Use Ctrl + scroll to zoom the map', messages.en.map.zoomIn],
    ] as const) {
      await visit(page, 'brand-c.localhost', path);
      const map = page.locator('dialog.recruiting-layer .recruiting-detail-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
      await expect(map.locator('.maplibregl-cooperative-gesture-screen .maplibregl-desktop-message')).toHaveText(hint);
      await expect(map.locator('.maplibregl-cooperative-gesture-screen .maplibregl-mobile-message')).not.toHaveText(
        path.includes('/de/de/') ? messages.en.map.gestures.mobile : messages.de.map.gestures.mobile,
      );
      await expect(map.locator('button.maplibregl-ctrl-zoom-in')).toHaveAttribute('title', zoomIn);
      // The hint MapLibre shows over the map (scroll without Ctrl, one finger on a phone), made visible for the record.
      const box = (await map.boundingBox())!;
      await map
        .locator('.maplibregl-cooperative-gesture-screen')
        .evaluate((screen) => screen.classList.add('maplibregl-show'));
      await page.screenshot({ path: screenshotPath(`maps-detail-gestures-${path.split('/')[2]}`), clip: box });
    }
  });

  test('the basemap at an address zoom is not an empty box: towns and city districts are labelled around it', async ({
    page,
  }) => {
    await visit(page, 'brand-b.localhost', '/de/de/kontakt');
    const map = mapOf(page, 'address');
    await ready(map);
    // The map fits both of its markers (the branch and the careers centre) at street level, where an offline
    // basemap without streets has little to show; two steps out are the districts around the address.
    await map.locator('button.maplibregl-ctrl-zoom-out').click();
    await map.locator('button.maplibregl-ctrl-zoom-out').click();
    const box = (await map.locator('.sk-map__canvas').boundingBox())!;
    // Count the grey pixels of label text and dots (the land is light, the water light blue, the marker blue),
    // leaving out the controls (right) and the attribution (bottom). The city label alone ('Hamburg') is ≈ 0.07 %;
    // with the districts around the address (St. Georg, Hammerbrook, St. Pauli…) it is several times that. Labels
    // are drawn once their glyphs have loaded, later than the map is ready on a busy machine: measured until then.
    const greyShare = async () => {
      const png = await page.screenshot({ clip: box });
      const { width, height } = await sharp(png).metadata();
      const { data, info } = await sharp(png)
        .extract({ left: 0, top: 0, width: width! - 60, height: height! - 40 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let grey = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r < 170 && g < 170 && b < 180 && Math.abs(r - b) < 40) grey++;
      }
      return grey / (info.width * info.height);
    };
    await expect.poll(greyShare, { timeout: 20_000, intervals: [500, 1000] }).toBeGreaterThan(0.002);
    await page.screenshot({ path: screenshotPath('maps-address-brand-b-basemap'), clip: box });
    // The style has the towns source and its layers.
    const style = await (await page.request.get(siteUrl('localhost', '/api/maps/style.json?lang=de'))).json();
    expect(Object.keys(style.sources)).toContain('towns');
  });

  test('a failed map data call shows the §8.4 error toast', async ({ page }) => {
    await page.route('**/v4/data/mapbranches/**', (route) => route.abort('connectionrefused'));
    await visit(page, 'brand-c.localhost', '/de/de/kontakt');
    const map = mapOf(page, 'rst_branches');
    await map.scrollIntoViewIfNeeded();
    const toast = page.locator('.sk-toast[data-type="error"]');
    await expect(toast).toContainText(messages.de.http.status['500'].status);
    await expect(toast).toContainText(messages.de.http.status['500'].message);
    // The current host (SPEC §2.4) says whose message it is, in the page language, not as a bare line.
    await expect(toast.locator('.sk-toast__host')).toHaveText(`${messages.de.toast.host} ${new URL(page.url()).host}`);
    await expect(map).toContainText(de.dataError);
  });

  test('every site shows its three demo maps in every language', async ({ page }) => {
    for (const site of SITES) {
      for (const lang of site.langs) {
        const market = lang === 'en' ? 'de' : lang;
        await visit(
          page,
          site.host,
          `/${market}/${lang}/${lang === 'de' ? 'kontakt' : lang === 'en' ? 'contact' : lang === 'fr' ? 'contact' : 'contacto'}`,
        );
        await expect(page.locator('.sk-map'), `${site.key} ${lang}`).toHaveCount(3);
      }
    }
  });
});
