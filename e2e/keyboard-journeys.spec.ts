import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE, parseConsent } from '@meridian/site-kit/consent';
import { bannersSettled, siteUrl } from './support';

// Keyboard-only journeys for the main tasks, on the group site and brand B (whose navigation
// differs): find and open an offer, change the cookie consent, navigate the menu on a phone and on a desktop.
// Only keys: no clicks, no element.click(), no focus() — focus moves by Tab / Shift+Tab from the page start.

const PHONE = { width: 390, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const de = messages.de;

/**
 * After a key press, in one round trip: waits until the page stops scrolling (focus scrolls it into view), then
 * tells whether the focused control is hidden from a visitor (WCAG 2.4.11: outside the viewport, or its centre and
 * all four inset corners covered by another element such as a sticky header, a floating widget or a banner) and
 * whether focus has left the page's controls (it is on the body: the end of the tab order).
 */
async function focusAfterPress(page: Page): Promise<{ hidden: string | null; onBody: boolean }> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      const started = performance.now();
      let last = `${scrollX},${scrollY}`;
      let still = 0;
      const tick = () => {
        const now = `${scrollX},${scrollY}`;
        still = now === last ? still + 1 : 0;
        last = now;
        if (still >= 3 || performance.now() - started > 2000) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const control = document.activeElement as HTMLElement | null;
    if (!control || control === document.body) return { hidden: null, onBody: true };
    if (control.closest('.skip-link')) return { hidden: null, onBody: false }; // the skip link shows on focus
    const rect = control.getBoundingClientRect();
    const tag = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('class') ? `.${element.getAttribute('class')!.split(' ')[0]}` : ''}`;
    const name = `${tag(control)} "${(control.textContent ?? '').trim().slice(0, 30)}"`;
    if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth)
      return { hidden: `${name} outside the viewport`, onBody: false };
    const inset = (size: number) => Math.min(4, size / 4);
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + inset(rect.width), rect.top + inset(rect.height)],
      [rect.right - inset(rect.width), rect.top + inset(rect.height)],
      [rect.left + inset(rect.width), rect.bottom - inset(rect.height)],
      [rect.right - inset(rect.width), rect.bottom - inset(rect.height)],
    ];
    const seen = points.some(([x, y]) => {
      if (x! < 0 || y! < 0 || x! > innerWidth || y! > innerHeight) return false;
      const hit = document.elementFromPoint(x!, y!);
      return Boolean(hit && (hit === control || control.contains(hit) || hit.contains(control)));
    });
    if (seen) return { hidden: null, onBody: false };
    const cover = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return { hidden: `${name} under ${cover ? tag(cover) : 'nothing'}`, onBody: false };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses, or when a control focused on
 * the way is hidden from view.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}) {
  await expect(target).toHaveCount(1);
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(
      (await focusAfterPress(page)).hidden,
      `focus after ${presses + 1} × ${backwards ? 'Shift+Tab' : 'Tab'}`,
    ).toBeNull();
  }
  throw new Error(`${target} not reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`);
}

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(siteUrl(host, pathname));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
}

const SITES = [
  { key: 'group', host: 'localhost', keyword: 'Konstrukteur' },
  { key: 'brand-b', host: 'brand-b.localhost', keyword: 'Lager' },
] as const;

for (const site of SITES) {
  test.describe(`${site.key}, keyboard only`, () => {
    test('find and open an offer: search field, Enter, a result, the detail layer, Escape back to the result', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await visit(page, site.host, '/de/de/karriere');
      const module = page.locator('.recruiting-list-module').first();
      const field = module.getByLabel('Suchbegriff');
      await tabTo(page, field);
      await page.keyboard.type(site.keyword);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`[?&]search=${site.keyword}`));
      const first = page.locator('.recruiting-offer').first();
      // Titles carry soft hyphens (&shy;) for long German words.
      await expect
        .poll(async () => (await first.locator('.recruiting-offer__title').innerText()).replace(/\u00ad/g, ''))
        .toMatch(new RegExp(site.keyword, 'i'));
      const link = first.locator('a').first();
      await tabTo(page, link);
      await page.keyboard.press('Enter');
      const layer = page.locator('dialog.recruiting-layer');
      await expect(layer.locator('.recruiting-detail')).toHaveAttribute('data-status', 'open');
      await expect.poll(() => focusedInside(page, 'dialog.recruiting-layer')).toBe(true);
      // Tab moves through the layer and never reaches the page behind it.
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              !document.activeElement ||
              document.activeElement === document.body ||
              Boolean(document.activeElement.closest('dialog')),
          ),
        ).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(layer).toHaveCount(0);
      await expect(link).toBeFocused();
    });

    test('change consent: the footer button opens the settings, Space toggles a category, Enter saves', async ({
      page,
      context,
    }) => {
      await page.setViewportSize(DESKTOP);
      await visit(page, site.host, '/de/de/ueber-uns');
      const dialog = page.locator('dialog.cc-dialog');
      await expect(dialog).toBeHidden(); // the preset consent: no dialog on the way in
      // The footer button is near the end of the page: Shift+Tab from the start wraps to the last controls.
      const footerButton = page.locator('.site-footer').getByRole('button', { name: de.site.footer.cookieSettings });
      await tabTo(page, footerButton, { backwards: true });
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveAttribute('data-consent-dialog', 'settings');
      await expect.poll(() => focusedInside(page, 'dialog.cc-dialog')).toBe(true);
      const functional = dialog.locator('[data-consent-toggle="YOUTUBE"]');
      await expect(functional).toHaveAttribute('aria-checked', 'false');
      await tabTo(page, functional, { max: 40 });
      await page.keyboard.press('Space');
      await expect(functional).toHaveAttribute('aria-checked', 'true');
      await tabTo(page, dialog.getByRole('button', { name: de.cookie.button.save }), { max: 40 });
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      // Focus goes back to the footer button that opened the dialog.
      await expect(footerButton).toBeFocused();
      const cookie = (await context.cookies(siteUrl(site.host, '/'))).find((c) => c.name === CONSENT_COOKIE);
      expect(parseConsent(cookie!.value)!.record.YOUTUBE).toBe(true);
    });
  });
}

test.describe('navigate the menu, keyboard only', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const label = viewport === PHONE ? 'phone' : 'desktop';

    test(`group on a ${label}: the main menu opens a sub-menu and Enter reaches a sub page`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visit(page, 'localhost', '/de/de');
      const menu = page.locator('nav.main-menu');
      if (viewport === PHONE) {
        const burger = menu.locator('.main-menu__burger');
        await tabTo(page, burger);
        await page.keyboard.press('Enter');
        await expect(burger).toHaveAttribute('aria-expanded', 'true');
        await expect(menu.locator('.main-menu__list')).toBeVisible();
        // Escape closes the open menu and returns focus to its button.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(burger).toHaveAttribute('aria-expanded', 'false');
        await expect(burger).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(menu.locator('.main-menu__list')).toBeVisible();
      }
      const toggle = menu.locator('.main-menu__toggle').first();
      await tabTo(page, toggle, { max: 20 });
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const sub = menu.locator('.main-menu__sub').first();
      await expect(sub).toBeVisible();
      const target = sub.getByRole('link', { name: 'Aktuelles' });
      await tabTo(page, target, { max: 5 });
      await Promise.all([page.waitForURL(/\/de\/de\/aktuelles$/), page.keyboard.press('Enter')]);
      await expect(page.locator('main h1')).toBeVisible();
    });

    test(`brand B on a ${label}: the navigation panel opens by keyboard and Enter reaches a sub page`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await visit(page, 'brand-b.localhost', '/de/de');
      const trigger = page.getByRole('button', { name: de.chrome.menu });
      await tabTo(page, trigger, { max: 20 });
      await page.keyboard.press('Enter');
      const panel = page.locator('dialog.chrome-panel--navigation');
      await expect(panel).toHaveAttribute('data-state', 'open');
      await expect.poll(() => focusedInside(page, 'dialog.chrome-panel--navigation')).toBe(true);
      const target = panel.getByRole('link', { name: 'Aktuelles' });
      await tabTo(page, target, { max: 20 });
      await Promise.all([page.waitForURL(/\/de\/de\/aktuelles$/), page.keyboard.press('Enter')]);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  test('brand B: the side navigation opens a page in the layer by keyboard; Escape returns focus', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, 'brand-b.localhost', '/de/de');
    const link = page.locator('.sk-page-nav a[data-layer-link]').first();
    await tabTo(page, link);
    await page.keyboard.press('Enter');
    const layer = page.locator('dialog.sk-layer');
    await expect(layer.locator('article.page')).toBeVisible();
    await expect.poll(() => focusedInside(page, 'dialog.sk-layer')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(layer).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

// Every focus stop of a page, forwards and back, is visible (WCAG 2.4.11): nothing sticky or floating covers it.
const TRAVERSALS = [
  { host: 'localhost', path: '/de/de' },
  { host: 'brand-a.localhost', path: '/de/de' },
  { host: 'brand-b.localhost', path: '/de/de' },
  { host: 'brand-c.localhost', path: '/de/de' },
  { host: 'localhost', path: '/de/de/aktuelles' },
  { host: 'brand-b.localhost', path: '/de/de/aktuelles' },
] as const;

for (const { host, path } of TRAVERSALS) {
  test(`${host}${path}: Tab through the page and back, every focused control stays in view`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await visit(page, host, path);
    await bannersSettled(page);
    const modal = page.locator('.sk-banner[data-banner-position="modal"] dialog');
    if (await modal.isVisible()) {
      await page.keyboard.press('Escape'); // the news page greets with a modal banner
      await expect(modal).toBeHidden();
    }
    const stops: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 150; i += 1) {
        await page.keyboard.press(key);
        const { hidden, onBody } = await focusAfterPress(page);
        if (hidden) stops.push(`${key} ${i + 1}: ${hidden}`);
        if (onBody && i > 0) break;
      }
    }
    expect(stops).toEqual([]);
  });
}
