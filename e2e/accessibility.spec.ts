import { expect, test } from '@playwright/test';
import { expectNoViolations, siteUrl } from './support';

// Keyboard checks of the page chrome. axe on every page type and dialog state of every site (the cookie consent
// dialog's two steps included) is e2e/a11y-sweep.spec.ts; the keyboard journeys are e2e/keyboard-journeys.spec.ts.

// Brand B has slide-in panels instead of the menu bar (e2e/brand-b.spec.ts); the menu bar is tested on brand A.
test('the mobile menu works by keyboard and has no violations when open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  const burger = page.locator('.main-menu__burger');
  await expect(page.locator('.main-menu__list')).toBeHidden();
  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.main-menu__list')).toBeVisible();
  await expectNoViolations(page, 'mobile menu open');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('keyboard users can skip to the content', async ({ page }) => {
  await page.goto(siteUrl('brand-c.localhost', '/de/de'));
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});
