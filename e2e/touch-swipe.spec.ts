import { expect, test, type Page } from '@playwright/test';
import { CONSENT_COOKIE, DEMO_CONFIGURED_ITEMS, saveChoice, serializeConsent } from '@meridian/site-kit/consent';
import { presetConsentState, SITES, siteUrl } from './support';
import { WEBGL_LAUNCH } from './browser';

/**
 * A real touch swipe (touch events through the browser's input pipeline, not synthetic pointer events) moves a
 * layer to its next/previous entry (SPEC §2.2, §9.5): the offer layer, the side-navigation layer and the map's
 * popup layer. The browser must leave horizontal moves to the page. WebGL in software for the map (see maps.spec).
 */
test.use({
  storageState: presetConsentState(),
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  launchOptions: WEBGL_LAUNCH,
});

/** A horizontal touch swipe from `fromX` to `toX` at height `y` (CDP touch input, 8 moves of one frame each). */
async function touchSwipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, atY: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: atY, id: 1 }] });
  await touch('touchStart', fromX, y);
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', fromX + ((toX - fromX) * step) / 8, y + step);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', toX, y + 8);
  await cdp.detach();
}

/** Height of a swipe inside a layer: just below the top of its body (clear of sliders further down). */
async function bodyY(page: Page) {
  const box = (await page.locator('dialog.sk-layer .sk-layer__body').boundingBox())!;
  return Math.round(box.y + 40);
}

test('a touch swipe to the left in the offer layer opens the next offer', async ({ page }) => {
  await page.goto(siteUrl('brand-b.localhost', '/de/de/karriere'));
  await page.locator('.recruiting-offer a').first().tap();
  const layer = page.locator('dialog.recruiting-layer[open]');
  await expect(layer.locator('h1, h2').first()).toBeVisible();
  await expect(layer).toHaveJSProperty('open', true);
  const firstUrl = page.url();
  const firstTitle = await layer.locator('h1, h2').first().textContent();

  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  await touch('touchStart', 320, 420);
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', 320 - step * 30, 420 + step);
    await page.waitForTimeout(16);
  }
  await touch('touchEnd', 80, 428);

  await expect.poll(() => page.url()).not.toBe(firstUrl);
  await expect(layer.locator('h1, h2').first()).not.toHaveText(firstTitle ?? '');
});

test('touch swipes in the side-navigation layer go to the next and the previous page', async ({ page }) => {
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
  const links = page.locator('.sk-page-nav a[data-layer-link]');
  const titles = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('data-titleshort')!));
  await links.first().tap();
  await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
  await expect(page.locator('dialog.sk-layer article.page')).toBeVisible();

  await touchSwipe(page, 320, 80, await bodyY(page));
  await expect(page.getByRole('dialog', { name: titles[1] })).toBeVisible();
  await expect(page.locator('dialog.sk-layer article.page')).toBeVisible();
  await touchSwipe(page, 80, 320, await bodyY(page));
  await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
});

test("touch swipes in the map's popup layer go to the next and the previous marker's page", async ({
  page,
  context,
}) => {
  test.slow(); // software WebGL
  const consent = serializeConsent({
    id: '00000000-0000-4000-8000-000000000007',
    revision: 1,
    record: saveChoice({ MAPBOX: true }, DEMO_CONFIGURED_ITEMS),
  });
  await context.addCookies(
    [...SITES.map((site) => site.host), 'group.localhost'].map((domain) => ({
      name: CONSENT_COOKIE,
      value: consent,
      domain,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
  await page.goto(siteUrl('localhost', '/de/de/kontakt'));
  const map = page.locator('.sk-map[data-map-source="address"]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 60_000 });
  await map.locator('button.sk-map-marker').first().focus();
  await page.keyboard.press('Enter');
  const more = map.locator('.maplibregl-popup a[data-layer-link]');
  const first = (await more.getAttribute('data-titleshort'))!;
  // By keyboard: at 390 px the popup is taller than the map, which cuts its link off (a tap cannot reach it).
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
  await expect(page.locator('dialog.sk-layer article.page')).toBeVisible();
  const second = (await page.locator('dialog.sk-layer .sk-layer__next').getAttribute('data-entry-titleshort'))!;
  expect(second).not.toBe(first);

  await touchSwipe(page, 320, 80, await bodyY(page));
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  await expect(page.locator('dialog.sk-layer article.page')).toBeVisible();
  await touchSwipe(page, 80, 320, await bodyY(page));
  await expect(page.getByRole('dialog', { name: first })).toBeVisible();
});
