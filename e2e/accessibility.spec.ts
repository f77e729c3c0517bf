import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MENU_LINKS, SITES, siteUrl } from './support';

// axe-core on every page type of every site: zero violations at WCAG 2.2 A/AA.

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, label).toEqual([]);
}

for (const site of SITES) {
  test(`${site.key}: home, a content page and the 404 page have no accessibility violations`, async ({ page }) => {
    await page.goto(siteUrl(site.host, '/de/de'));
    await expectNoViolations(page, `${site.key} home`);
    const about = await page.locator(MENU_LINKS).first().getAttribute('href');
    await page.goto(siteUrl(site.host, about!));
    await expectNoViolations(page, `${site.key} ${about}`);
    await page.goto(siteUrl(site.host, '/de/en/missing-page'));
    await expectNoViolations(page, `${site.key} 404`);
  });
}

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

// Cookie consent (issue 6): the dialog opens on every first visit; both steps in every brand's look.
for (const site of SITES) {
  test(`${site.key}: the cookie consent dialog has no accessibility violations in either step`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(siteUrl(site.host, '/de/de'));
    const dialog = page.locator('dialog.cc-dialog');
    await expect(dialog).toHaveAttribute('data-consent-dialog', 'intro');
    await expectNoViolations(page, `${site.key} consent dialog, first step`);
    await dialog.locator('[data-consent-action="configure"]').click();
    await expect(dialog).toHaveAttribute('data-consent-dialog', 'settings');
    await dialog.locator('[data-consent-toggle="GOOGLE_SIGNALS"]').click(); // parents half-checked
    await expectNoViolations(page, `${site.key} consent dialog, configure step`);
    await context.close();
  });
}
