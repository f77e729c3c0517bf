import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, hostRequest, MENU_LINKS, screenshotPath, SITES, siteUrl } from './support';

// The recruiting header search box (SPEC §2.11, §2.10, §9.3) in the site header of every site whose
// variant has one (brand A), on every page: popup, keyboard, focus, timings, search, no-JS link, layout.

const HOST = 'brand-a.localhost';
/** Brand A's languages, its career page and the long and short label per language (the catalogue's texts). */
const LOCALES = [
  { market: 'de', lang: 'de', career: '/de/de/karriere', long: 'Jobtitel, Fähigkeit oder Stichwort', short: 'Was?' },
  { market: 'de', lang: 'en', career: '/de/en/careers', long: 'Job title, skill or keyword', short: 'What?' },
  {
    market: 'fr',
    lang: 'fr',
    career: '/fr/fr/carrieres',
    long: 'Intitulé de poste, compétence ou mot-clé',
    short: 'Quoi ?',
  },
  { market: 'es', lang: 'es', career: '/es/es/empleo', long: 'Puesto, competencia o palabra clave', short: '¿Qué?' },
] as const;
const CAREER = '/de/de/karriere';

/** The label after hydration: the popup button in the site header. */
const headerButton = (page: Page) => page.locator('.site-header button.recruiting-header-search__label');
const popup = (page: Page) => page.getByRole('dialog', { name: 'Jobsuche' });
const keywordField = (page: Page) => popup(page).getByLabel('Suchbegriff');

/** Whether focus is inside the popup. */
const focusInPopup = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog.recruiting-header-search__box')));

/**
 * The header's visible controls (logo, menu items or burger, search label, each language) as rectangles: none may
 * overlap another or leave the viewport.
 */
async function expectHeaderFits(page: Page, label: string) {
  const { boxes, width, scrollWidth } = await page.evaluate(() => {
    const header = document.querySelector('.site-header')!;
    const selectors = [
      '.site-logo',
      '.main-menu__list > li',
      '.main-menu__burger',
      '.recruiting-header-search__label',
      '.language-switcher li',
    ];
    const found = selectors.flatMap((selector) =>
      [...header.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
        const rect = element.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') return [];
        return [
          {
            name: `${selector} "${element.textContent?.trim().slice(0, 20)}"`,
            left: rect.left,
            right: rect.right,
            top: rect.top,
            bottom: rect.bottom,
          },
        ];
      }),
    );
    return {
      boxes: found,
      width: document.documentElement.clientWidth,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
  expect(scrollWidth, `${label}: no horizontal scrolling`).toBeLessThanOrEqual(width);
  expect(
    boxes.some((box) => box.name.startsWith('.recruiting-header-search__label')),
    `${label}: search label shown`,
  ).toBe(true);
  for (const box of boxes) {
    expect(box.left, `${label}: ${box.name} inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${label}: ${box.name} inside the viewport`).toBeLessThanOrEqual(width + 0.5);
  }
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `${label}: ${a.name} overlaps ${b.name}`).toBe(false);
    }
  }
}

test.describe('brand A header search box', () => {
  test('is in the header of the home, a content page, the career page and the 404 page', async ({ page }) => {
    await page.goto(siteUrl(HOST, '/de/de'));
    await expect(headerButton(page)).toBeVisible();
    await expect(headerButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(headerButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The home page no longer has its own copy in the content.
    await expect(page.locator('.recruiting-header-search')).toHaveCount(1);
    const about = await page.locator(MENU_LINKS).first().getAttribute('href');
    for (const path of [about!, CAREER, '/de/de/gibt-es-nicht']) {
      await page.goto(siteUrl(HOST, path));
      await expect(headerButton(page), path).toBeVisible();
      await expect(headerButton(page), path).toHaveAccessibleName('Jobtitel, Fähigkeit oder Stichwort');
    }
    // On the career page it is a second instance beside the list: both work on their own.
    await page.goto(siteUrl(HOST, CAREER));
    await expect(page.locator('.recruiting-list-module')).toHaveCount(1);
    await headerButton(page).click();
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
  });

  test('opens by keyboard; focus comes 500 ms late and stays inside; Escape closes, clears and returns focus', async ({
    page,
  }) => {
    await page.goto(siteUrl(HOST, '/de/de'));
    const button = headerButton(page);
    await expect(button).toBeVisible();
    // Reach the label with Tab like a keyboard user.
    for (
      let presses = 0;
      presses < 25 && !(await button.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();

    // Record when the keyword input gets focus and when the animation phases change.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { headerSearchTimes: Record<string, number> }).headerSearchTimes = times;
      document.addEventListener(
        'keydown',
        (event) => event.key === 'Enter' && (times.enter ??= performance.now()),
        true,
      );
      document.addEventListener(
        'keydown',
        (event) => event.key === 'Escape' && (times.escape ??= performance.now()),
        true,
      );
      document.addEventListener(
        'focusin',
        (event) =>
          (event.target as HTMLElement).matches('dialog input[name="search"]') && (times.focus ??= performance.now()),
        true,
      );
      const root = document.querySelector('.site-header .recruiting-header-search')!;
      new MutationObserver(() => {
        const phase = root.getAttribute('data-state')!;
        times[phase] ??= performance.now();
      }).observe(root, { attributes: true, attributeFilter: ['data-state'] });
    });
    await page.keyboard.press('Enter');
    await expect(popup(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
    await expect(page.locator('.site-header .recruiting-header-search')).toHaveAttribute('data-state', 'open');
    const times = await page.evaluate(
      () => (window as unknown as { headerSearchTimes: Record<string, number> }).headerSearchTimes,
    );
    expect(times.focus! - times.enter!, 'search input focus delayed 500 ms').toBeGreaterThanOrEqual(499);
    // The animation timer starts with the key press (the DOM shows 'opening' a render later).
    expect(times.open! - times.enter!, 'opening animation 250 ms').toBeGreaterThanOrEqual(249);
    expect(times.opening, 'went through the opening phase').toBeDefined();
    // Keyword, city (combobox), hidden radius, search and close buttons.
    await expect(popup(page).getByRole('combobox', { name: 'Ort oder PLZ' })).toBeVisible();
    await expect(popup(page).locator('input[type="hidden"][name="radius"]')).toHaveValue('');
    await expect(popup(page).getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    await expect(popup(page).getByRole('button', { name: 'Suche schließen' })).toBeVisible();

    // Focus trap: Tab and Shift+Tab never leave the popup.
    for (let presses = 0; presses < 7; presses++) {
      await page.keyboard.press('Tab');
      expect(await focusInPopup(page), `Tab ${presses + 1}`).toBe(true);
    }
    for (let presses = 0; presses < 7; presses++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInPopup(page), `Shift+Tab ${presses + 1}`).toBe(true);
    }

    await keywordField(page).fill('Ingenieur');
    await popup(page).getByRole('combobox', { name: 'Ort oder PLZ' }).fill('Stuttgart');
    await keywordField(page).focus();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const closed = await page.evaluate(
      () => (window as unknown as { headerSearchTimes: Record<string, number> }).headerSearchTimes,
    );
    expect(closed.closed! - closed.escape!, 'closing animation 250 ms').toBeGreaterThanOrEqual(249);
    expect(closed.closing, 'went through the closing phase').toBeDefined();

    // Fields were cleared on close.
    await page.keyboard.press('Enter');
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
    await expect(keywordField(page)).toHaveValue('');
    await expect(popup(page).getByRole('combobox', { name: 'Ort oder PLZ' })).toHaveValue('');
  });

  test('closes on the overlay and on the close button, focus back on the label', async ({ page }) => {
    await page.goto(siteUrl(HOST, '/de/de'));
    const button = headerButton(page);
    await button.click();
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
    await keywordField(page).fill('Konstrukteur');
    // The overlay (the dialog's backdrop) beside the box.
    await page.mouse.click(8, 700);
    await expect(popup(page)).toHaveCount(0);
    await expect(button).toBeFocused();

    await button.click();
    await expect(keywordField(page)).toHaveValue('');
    await popup(page).getByRole('button', { name: 'Suche schließen' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a keyword and search land on the career page with results for it', async ({ page }) => {
    const about = '/de/de/ueber-uns';
    await page.goto(siteUrl(HOST, about));
    await headerButton(page).click();
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
    await keywordField(page).fill('Konstrukteur');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(siteUrl(HOST, `${CAREER}?search=Konstrukteur`));
    const list = page.locator('.recruiting-list-module');
    await expect(list.getByLabel('Suchbegriff')).toHaveValue('Konstrukteur');
    const titles = await page.locator('.recruiting-offer .recruiting-offer__title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.replace(/\u00ad/g, '')).toMatch(/konstrukteur/i);
    await page.screenshot({ path: screenshotPath('header-search-results') });
  });

  test('axe finds no violations with the popup open (desktop and phone)', async ({ page }) => {
    await page.goto(siteUrl(HOST, '/de/de'));
    await headerButton(page).click();
    await expect(keywordField(page)).toBeFocused({ timeout: 3000 });
    await expect(page.locator('.site-header .recruiting-header-search')).toHaveAttribute('data-state', 'open');
    await expectNoViolations(page, 'popup open, desktop');
    // With the city suggestions shown.
    await popup(page).getByRole('combobox', { name: 'Ort oder PLZ' }).pressSequentially('Mün');
    await expect(popup(page).getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, 'popup open with city suggestions');
    await page.screenshot({ path: screenshotPath('header-search-city-suggestions') });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(HOST, '/de/en'));
    await expectNoViolations(page, 'phone, closed');
    await headerButton(page).click();
    await expect(page.locator('.site-header .recruiting-header-search')).toHaveAttribute('data-state', 'open');
    await expectNoViolations(page, 'phone, popup open');
  });

  test('without JavaScript the label is a link to the career page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, '/de/de/ueber-uns'));
    const link = page.locator('.site-header a.recruiting-header-search__label');
    await expect(link).toHaveAttribute('href', CAREER);
    await expect(link).toHaveAccessibleName('Jobtitel, Fähigkeit oder Stichwort');
    await link.click();
    await expect(page).toHaveURL(siteUrl(HOST, CAREER));
    await expect(page.locator('.recruiting-offer').first()).toBeVisible();
    await context.close();
    // Every language links to its own career page.
    for (const locale of LOCALES) {
      const html = (await hostRequest(HOST, `/${locale.market}/${locale.lang}`)).body;
      expect(html, locale.lang).toContain(`<a class="recruiting-header-search__label" href="${locale.career}">`);
    }
  });

  for (const locale of LOCALES) {
    test(`${locale.lang}: fits the header on desktop, tablet and phone, closed and open`, async ({ page }) => {
      // Tablet widths: the short label beside the menu (1024), or a row of its own (800).
      for (const width of [1024, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(siteUrl(HOST, `/${locale.market}/${locale.lang}`));
        await expect(headerButton(page)).toHaveAccessibleName(locale.short);
        await expectHeaderFits(page, `${locale.lang} ${width}`);
      }
      for (const viewport of [
        { name: 'desktop', width: 1280, height: 800, label: locale.long },
        { name: 'phone', width: 390, height: 844, label: locale.short },
      ]) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(siteUrl(HOST, `/${locale.market}/${locale.lang}`));
        const button = headerButton(page);
        await expect(button).toBeVisible();
        // Long label on wide screens, short on narrow: the shown one is the button's name.
        await expect(button).toHaveAccessibleName(viewport.label);
        await expectHeaderFits(page, `${locale.lang} ${viewport.name}`);
        if (viewport.name === 'desktop') {
          // One row: the menu items keep their one-line labels beside the search label.
          const heights = await page
            .locator('.main-menu__list > li > .main-menu__link')
            .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
          for (const height of heights) expect(height, `${locale.lang}: menu item on one line`).toBeLessThanOrEqual(48);
        }
        await page.screenshot({ path: screenshotPath(`header-search-${locale.lang}-${viewport.name}-closed`) });
        await button.click();
        await expect(page.locator('.site-header .recruiting-header-search')).toHaveAttribute('data-state', 'open');
        const box = await page.locator('dialog.recruiting-header-search__box').boundingBox();
        expect(box!.x, 'popup inside the viewport').toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        await page.screenshot({ path: screenshotPath(`header-search-${locale.lang}-${viewport.name}-open`) });
      }
    });
  }
});

test('the other sites have no header search box', async ({ page }) => {
  for (const site of SITES.filter((entry) => entry.key !== 'brand-a')) {
    for (const path of ['/de/de', CAREER]) {
      await page.goto(siteUrl(site.host, path));
      await expect(page.locator('.site-header'), `${site.key} ${path}`).toBeVisible();
      await expect(
        page.locator('.site-header .recruiting, .site-header .recruiting-header-search'),
        `${site.key} ${path}`,
      ).toHaveCount(0);
    }
  }
});
