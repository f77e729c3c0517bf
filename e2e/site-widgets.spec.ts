import { expect, test, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE, DEMO_CONFIGURED_ITEMS, acceptAll, serializeConsent } from '@meridian/site-kit/consent';
import {
  expectNoViolations,
  hostRequest,
  layoutShifts,
  layoutShiftSources,
  observeLayoutShifts,
  presetConsentState,
  screenshotPath,
  SITES,
  siteUrl,
} from './support';

// Site-wide widgets: announcement banners, sliders, lazy media, the consent-gated video,
// script-call and anchor links, main-menu toggling, the language-menu variant of the side navigation and
// widgets inside side-navigation fragments. The demo content (seed) puts the slider, video and buttons on
// every site's about page, the banners and an info button on its news page.

const marketOf = (lang: string) => (lang === 'en' ? 'de' : lang);
const ABOUT = {
  group: '/de/de/ueber-uns',
  'brand-a': '/de/de/ueber-uns',
  'brand-b': '/de/de/ueber-uns',
  'brand-c': '/de/de/ueber-uns',
} as const;

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(siteUrl(host, pathname));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
}

/** The href of a page in the main menu (top-level link or sub-menu link), found by the page's title. */
async function newsPath(host: string, lang = 'de') {
  const html = (await hostRequest(host, `/${marketOf(lang)}/${lang}`)).body;
  const hrefs = [...html.matchAll(/<a href="(\/[a-z]{2}\/[a-z]{2}\/[a-z0-9-]+)"/g)].map((m) => m[1]!);
  for (const href of new Set(hrefs)) {
    const body = (await hostRequest(host, href)).body;
    if (body.includes('data-meridian-widget="banner"')) return href;
  }
  throw new Error(`no page with banners on ${host}`);
}

test.describe('announcement banners (SPEC §3.13, §4.9)', () => {
  test('every site shows its banners on the news page in every language', async () => {
    for (const site of SITES) {
      for (const lang of site.langs) {
        const path = await newsPath(site.host, lang);
        const html = (await hostRequest(site.host, path)).body;
        expect(html.match(/data-meridian-widget="banner"/g), `${site.host}${path}`).toHaveLength(2);
        expect(html).toContain('data-banner-position="modal"');
        expect(html).toContain('data-banner-position="bottom"');
        expect(html).toContain(`>${messages[lang as 'de'].banner.close}<`);
        // An info button toggles the modal banner.
        expect(html).toMatch(/data-banner-toggle="\d+"/);
      }
    }
  });

  test('a modal banner: blurred backdrop, focus trap, Escape sleeps it behind the wake-up button, the dismissal lasts its timer', async ({
    page,
  }) => {
    const path = await newsPath('brand-a.localhost');
    await visit(page, 'brand-a.localhost', path);
    const banner = page.locator('.sk-banner[data-banner-position="modal"]');
    const dialog = banner.locator('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    // The page behind is blurred: the backdrop's filter (read from the style sheets; computed styles of
    // ::backdrop are not exposed).
    const backdropFilters = await dialog.evaluate((element) =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter(
          (rule): rule is CSSStyleRule =>
            rule instanceof CSSStyleRule &&
            rule.selectorText.endsWith('::backdrop') &&
            element.matches(rule.selectorText.replace(/::backdrop$/, '')),
        )
        .map((rule) => rule.style.getPropertyValue('backdrop-filter')),
    );
    expect(backdropFilters.join(' ')).toContain('blur(');
    // Vertical centre offset capped at 250 px.
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThanOrEqual(250);
    await expect(page.locator('.sk-banner[data-banner-position="bottom"] dialog')).toBeVisible();
    await page.screenshot({ path: screenshotPath('widgets-banner-modal') });
    await expectNoViolations(page, 'modal banner open');

    // Focus starts inside and never reaches the page behind (it is inert while the modal banner is open).
    expect(
      await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.sk-banner[data-banner-position="modal"] dialog')),
      ),
    ).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the document';
        return active.closest('.sk-banner[data-banner-position="modal"] dialog')
          ? 'banner'
          : active.outerHTML.slice(0, 80);
      });
      expect(['banner', 'outside the document']).toContain(where);
    }

    const before = Date.now();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner).toHaveAttribute('data-state', 'sleeping');
    const wake = banner.locator('.sk-banner__wake');
    await expect(wake).toBeVisible();
    await expect(wake).toBeFocused();
    const id = await banner.getAttribute('data-banner-id');
    const stored = Number(await page.evaluate((key) => localStorage.getItem(key), `banner${id}`));
    expect(stored).toBeGreaterThanOrEqual(before - 5_000);
    await page.screenshot({ path: screenshotPath('widgets-banner-sleeping') });

    // The wake-up button wakes it; Escape only closes (a second Escape does not wake it).
    await wake.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Dismissed 60 minutes: asleep after a reload; shown again once the timer ran out.
    await visit(page, 'brand-a.localhost', path);
    await expect(banner).toHaveAttribute('data-state', 'sleeping');
    await expect(dialog).toBeHidden();
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`banner${id}`, String(Date.now() - 61 * 60_000)],
    );
    await visit(page, 'brand-a.localhost', path);
    await expect(dialog).toBeVisible();
  });

  test('the info button and the backdrop toggle the banner; focus returns to the info button', async ({ page }) => {
    const path = await newsPath('localhost');
    await visit(page, 'localhost', path);
    const dialog = page.locator('.sk-banner[data-banner-position="modal"] dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('[data-banner-close]').click();
    await expect(dialog).toBeHidden();
    const info = page.locator('.block-buttons [data-banner-toggle]');
    await info.click();
    await expect(dialog).toBeVisible();
    // A click on the backdrop (outside the panel) closes it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('an info button in a page opened in the side-navigation layer opens its banner there', async ({ page }) => {
    const path = await newsPath('brand-a.localhost');
    await visit(page, 'brand-a.localhost', '/de/de');
    // The home page has no banner of its own: the one the button opens comes with the page in the layer.
    await expect(page.locator('[data-meridian-widget="banner"]')).toHaveCount(0);
    await page.locator(`.sk-page-nav a[data-layer-link][href="${path}"]`).click();
    const layer = page.locator('dialog.sk-layer');
    const info = layer.locator('.block-buttons [data-banner-toggle]');
    await expect(info).toBeVisible();
    const banner = layer.locator(`.sk-banner[data-banner-id="${await info.getAttribute('data-banner-toggle')}"]`);
    const dialog = banner.locator('dialog');
    await expect(banner).toHaveAttribute('data-state', 'sleeping');
    await expect(dialog).toBeHidden();
    await expect(banner.locator('.sk-banner__wake')).toHaveCount(0);

    await info.click();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(page.getByRole('dialog', { name: (await dialog.locator('h2').textContent())! })).toBeVisible();
    await dialog.locator('[data-banner-close]').click();
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
    await expect(layer).toBeVisible();
    // Closed, it goes back to sleep: the button opens it again; Escape closes the banner, not the layer.
    await info.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(layer).toBeVisible();
  });

  test('a banner whose event is over does not open; the demo banners end with their events, weeks ahead', async ({
    page,
  }) => {
    for (const site of SITES) {
      const path = await newsPath(site.host);
      const until = /data-banner-position="modal"[^>]*data-banner-until="([^"]+)"/.exec(
        (await hostRequest(site.host, path)).body,
      )?.[1];
      expect(until, site.host).toBeTruthy();
      expect(Date.parse(until!), site.host).toBeGreaterThan(Date.now() + 14 * 86_400_000);
    }
    const path = await newsPath('brand-b.localhost');
    await visit(page, 'brand-b.localhost', path);
    const banner = page.locator('.sk-banner[data-banner-position="modal"]');
    const dialog = banner.locator('dialog');
    await expect(dialog).toBeVisible();
    const until = Date.parse((await banner.getAttribute('data-banner-until'))!);

    // The same page (as a cache may still hold it) once the event is over: the banner stays closed for good.
    await page.clock.setFixedTime(until + 60_000);
    await visit(page, 'brand-b.localhost', path);
    await expect(banner).toHaveAttribute('data-state', 'removed');
    await expect(dialog).toBeHidden();
    await expect(banner.locator('.sk-banner__wake')).toBeHidden();
    await page.locator('.block-buttons [data-banner-toggle]').click();
    await expect(dialog).toBeHidden();
  });

  test('a bottom banner reserves its height below the page and, without an icon, is removed on close', async ({
    page,
  }) => {
    const path = await newsPath('brand-c.localhost');
    await visit(page, 'brand-c.localhost', path);
    await page.locator('.sk-banner[data-banner-position="modal"] [data-banner-close]').click();
    const bottom = page.locator('.sk-banner[data-banner-position="bottom"]');
    const dialog = bottom.locator('dialog');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(false);
    const height = await dialog.evaluate((element) => element.getBoundingClientRect().height);
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    expect(Math.abs(padding - height)).toBeLessThanOrEqual(1);
    // The footer can be scrolled fully above the banner.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerBottom = await page
      .locator('.site-footer')
      .evaluate((element) => element.getBoundingClientRect().bottom);
    const bannerTop = await dialog.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(bannerTop + 1);
    await page.screenshot({ path: screenshotPath('widgets-banner-bottom') });
    await expectNoViolations(page, 'bottom banner');

    await dialog.locator('[data-banner-close]').focus();
    await page.keyboard.press('Escape');
    await expect(bottom).toHaveAttribute('data-state', 'removed');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);
    await visit(page, 'brand-c.localhost', path);
    await expect(bottom).toHaveAttribute('data-state', 'removed');
  });
});

test.describe('sliders (SPEC §2.5, §3.14, §9.5)', () => {
  test('pagination, slide and spool timings, keyboard, autoplay with progress bar and pause button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, 'localhost', ABOUT.group);
    const slider = page.locator('.sk-slider').first();
    await expect(slider).toHaveAttribute('data-ready', '');
    const pagination = slider.locator('.sk-slider__pagination');
    const track = slider.locator('.sk-slider__track');
    // 5 slides, 3 visible on desktop: 3 positions.
    await expect(pagination).toHaveText('01 / 03');
    await expect(slider.locator('.sk-slider__slide:not([inert])')).toHaveCount(3);
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    // The pause button (WCAG 2.2.2); pressed at once so that autoplay does not move the slider under the test.
    const play = slider.locator('.sk-slider__play');
    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    await expect(pagination).toHaveText('01 / 03');

    // Lazy images: the slides in view and their neighbours are loaded, the last one not yet.
    const lastImage = slider.locator('.sk-slider__slide').nth(4).locator('img[data-meridian-widget="lazy"]');
    await expect(lastImage).toHaveAttribute('data-lazy-src', /.+/);
    await expect(
      slider.locator('.sk-slider__slide').first().locator('img[data-meridian-widget="lazy"]'),
    ).toHaveAttribute('data-lazy-loaded', '');
    await slider.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('widgets-slider-desktop') });

    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await expect(slider.locator('.sk-slider__progress')).toBeHidden();
    await expect(track).toHaveAttribute('aria-live', 'polite');

    await slider.locator('.sk-slider__next').click();
    await expect(pagination).toHaveText('02 / 03');
    await expect(track).toHaveCSS('transition-duration', '0.3s');
    await expect(lastImage).toHaveAttribute('data-lazy-loaded', '');
    await page.keyboard.press('ArrowRight');
    await expect(pagination).toHaveText('03 / 03');
    // Endless: after the last position comes the first, spooled back in 600 ms.
    await page.keyboard.press('ArrowRight');
    await expect(pagination).toHaveText('01 / 03');
    await expect(track).toHaveCSS('transition-duration', '0.6s');
    await page.keyboard.press('ArrowLeft');
    await expect(pagination).toHaveText('03 / 03');
    await expectNoViolations(page, 'slider');

    await play.click();
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    // Focus is inside the slider: autoplay waits until it leaves.
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    // The progress bar fills in interval − 200 ms.
    await expect(slider.locator('.sk-slider__progress span')).toHaveCSS('transition-duration', '5.8s');
    await expect(slider.locator('.sk-slider__progress')).toBeVisible();
    // It moves on by itself after the interval (6 s).
    await expect(pagination).not.toHaveText('03 / 03', { timeout: 8_000 });
  });

  test('visible slides per breakpoint: full on desktop, ÷1.5 on tablets, ÷3 on phones', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await visit(page, 'localhost', ABOUT.group);
    const slider = page.locator('.sk-slider').first();
    await expect(slider.locator('.sk-slider__slide:not([inert])')).toHaveCount(2);
    await expect(slider.locator('.sk-slider__pagination')).toHaveText('01 / 04');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(slider.locator('.sk-slider__slide:not([inert])')).toHaveCount(1);
    await expect(slider.locator('.sk-slider__pagination')).toHaveText('01 / 05');
    await slider.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('widgets-slider-phone') });
  });

  test('mounting the slider shifts nothing on the page, on a phone and on a desktop (CLS)', async ({ page }) => {
    await observeLayoutShifts(page);
    for (const viewport of [
      { width: 412, height: 823 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      for (const site of SITES) {
        await page.goto(siteUrl(site.host, ABOUT[site.key]));
        const slider = page.locator('.sk-slider').first();
        await expect(slider).toHaveAttribute('data-ready', '');
        await slider.scrollIntoViewIfNeeded();
        await page.waitForTimeout(300);
        const shifts = await layoutShifts(page);
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          // What moved and when, so a failure names its cause.
          `${site.key} at ${viewport.width} px: ${shifts.join(', ')} — ${(await layoutShiftSources(page)).join('; ')}`,
        ).toBeLessThan(0.01);
      }
    }
  });

  test('swipe: quick short drags and long slow drags move, anything else snaps back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, 'brand-c.localhost', ABOUT['brand-c']);
    const slider = page.locator('.sk-slider').first();
    await slider.locator('.sk-slider__play').click(); // no autoplay moves during the test
    const pagination = slider.locator('.sk-slider__pagination');
    await expect(pagination).toHaveText('01 / 03');
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.locator('.sk-slider__viewport').boundingBox())!;
    const y = box.y + box.height / 2;
    const drag = async (from: number, to: number, holdMs: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(from + (to - from) / 2, y, { steps: 2 });
      if (holdMs) await page.waitForTimeout(holdMs);
      await page.mouse.move(to, y, { steps: 2 });
      await page.mouse.up();
    };
    const middle = box.x + box.width / 2;
    // A quick swipe (well under 300 ms, > 25 px): dispatched in one go, so a busy machine cannot slow it down.
    const quickSwipe = (dx: number) =>
      slider.locator('.sk-slider__viewport').evaluate(
        (viewport, [dx, x, y]) => {
          const event = (type: string, clientX: number) =>
            new PointerEvent(type, {
              bubbles: true,
              cancelable: true,
              pointerId: 99,
              pointerType: 'touch',
              isPrimary: true,
              button: 0,
              clientX,
              clientY: y,
            });
          viewport.dispatchEvent(event('pointerdown', x));
          viewport.dispatchEvent(event('pointermove', x + dx / 2));
          viewport.dispatchEvent(event('pointermove', x + dx));
          viewport.dispatchEvent(event('pointerup', x + dx));
        },
        [dx, middle, y] as const,
      );
    await quickSwipe(-60);
    await expect(pagination).toHaveText('02 / 03');
    await drag(middle, middle - 60, 400); // slow and short: snaps back in 200 ms
    await expect(pagination).toHaveText('02 / 03');
    await expect(slider.locator('.sk-slider__track')).toHaveCSS('transition-duration', '0.2s');
    await drag(middle + box.width / 4, middle - box.width / 4 + 10, 400); // slow but over a third of the width
    await expect(pagination).toHaveText('03 / 03');
    // Not endless (wrap off): no further.
    await quickSwipe(-60);
    await expect(pagination).toHaveText('03 / 03');
    await quickSwipe(60);
    await expect(pagination).toHaveText('02 / 03');
  });

  test('hover sub-menu: hovering an item shows its slide and pauses autoplay; leaving resumes after 100 ms', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, 'brand-b.localhost', ABOUT['brand-b']);
    const slider = page.locator('.sk-slider[data-submenu]').first();
    await expect(slider).toHaveAttribute('data-autoplay', 'running');
    const item = slider.locator('.sk-slider__submenu button').nth(2);
    await item.hover();
    await expect(slider.locator('.sk-slider__pagination')).toHaveText('03 / 04');
    await expect(slider).toHaveAttribute('data-autoplay', 'paused');
    await expect(slider.locator('.sk-slider__progress')).toBeHidden();
    await expect(slider).toHaveAttribute('data-overlay', '');
    await expect(item).toHaveAttribute('aria-current', 'true');
    await page.screenshot({ path: screenshotPath('widgets-slider-submenu') });
    await page.mouse.move(5, 5);
    await expect(slider).toHaveAttribute('data-autoplay', 'running', { timeout: 1_000 });
    await expect(slider).not.toHaveAttribute('data-overlay', { timeout: 1_000 });
    await expectNoViolations(page, 'slider with sub-menu');
  });
});

test.describe('video behind the privacy placeholder, links', () => {
  test('the video loads only after consent to the video platform, given from the placeholder', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
    );
    await visit(page, 'brand-a.localhost', ABOUT['brand-a']);
    const video = page.locator('.block-video');
    await expect(video.locator('.sk-embed__placeholder')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await video.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('widgets-video-placeholder') });
    await video.locator('[data-script-call="openCookieSettings"]').click();
    const consent = page.locator('dialog.cc-dialog');
    await expect(consent).toHaveAttribute('data-consent-dialog', 'settings');
    await consent.locator('[data-consent-toggle="YOUTUBE"]').click();
    await consent.locator('[data-consent-action="save"]').click();
    const iframe = video.locator('iframe');
    await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
    await expect(iframe).toHaveAttribute('title', /.+/);
  });

  test('with consent already given the video loads at once', async ({ browser }) => {
    const value = serializeConsent({
      id: '00000000-0000-4000-8000-000000000005',
      revision: 1,
      record: acceptAll(DEMO_CONFIGURED_ITEMS),
    });
    const context = await browser.newContext({
      storageState: {
        cookies: [
          {
            name: CONSENT_COOKIE,
            value,
            domain: 'brand-c.localhost',
            path: '/',
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: 'Lax',
          },
        ],
        origins: [],
      },
    });
    const page = await context.newPage();
    await page.route(/youtube-nocookie\.com|googletagmanager|pingdom/, (route) =>
      route.fulfill({ status: 200, body: '' }),
    );
    await visit(page, 'brand-c.localhost', ABOUT['brand-c']);
    await expect(page.locator('.block-video iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
    await context.close();
  });

  test('an anchor button scrolls to its content element and moves focus there; a script call runs its function', async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', storageState: presetConsentState() });
    const page = await context.newPage();
    await visit(page, 'brand-b.localhost', ABOUT['brand-b']);
    const anchor = page.locator('.block-buttons a[href="#video"]');
    await anchor.click();
    await expect(page.locator('#video')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('#video');
    // Reduced motion: the jump is immediate, the video's top at the top of the viewport (below the sticky header).
    const top = await page.locator('#video').evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    await page.locator('.block-buttons [data-script-call="openCookieSettings"]').click();
    await expect(page.locator('dialog.cc-dialog')).toHaveAttribute('data-consent-dialog', 'settings');
    await context.close();
  });

  test('main menu: a top-level item with children toggles its sub-menu, one open at a time', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, 'brand-a.localhost', '/de/de');
    const toggles = page.locator('.main-menu__toggle');
    await expect(toggles).toHaveCount(2);
    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.main-menu__sub').nth(0)).toBeVisible();
    await toggles.nth(1).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.main-menu__sub').nth(0)).toBeHidden();
    await expect(page.locator('.main-menu__sub').nth(1)).toBeVisible();
    await page.screenshot({ path: screenshotPath('widgets-main-menu') });
    await toggles.nth(1).click();
    await expect(page.locator('.main-menu__sub').nth(1)).toBeHidden();
  });
});

test.describe('side navigation: language menu, layer contract, widgets in fragments (SPEC §2.1)', () => {
  test('the language-menu variant shows the inline language menu without fetching, and announces itself to other layers', async ({
    page,
  }) => {
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('type=24818')) fragments.push(request.url());
    });
    await visit(page, 'brand-a.localhost', '/de/de');
    // Another layer (e.g. the recruiting search box) listens for the open event and closes itself.
    await page.evaluate(() => {
      (window as unknown as { opened: string[] }).opened = [];
      document.addEventListener('site-kit:layer-open', (event) =>
        (window as unknown as { opened: string[] }).opened.push((event as CustomEvent<{ id: string }>).detail.id),
      );
    });
    const button = page.locator('.sk-page-nav [data-layer-language]');
    await button.click();
    const layer = page.locator('dialog.sk-layer');
    await expect(layer).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(layer.locator('.sk-language-menu a')).toHaveCount(4);
    await expect(layer.locator('.sk-language-menu a[hreflang="fr"]')).toHaveAttribute('href', /^\/fr\/fr/);
    expect(fragments).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual(['side-navigation']);
    await page.screenshot({ path: screenshotPath('widgets-language-layer') });
    await expectNoViolations(page, 'language layer');
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The language links lead to the other language.
    await page.waitForTimeout(650); // the 600 ms link guard
    await button.click();
    await layer.locator('.sk-language-menu a[hreflang="en"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a slider inside a fetched side-navigation fragment works like one on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, 'brand-b.localhost', '/de/de');
    await page.locator('.sk-page-nav a[data-layer-link]', { hasText: 'Über uns' }).click();
    const layer = page.locator('dialog.sk-layer');
    const slider = layer.locator('.sk-slider[data-submenu]');
    await expect(slider).toHaveAttribute('data-ready', '');
    await expect(slider.locator('.sk-slider__controls')).toBeVisible();
    await slider.locator('.sk-slider__play').click();
    const pagination = slider.locator('.sk-slider__pagination');
    await expect(pagination).toHaveText('01 / 04');
    await slider.locator('.sk-slider__next').click();
    await expect(pagination).toHaveText('02 / 04');
    // Lazy images and the video placeholder inside the fragment too.
    await expect(slider.locator('.sk-slider__slide').nth(1).locator('img')).toHaveAttribute('data-lazy-loaded', '');
    await expect(layer.locator('.block-video .sk-embed__placeholder')).toBeAttached();
    await page.screenshot({ path: screenshotPath('widgets-fragment-slider') });
    await expectNoViolations(page, 'slider in the side-navigation layer');
    // A script call inside the fragment works too (document-level delegation).
    await layer.locator('.block-buttons [data-script-call="openCookieSettings"]').click();
    await expect(page.locator('dialog.cc-dialog')).toHaveAttribute('data-consent-dialog', 'settings');
  });
});
