import { expect, test, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { expectNoViolations, hostRequest, interactive, screenshotPath, SITES, siteUrl, WEB_PORT } from './support';

// Site-wide features: the ?type=24818 page fragments, the side-navigation layer,
// layer keyboard and gestures, toasts and the request layer's error toasts.

const FRAGMENT = /[?&]type=24818(&|$)/;
const marketOf = (lang: string) => (lang === 'en' ? 'de' : lang);
const layer = (page: Page) => page.locator('dialog.sk-layer');
const pageNavLinks = (page: Page) => page.locator('.sk-page-nav a[data-layer-link]');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a page and waits until the site-kit root is hydrated (links and toast events handled). */
async function visit(page: Page, host: string, pathname: string) {
  await page.goto(siteUrl(host, pathname));
  await interactive(page);
}

/** Counts the fragment requests the page makes. */
function countFragmentRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (FRAGMENT.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('?type=24818 answers the page content as JSON', () => {
  for (const site of SITES) {
    test(`${site.key}: home and menu pages in every language`, async () => {
      for (const lang of site.langs) {
        const home = `/${marketOf(lang)}/${lang}`;
        const homeHtml = (await hostRequest(site.host, home)).body;
        // The menu's CMS pages (the phone-only account entry is an item of its own: `main-menu__item compact-only`).
        const menuPaths = [
          ...homeHtml.matchAll(/<li class="main-menu__item"><a class="main-menu__link" href="([^"]+)"/g),
        ]
          .map((m) => m[1]!)
          .slice(0, 2);
        for (const pathname of [home, ...menuPaths]) {
          const pageHtml = (await hostRequest(site.host, pathname)).body;
          const pageId = pageHtml.match(/<article class="page" data-page-id="(\d+)"/)?.[1];
          expect(pageId, `${site.host}${pathname} has an article`).toBeTruthy();
          const response = await hostRequest(site.host, `${pathname}?type=24818`);
          expect(response.status, `${site.host}${pathname}`).toBe(200);
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          expect(response.headers['cache-control']).toMatch(/public/);
          const { content } = JSON.parse(response.body) as { content: string };
          // The page's own main content: same article, its heading, no chrome, nothing executable.
          expect(content).toContain(`<article class="page" data-page-id="${pageId}">`);
          expect(content).toMatch(/<h1[^>]*>[^<]+/);
          expect(content).not.toMatch(/site-header|site-footer|main-menu|sk-page-nav/);
          expect(content).not.toMatch(/<script|<iframe|<style|<link|\son[a-z]+=|javascript:/i);
        }
      }
    });
  }

  test('a missing page answers 404 JSON in the page language; other type values are ignored', async () => {
    const missingDe = await hostRequest('brand-a.localhost', '/de/de/gibt-es-nicht?type=24818');
    expect(missingDe.status).toBe(404);
    expect(missingDe.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(missingDe.body)).toEqual({
      status: 404,
      title: messages.de.http.status['404'].status,
      message: messages.de.http.status['404'].message,
    });
    const missingEn = await hostRequest('brand-c.localhost', '/de/en/missing-page?type=24818');
    expect(missingEn.status).toBe(404);
    expect(JSON.parse(missingEn.body)).toEqual({
      status: 404,
      title: 'Not found',
      message: 'The requested resource was not found.',
    });
    const unknownLocale = await hostRequest('localhost', '/xx/yy?type=24818');
    expect(unknownLocale.status).toBe(404);
    expect(JSON.parse(unknownLocale.body).status).toBe(404);
    // The fragment route itself is not a public address.
    expect((await hostRequest('localhost', '/api/fragment')).status).toBe(404);

    const otherType = await hostRequest('brand-b.localhost', '/de/de?type=1');
    expect(otherType.status).toBe(200);
    expect(otherType.headers['content-type']).toMatch(/^text\/html/);
    expect(otherType.body).toContain('site-header');

    const root = await hostRequest('brand-b.localhost', '/?type=24818', { headers: { 'accept-language': 'de' } });
    expect(root.status).toBe(307);
    expect(root.headers.location).toBe('/de/de?type=24818');
  });
});

test.describe('side-navigation layer', () => {
  test('a page-navigation link opens the page content in a modal layer; a second click on it closes', async ({
    page,
  }) => {
    const requests = countFragmentRequests(page);
    const phases: string[] = [];
    await page.exposeFunction('recordPhase', (phase: string) => phases.push(phase));
    await page.addInitScript(() => {
      document.addEventListener('site-kit:layer-state', (event) =>
        (window as unknown as { recordPhase: (p: string) => void }).recordPhase((event as CustomEvent).detail.phase),
      );
    });
    await visit(page, 'brand-a.localhost', '/de/de');
    const link = pageNavLinks(page).first();
    const title = (await link.getAttribute('data-titleshort'))!;
    const href = (await link.getAttribute('href'))!;
    await link.click();

    const dialog = layer(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-usage', 'side-navigation');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(dialog.locator('article.page h1, article.page .block-hero__heading').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.de.layer.close })).toBeVisible();
    await expect(link).toHaveAttribute('data-status', 'active');
    expect(requests).toEqual([siteUrl('brand-a.localhost', `${href}?type=24818`)]);
    // The page's h1 is an h2 while the layer is open: the layer's content holds the only h1.
    await expect(page.locator('main h2[data-demoted-h1]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(await dialog.locator('h1').count());
    // The page behind is inert: its links cannot take focus (focus stays in the dialog).
    expect(await link.evaluate((a: HTMLElement) => (a.focus(), document.activeElement === a))).toBe(false);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.waitForTimeout(650); // past the 600 ms guard
    await dialog.locator(`a[data-layer-link][href="${href}"]`).click();
    await expect(dialog).toHaveCount(0);
    await expect(link).not.toHaveAttribute('data-status', 'active');
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(link).toBeFocused();
    expect(phases).toEqual(['open', 'content', 'closed', 'destroyed']);
  });

  test('two quick clicks make one request and leave the layer open (600 ms guard)', async ({ page }) => {
    const requests = countFragmentRequests(page);
    await visit(page, 'brand-c.localhost', '/de/de');
    const link = pageNavLinks(page).first();
    // Both clicks and the guard check in one task: on a busy machine a separate check could come after 600 ms.
    const guarded = await link.evaluate((a: HTMLElement) => {
      a.click();
      a.click();
      return a.getAttribute('aria-disabled');
    });
    expect(guarded).toBe('true');
    await expect(layer(page)).toBeVisible();
    await expect(layer(page).locator('article.page')).toBeVisible();
    await expect(link).not.toHaveAttribute('aria-disabled', 'true', { timeout: 5000 });
    expect(requests).toHaveLength(1);
  });

  test('opening another link switches the content; Escape closes and returns focus', async ({ page }) => {
    await visit(page, 'brand-b.localhost', '/de/en');
    const links = pageNavLinks(page);
    const second = await links.nth(1).getAttribute('data-titleshort');
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(layer(page).locator('article.page')).toBeVisible();
    await layer(page).locator('a[data-layer-link]').nth(1).click();
    await expect(page.getByRole('dialog', { name: second! })).toBeVisible();
    await expect(layer(page).locator('a[data-layer-link]').nth(1)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(layer(page)).toHaveCount(0);
    await expect(links.first()).toBeFocused();
  });

  test('arrow keys and swipes go to the previous and next entries; scrolling state after 200 px', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 500 });
    await visit(page, 'group.localhost', '/de/de');
    const titles = await pageNavLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('data-titleshort')!),
    );
    expect(titles.length).toBeGreaterThanOrEqual(3);
    await pageNavLinks(page).first().click();
    const dialog = layer(page);
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
    // First entry: only a next button, labelled with the next entry's short title.
    await expect(dialog.getByRole('button', { name: new RegExp(`${escapeRegExp(titles[1]!)}$`) })).toBeVisible();
    await expect(dialog.locator('.sk-layer__previous')).toHaveCount(0);
    await expect(dialog.locator('.sk-layer__next')).toHaveAttribute('data-entry-url', /^\/de\/de\//);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: titles[1] })).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`${escapeRegExp(titles[0]!)}$`) })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();

    const swipe = (dx: number) =>
      dialog.evaluate((element, distance) => {
        const body = element.querySelector('.sk-layer__body')!;
        const options = { bubbles: true, pointerType: 'touch', clientY: 200 };
        body.dispatchEvent(new PointerEvent('pointerdown', { ...options, clientX: 400 }));
        body.dispatchEvent(new PointerEvent('pointerup', { ...options, clientX: 400 + distance }));
      }, dx);
    await swipe(-20); // below the 30 px threshold: nothing
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();
    await swipe(-60);
    await expect(page.getByRole('dialog', { name: titles[1] })).toBeVisible();
    await swipe(60);
    await expect(page.getByRole('dialog', { name: titles[0] })).toBeVisible();

    await expect(dialog.locator('article.page')).toBeVisible();
    await expect(dialog).not.toHaveAttribute('data-scrolling');
    await dialog.locator('.sk-layer__body').evaluate((body) => body.scrollTo({ top: 150 }));
    await page.waitForTimeout(100);
    await expect(dialog).not.toHaveAttribute('data-scrolling');
    await dialog.locator('.sk-layer__body').evaluate((body) => body.scrollTo({ top: 260 }));
    await expect(dialog).toHaveAttribute('data-scrolling', 'true');
  });

  for (const lang of ['de', 'en'] as const) {
    test(`a failing request shows the 404 block and the ${lang} error toast`, async ({ page }) => {
      await page.route(FRAGMENT, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
      );
      await visit(page, 'brand-a.localhost', `/${marketOf(lang)}/${lang}`);
      await pageNavLinks(page).first().click();
      const block = layer(page).locator('.sk-layer__message[data-status="404"]');
      await expect(block).toContainText(messages[lang].http.status['404'].status);
      await expect(block).toContainText(messages[lang].http.status['404'].message);
      const toast = page.locator('.sk-toast[data-type="error"]');
      await expect(toast).toHaveCount(1);
      await expect(toast.getByRole('alert')).toContainText(messages[lang].http.status['500'].status);
      await expect(toast).toContainText(messages[lang].http.status['500'].message);
      await expect(toast).toContainText(`brand-a.localhost:${WEB_PORT}`);
      // Shown above the modal layer (rendered inside it), not hidden behind it, and its close button works.
      const onTop = await toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(onTop).toBe(true);
      await toast.getByRole('button', { name: messages[lang].toast.close }).click();
      await expect(toast).toHaveCount(0);
      await expect(layer(page)).toBeVisible();
    });
  }

  test('empty content shows the 204 block', async ({ page }) => {
    await page.route(FRAGMENT, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"content":""}' }),
    );
    await visit(page, 'brand-b.localhost', '/de/de');
    await pageNavLinks(page).first().click();
    const block = layer(page).locator('.sk-layer__message[data-status="204"]');
    await expect(block).toContainText(messages.de.http.status['204'].status);
    await expect(page.locator('.sk-toast')).toHaveCount(0);
  });

  test('a request without answer times out after 60 s with the 118 toast', async ({ page }) => {
    await page.clock.install();
    await page.route(FRAGMENT, () => {
      /* never answers */
    });
    await visit(page, 'brand-c.localhost', '/de/de');
    await pageNavLinks(page).first().click();
    await expect(layer(page).locator('.sk-layer__loading')).toBeVisible();
    await page.clock.runFor(59_000);
    await expect(page.locator('.sk-toast')).toHaveCount(0);
    await page.clock.runFor(1_500);
    await expect(page.locator('.sk-toast[data-type="error"]')).toContainText(messages.de.http.status['118'].status);
    await expect(layer(page).locator('.sk-layer__message[data-status="404"]')).toBeVisible();
  });

  test('no accessibility violations with the layer open', async ({ page }) => {
    await visit(page, 'brand-b.localhost', '/de/de');
    await pageNavLinks(page).first().click();
    await expect(layer(page).locator('article.page')).toBeVisible();
    await expectNoViolations(page, 'side-navigation layer open');
    await page.screenshot({ path: screenshotPath('site-kit-side-navigation-layer') });
  });
});

test.describe('side-navigation layer on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the body scrolls (scrolling state), the menu shows every entry, prev/next and close stay in view', async ({
    page,
  }) => {
    await visit(page, 'brand-a.localhost', '/de/de');
    const titles = await pageNavLinks(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('data-titleshort')!),
    );
    await pageNavLinks(page).first().tap();
    const dialog = layer(page);
    await expect(dialog.locator('article.page')).toBeVisible();
    // The dialog itself does not scroll; its body does.
    const metrics = await dialog.evaluate((d) => {
      const body = d.querySelector('.sk-layer__body')!;
      return { dialog: d.scrollHeight - d.clientHeight, body: body.scrollHeight - body.clientHeight };
    });
    expect(metrics.dialog).toBeLessThanOrEqual(1);
    expect(metrics.body).toBeGreaterThan(200);
    // Every entry of the menu (the pages and the language menu) is in view, none cut off.
    const menu = dialog.locator('.sk-side-nav');
    const entries = menu.locator('a[data-layer-link], [data-layer-language]');
    await expect(entries).toHaveCount(titles.length + 1);
    for (const entry of await entries.all()) await expect(entry).toBeInViewport({ ratio: 1 });
    await expect(menu.getByRole('button', { name: messages.de.site.language.label })).toBeVisible();
    // Next and close below the body, in view before and after scrolling.
    const next = dialog.locator('.sk-layer__next');
    const close = dialog.getByRole('button', { name: messages.de.layer.close });
    await expect(next).toBeInViewport({ ratio: 1 });
    await expect(close).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: screenshotPath('site-kit-side-navigation-phone') });
    await dialog.locator('.sk-layer__body').evaluate((body) => body.scrollTo({ top: 260 }));
    await expect(dialog).toHaveAttribute('data-scrolling', 'true');
    await expect(next).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: screenshotPath('site-kit-side-navigation-phone-scrolled') });
    await expectNoViolations(page, 'side-navigation layer on a phone');

    await close.tap();
    await expect(dialog).toHaveCount(0);
    await expect(pageNavLinks(page).first()).toBeFocused();
  });

  test("the browser's Back closes the layer and stays on the page; closing takes its history entry back", async ({
    page,
  }) => {
    await visit(page, 'brand-c.localhost', '/de/de');
    const url = page.url();
    const historyLength = await page.evaluate(() => history.length);
    await pageNavLinks(page).first().tap();
    await expect(layer(page).locator('article.page')).toBeVisible();
    await layer(page).locator('.sk-side-nav a[data-layer-link]').nth(1).tap();
    await expect(layer(page).locator('.sk-side-nav a[aria-current="true"]')).toHaveCount(1);
    await page.goBack();
    await expect(layer(page)).toHaveCount(0);
    expect(page.url()).toBe(url);
    await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();

    // Closed otherwise (Escape), the entry it added goes too: Back then leaves the page as before.
    await page.waitForTimeout(650); // the 600 ms link guard
    await pageNavLinks(page).first().tap();
    await expect(layer(page).locator('article.page')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layer(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => history.state?.siteKitSideNavigation ?? null)).toBeNull();
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => history.length)).toBeGreaterThanOrEqual(historyLength);
  });
});

test.describe('toasts', () => {
  const show = (page: Page, detail: Record<string, unknown>) =>
    page.evaluate((d) => window.dispatchEvent(new CustomEvent('site-kit:toast', { detail: d })), detail);

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    await visit(page, 'brand-a.localhost', '/de/de');
    await page.clock.pauseAt(new Date('2026-11-22T09:10:00Z'));
  });

  test('at most three at once: a fourth pushes out the oldest', async ({ page }) => {
    for (const n of [1, 2, 3, 4]) await show(page, { type: 'info', headline: `Toast ${n}`, text: 'Text' });
    await expect(page.locator('.sk-toast')).toHaveCount(3);
    await expect(page.locator('.sk-toast__headline')).toHaveText([/Toast 2$/, /Toast 3$/, /Toast 4$/]);
    // Icon, headline (type in words), text and host.
    const last = page.locator('.sk-toast').last();
    await expect(last.locator('.sk-toast__icon')).toHaveText('i');
    await expect(last.getByRole('status')).toContainText('Information: Toast 4');
    await expect(last).toContainText(`brand-a.localhost:${WEB_PORT}`);
  });

  test('info lasts 5 s, errors 7 s, a given duration wins', async ({ page }) => {
    await show(page, { type: 'success', headline: 'Saved' });
    await show(page, { type: 'error', headline: 'Failed' });
    await show(page, { type: 'warning', headline: 'Custom', duration: 10_000 });
    await page.clock.runFor(4_900);
    await expect(page.locator('.sk-toast')).toHaveCount(3);
    await page.clock.runFor(200);
    await expect(page.locator('.sk-toast__headline')).toHaveText([/Failed$/, /Custom$/]);
    await page.clock.runFor(1_800);
    await expect(page.locator('.sk-toast')).toHaveCount(2);
    await page.clock.runFor(200);
    await expect(page.locator('.sk-toast__headline')).toHaveText([/Custom$/]);
    await page.clock.runFor(3_000);
    await expect(page.locator('.sk-toast')).toHaveCount(0);
  });

  test('hover and focus pause the timers (WCAG 2.2.1); the close button removes a toast', async ({ page }) => {
    await show(page, { type: 'info', headline: 'Paused' });
    await page.locator('.sk-toast').hover();
    await page.clock.runFor(8_000);
    await expect(page.locator('.sk-toast')).toHaveCount(1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_000);
    await expect(page.locator('.sk-toast')).toHaveCount(1);
    await page.locator('.sk-toast__close').focus();
    await page.clock.runFor(8_000);
    await expect(page.locator('.sk-toast')).toHaveCount(1);
    await expect(page.getByRole('button', { name: messages.de.toast.close })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.sk-toast')).toHaveCount(0);
  });

  test('no accessibility violations with a toast shown', async ({ page }) => {
    await show(page, { type: 'error', headline: 'Fehler', text: 'Etwas ist schiefgegangen.', duration: 120_000 });
    await show(page, { type: 'success', headline: 'Gespeichert', duration: 120_000 });
    await expect(page.locator('.sk-toast')).toHaveCount(2);
    await page.clock.resume(); // axe needs running timers
    await expectNoViolations(page, 'toasts shown');
  });
});
