import { expect, test } from '@playwright/test';
import { presetConsentState, siteUrl } from './support';

/**
 * A real touch swipe (touch events through the browser's input pipeline, not synthetic pointer events) moves the
 * offer layer to the next offer (SPEC §9.5): the browser must leave horizontal moves to the page.
 */
test.use({ storageState: presetConsentState(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

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
