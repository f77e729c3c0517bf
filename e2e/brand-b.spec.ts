import { expect, test, type Page } from '@playwright/test';
import {
  bannersSettled,
  clientAddresses,
  editorAccounts,
  expectNoViolations,
  hostRequest,
  presetConsentState,
  screenshotPath,
  siteUrl,
} from './support';

// Brand B page chrome and lottery: hide-on-scroll header, slide-in navigation and search panels, contact
// widget, parallax, legal paths and the contest form (with and without JavaScript, duplicates, closing date,
// bad input, CSV export).

const HOST = 'brand-b.localhost';
const NEWS = '/de/de/aktuelles';

// Each test posts from its own client address, so the contest rate limit (per address) never crosses tests.
const nextAddress = clientAddresses();
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextAddress() });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function visit(page: Page, pathname: string) {
  await page.goto(siteUrl(HOST, pathname));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
  // The news page also announces a modal and a bottom banner: close them first, as a visitor would
  // (the bottom one sits over the lower part of the viewport), once they have opened.
  await bannersSettled(page);
  const modalBanner = page.locator('.sk-banner__dialog:modal');
  if (await modalBanner.count()) {
    await page.keyboard.press('Escape');
    await expect(modalBanner).toHaveCount(0);
  }
  const bottomBanner = page.locator('.sk-banner[data-banner-position="bottom"] .sk-banner__dialog[open]');
  if (await bottomBanner.count()) {
    await bottomBanner.getByRole('button', { name: 'Schließen' }).click();
    await expect(bottomBanner).toHaveCount(0);
  }
}

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

test.describe('hide-on-scroll header', () => {
  test('is logo height + 2 × body font size, hides past its height, shows after 25 px up, without layout shift', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/de/de');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-header', 'hide-on-scroll');
    const sizes = await page.evaluate(() => ({
      header: document.querySelector('header.site-header')!.getBoundingClientRect().height,
      logo: document.querySelector('.site-logo__svg')!.getBoundingClientRect().height,
      font: Number.parseFloat(getComputedStyle(document.body).fontSize),
    }));
    expect(sizes.logo).toBe(64);
    expect(sizes.header).toBeCloseTo(64 + 2 * sizes.font, 0);
    const mainTop = () =>
      page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();

    await scrollTo(page, Math.floor(sizes.header) - 5);
    await page.waitForTimeout(150);
    await expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(page, 600);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    expect(await mainTop(), 'hiding the header moves nothing below it').toBe(before);
    await page.screenshot({ path: screenshotPath('brand-b-header-hidden') });

    await scrollTo(page, 580); // 20 px up: stays hidden
    await page.waitForTimeout(150);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, 570); // 30 px up from the lowest point: shows
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect.poll(() => header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    expect(await mainTop()).toBe(before);
    await page.screenshot({ path: screenshotPath('brand-b-header-shown-on-scroll-up') });

    // Keyboard focus inside a hidden header shows it.
    await scrollTo(page, 900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.locator('.chrome-trigger--navigation').focus();
    await expect(header).not.toHaveAttribute('data-hidden');
  });
});

test('phone: the header keeps one row with icon buttons named for screen readers; the panel fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await visit(page, '/de/de');
  const font = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
  const height = await page.locator('header.site-header').evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeCloseTo(64 + 2 * font, 0);
  await expect(page.getByRole('button', { name: 'Menü' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suche', exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('brand-b-phone-header') });
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.locator('dialog.chrome-panel--navigation')).toHaveAttribute('data-state', 'open');
  await page.waitForTimeout(600);
  await page.screenshot({ path: screenshotPath('brand-b-phone-navigation-panel') });
  await expectNoViolations(page, 'phone navigation panel');
});

test.describe('navigation and search panels', () => {
  test('navigation panel: closed → loading → open → loading → closed (500 ms), focus and Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/de/de');
    const trigger = page.locator('.chrome-trigger--navigation');
    const panel = page.locator('dialog.chrome-panel--navigation');
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(panel).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    // Record every state the panel passes through.
    await page.evaluate(() => {
      const dialog = document.querySelector('dialog.chrome-panel--navigation')!;
      const seen: string[] = [dialog.getAttribute('data-state')!];
      (window as unknown as { panelStates: string[] }).panelStates = seen;
      new MutationObserver(() => {
        const state = dialog.getAttribute('data-state')!;
        if (seen[seen.length - 1] !== state) seen.push(state);
      }).observe(dialog, { attributes: true, attributeFilter: ['data-state'] });
    });
    await trigger.click();
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await panel.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await expect(panel.getByRole('link', { name: 'Karriere' })).toHaveAttribute('href', '/de/de/karriere');
    await page.waitForTimeout(600); // slide-in finished
    await page.screenshot({ path: screenshotPath('brand-b-navigation-panel') });
    await expectNoViolations(page, 'navigation panel open');

    // Observed in the page, so a busy machine cannot let the 500 ms pass between two checks: on Escape the panel
    // goes to 'loading' while it stays open (on screen, sliding out).
    await panel.evaluate((d: HTMLDialogElement) => {
      (window as unknown as { __openWhileClosing: Promise<boolean> }).__openWhileClosing = new Promise<boolean>(
        (resolve) => {
          const observer = new MutationObserver(() => {
            if (d.dataset.state !== 'loading') return;
            observer.disconnect();
            resolve(d.open);
          });
          observer.observe(d, { attributes: true, attributeFilter: ['data-state'] });
        },
      );
    });
    const closeStarted = Date.now();
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { __openWhileClosing: Promise<boolean> }).__openWhileClosing),
    ).toBe(true);
    await expect(panel).toHaveAttribute('data-state', 'closed', { timeout: 3000 });
    const closedAfter = Date.now() - closeStarted;
    expect(closedAfter).toBeGreaterThanOrEqual(450);
    expect(closedAfter).toBeLessThan(2000);
    expect(await panel.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates)).toEqual([
      'closed',
      'loading',
      'open',
      'loading',
      'closed',
    ]);

    // The close button closes it as well; keyboard opens it.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await panel.locator('.chrome-panel__close').click();
    await expect(panel).toHaveAttribute('data-state', 'closed');
  });

  test('search panel: offers go to the career page with ?search=, the site search to ?keyword=', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/de/de');
    const trigger = page.locator('.chrome-trigger--search');
    const panel = page.locator('dialog.chrome-panel--search');
    await trigger.click();
    await expect(panel).toHaveAttribute('data-state', 'open');
    const offers = panel.getByRole('searchbox', { name: 'Jobtitel oder Stichwort' });
    await expect(offers).toBeFocused();
    await page.waitForTimeout(600);
    await page.screenshot({ path: screenshotPath('brand-b-search-panel') });
    await expectNoViolations(page, 'search panel open');

    await offers.fill('Stapler & Lager');
    await Promise.all([page.waitForURL(/\/de\/de\/karriere\?/), offers.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('search')).toBe('Stapler & Lager');

    await visit(page, '/de/en');
    await page.locator('.chrome-trigger--search').click();
    const site = page.locator('dialog.chrome-panel--search').getByRole('searchbox', { name: 'Search term' });
    await site.fill('privacy');
    await Promise.all([page.waitForURL(/\/de\/en\/search\?/), site.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('privacy');
  });
});

test.describe('contact widget', () => {
  test('hidden → close after 1 s → opening → open (200 ms) → closing → close (200 ms), channels from the CMS', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const started = Date.now();
    await page.goto(siteUrl(HOST, '/de/de'));
    const widget = page.locator('aside.contact-widget');
    await expect(widget).toHaveAttribute('data-state', 'close', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    const toggle = widget.getByRole('button', { name: 'Kontakt' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator('.contact-widget__panel');
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(widget).toHaveAttribute('data-state', /opening|open/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(widget).toHaveAttribute('data-state', 'open');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: '+49 40 3290 470' })).toHaveAttribute('href', 'tel:+49403290470');
    await expect(panel.getByRole('link', { name: 'hallo@brightwork.example' })).toHaveAttribute(
      'href',
      'mailto:hallo@brightwork.example',
    );
    await expect(panel.getByRole('link', { name: 'WhatsApp-Chat starten' })).toHaveAttribute(
      'href',
      'https://wa.me/4915144220470',
    );
    await expect(panel.getByRole('link', { name: 'Rückruf-Termin buchen' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(panel).toContainText('Montag bis Freitag');
    await page.waitForTimeout(250);
    await page.screenshot({ path: screenshotPath('brand-b-contact-widget-open') });
    await expectNoViolations(page, 'contact widget open');

    await panel.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(widget).toHaveAttribute('data-state', 'closing');
    await expect(toggle).toBeFocused();
    await expect(widget).toHaveAttribute('data-state', 'close');
    await expect(panel).toBeHidden();

    // English texts on the English pages.
    await page.goto(siteUrl(HOST, '/de/en'));
    await page.locator('aside.contact-widget').getByRole('button', { name: 'Contact' }).click();
    await expect(
      page.locator('.contact-widget__panel').getByRole('link', { name: 'Start a WhatsApp chat' }),
    ).toBeVisible();
  });
});

test.describe('parallax', () => {
  const frame = (page: Page) => page.locator('.block-hero .sk-parallax').first();
  const overflow = (page: Page) =>
    frame(page).evaluate((el) => {
      const img = el.querySelector('img')!;
      return (
        (el.clientWidth * Number(img.getAttribute('height'))) / Number(img.getAttribute('width')) - el.clientHeight
      );
    });

  test('moves the hero image only when it exceeds its frame by more than 50 px', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await visit(page, '/de/de');
    expect(await overflow(page)).toBeGreaterThan(50);
    await expect(frame(page)).toHaveAttribute('data-parallax', 'on');
    const offsetAt = async (y: number) => {
      await scrollTo(page, y);
      await page.waitForTimeout(120);
      return frame(page).evaluate((el) => new DOMMatrix(getComputedStyle(el.querySelector('img')!).transform).m42);
    };
    const top = await offsetAt(0);
    const lower = await offsetAt(300);
    expect(lower).toBeLessThan(top);

    // 1000 px wide: the image is about as tall as its frame (≤ 50 px more): no parallax.
    await page.setViewportSize({ width: 1000, height: 900 });
    await scrollTo(page, 0);
    expect(await overflow(page)).toBeLessThanOrEqual(50);
    await expect(frame(page)).toHaveAttribute('data-parallax', 'off');
  });

  test('never moves with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1400, height: 900 });
    await visit(page, '/de/de');
    expect(await overflow(page)).toBeGreaterThan(50);
    await expect(frame(page)).toHaveAttribute('data-parallax', 'off');
  });
});

test('legal pages and home at their §2.6 paths, linked from every page', async ({ page }) => {
  for (const pathname of ['/de/de', '/de/de/datenschutz', '/de/de/impressum']) {
    expect((await hostRequest(HOST, pathname)).status, pathname).toBe(200);
  }
  await page.goto(siteUrl(HOST, '/de/de/kontakt'));
  await expect(page.locator('.site-footer__links a', { hasText: 'Datenschutz' })).toHaveAttribute(
    'href',
    '/de/de/datenschutz',
  );
  await expect(page.locator('.site-footer__links a', { hasText: 'Impressum' })).toHaveAttribute(
    'href',
    '/de/de/impressum',
  );
  await expect(page.locator('a.site-logo')).toHaveAttribute('href', '/de/de');
});

test.describe('contest', () => {
  const contestSection = (page: Page) => page.locator('section.block-contest');

  test('full flow: per-field errors tied to fields with values kept, markup stays text, confirmation, duplicate', async ({
    page,
    browser,
  }) => {
    // Five posts, each a full page round trip with axe checks in between: more than the default minute on a busy machine.
    test.slow();
    await visit(page, NEWS);
    const section = contestSection(page);
    await expect(section.getByRole('heading', { level: 2 })).toContainText('Winter-Gewinnspiel');
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: screenshotPath('brand-b-contest-form') });

    // Nothing filled in: every field gets its message, tied to it.
    await section.getByRole('button', { name: 'Mitmachen' }).click();
    await expect(section.getByRole('alert')).toContainText('Bitte prüfe die markierten Felder.');
    for (const [label, message] of [
      ['Dein Name', 'Bitte fülle dieses Feld aus.'],
      ['Deine E-Mail-Adresse', 'Bitte fülle dieses Feld aus.'],
      ['Ich akzeptiere die Teilnahmebedingungen.', 'Bitte akzeptiere die Teilnahmebedingungen.'],
    ] as const) {
      const field = section.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(section.getByRole('group', { name: /Wie viele Brücken/ })).toHaveAccessibleDescription(
      'Bitte fülle dieses Feld aus.',
    );
    await expectNoViolations(page, 'contest form with errors');

    // A malformed address: only that field is reported; the rest is kept.
    const name = `<script>window.__xss = 1</script><b>Jana ${unique()}</b>`;
    await section.getByLabel('Dein Name').fill(name);
    await section.getByLabel('Deine E-Mail-Adresse').fill('jana@');
    await section.getByLabel('Rund 2.500').check();
    await section.getByLabel('Ich akzeptiere die Teilnahmebedingungen.').check();
    await section.getByRole('button', { name: 'Mitmachen' }).click();
    await expect(section.getByLabel('Deine E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    await expect(section.getByLabel('Dein Name')).toHaveValue(name);
    await expect(section.getByLabel('Dein Name')).not.toHaveAttribute('aria-invalid');
    await expect(section.getByLabel('Rund 2.500')).toBeChecked();
    await expect(section.getByLabel('Ich akzeptiere die Teilnahmebedingungen.')).toBeChecked();
    await expect(section.getByLabel('Deine E-Mail-Adresse')).toHaveValue('jana@');
    await section.screenshot({ path: screenshotPath('brand-b-contest-errors') });

    const email = `jana.${unique()}@example.org`;
    await section.getByLabel('Deine E-Mail-Adresse').fill(email);
    await section.getByRole('button', { name: 'Mitmachen' }).click();
    const status = section.getByRole('status');
    await expect(status).toContainText(`Danke, ${name}!`);
    await expect(section.locator('form')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await section.locator('script, b').count()).toBe(0);
    await section.screenshot({ path: screenshotPath('brand-b-contest-confirmation') });

    // Same address (other case) from another browser: refused, values kept.
    const other = await browser.newContext({
      storageState: presetConsentState(),
      extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    });
    const second = await other.newPage();
    await visit(second, NEWS);
    const again = contestSection(second);
    await again.getByLabel('Dein Name').fill('Jana Zwei');
    await again.getByLabel('Deine E-Mail-Adresse').fill(email.toUpperCase());
    await again.getByLabel('Rund 900').check();
    await again.getByLabel('Ich akzeptiere die Teilnahmebedingungen.').check();
    await again.getByRole('button', { name: 'Mitmachen' }).click();
    await expect(again.getByRole('alert')).toContainText('bereits teilgenommen');
    await expect(again.getByLabel('Dein Name')).toHaveValue('Jana Zwei');
    await other.close();
  });

  test('works without JavaScript: plain POST, 303 back, confirmation', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: presetConsentState(),
      extraHTTPHeaders: { 'x-forwarded-for': nextAddress() },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(HOST, '/de/en/news'));
    const section = contestSection(page);
    await section.getByRole('button', { name: 'Take part' }).click();
    await expect(section.getByLabel('Your name')).toHaveAccessibleDescription('Please fill in this field.');
    await section.getByLabel('Your name').fill('No Script');
    await section.getByLabel('Your e-mail address').fill(`noscript.${unique()}@example.org`);
    await section.getByLabel('About 2,500').check();
    await section.getByLabel('I accept the conditions of participation.').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/contest')),
      section.getByRole('button', { name: 'Take part' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(section.getByRole('status')).toContainText('Thank you, No Script! Your entry has been received.');
    expect(new URL(page.url()).pathname).toBe('/de/en/news');
    // Landing on #contest-{id}: the heading is below the sticky header, not under it.
    const headerBox = await page.locator('header.site-header').boundingBox();
    const headingBox = await section.getByRole('heading', { level: 2 }).boundingBox();
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    await section.screenshot({ path: screenshotPath('brand-b-contest-no-js') });
    await context.close();
  });

  test('bad input: oversized, wrong type, cross-site, bot, rate limit', async () => {
    const html = (await hostRequest(HOST, NEWS)).body;
    const contestId = html.match(/name="contest" value="(\d+)"/)?.[1];
    expect(contestId).toBeTruthy();
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({
        contest: contestId!,
        returnTo: NEWS,
        lang: 'de',
        answer: 'rund-900',
        terms: 'on',
        ...fields,
      }).toString();
    const post = (body: string, headers: Record<string, string> = {}) =>
      hostRequest(HOST, '/api/contest', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress(), ...headers },
      });

    expect((await post(form({ name: 'x'.repeat(20_000), email: 'big@example.org' }))).status).toBe(413);
    expect((await post(JSON.stringify({ contest: contestId }), { 'content-type': 'application/json' })).status).toBe(
      415,
    );
    expect((await post(form({ name: 'X', email: 'x@example.org' }), { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await post(form({ name: 'X', email: 'x@example.org', website: 'http://spam.example' }))).status).toBe(400);
    expect((await post(form({ name: 'X', email: 'x@example.org', returnTo: 'https://evil.example/' }))).status).toBe(
      400,
    );

    // An unknown answer key and an over-long name come back as field errors, in the cookie for the page.
    const invalid = await post(form({ name: 'y'.repeat(150), email: `y.${unique()}@example.org`, answer: 'rund-1' }));
    expect(invalid.status).toBe(303);
    expect(invalid.headers.location).toBe(`${NEWS}#contest-${contestId}`);
    const cookie = String(invalid.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toContain(`Path=${NEWS}`);
    const flash = JSON.parse(Buffer.from(cookie.match(/meridian_contest=([^;]+)/)![1]!, 'base64url').toString());
    expect(flash).toMatchObject({ outcome: 'invalid', errors: { name: 'tooLong', answer: 'unknownAnswer' } });

    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await post(form({ name: '', email: '' }), { 'x-forwarded-for': address })).status);
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('closed contest: shows the closing notice and refuses entries; editors export entries as CSV', async ({
    page,
  }) => {
    const admin = editorAccounts().find((a) => a.role === 'admin')!;
    const login = await hostRequest(HOST, '/cms-api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    const token = JSON.parse(login.body).token as string;
    const api = (pathname: string, method = 'GET', body?: unknown) =>
      hostRequest(HOST, pathname, {
        method,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const siteId = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs[0]
      .id as number;
    const suffix = unique();
    const created = await api('/cms-api/contests?locale=de', 'POST', {
      tenant: siteId,
      title: `Sommer-Gewinnspiel ${suffix}`,
      question: 'Welche Farbe hat das Meer?',
      answers: [
        { key: 'blau', label: 'Blau' },
        { key: 'gruen', label: 'Grün' },
      ],
      closesAt: new Date(Date.now() - 86_400_000).toISOString(),
      terms: 'Teilnahme ab 18.',
    });
    expect(created.status, created.body).toBe(201);
    const closedId = JSON.parse(created.body).doc.id as number;
    const slug = `gewinnspiel-${suffix}`;
    const pageCreated = await api('/cms-api/pages?locale=de', 'POST', {
      tenant: siteId,
      title: 'Sommer-Gewinnspiel',
      slug,
      _status: 'published',
      layout: [{ blockType: 'contest', contest: closedId }],
    });
    expect(pageCreated.status, pageCreated.body).toBe(201);

    await page.goto(siteUrl(HOST, `/de/de/${slug}`));
    const section = page.locator(`#contest-${closedId}`);
    await expect(section).toContainText('Dieses Gewinnspiel endete am');
    await expect(section.locator('form')).toHaveCount(0);
    const refused = await hostRequest(HOST, '/api/contest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
      body: new URLSearchParams({
        contest: String(closedId),
        returnTo: `/de/de/${slug}`,
        lang: 'de',
        name: 'Late',
        email: `late.${suffix}@example.org`,
        answer: 'blau',
        terms: 'on',
      }).toString(),
    });
    expect(refused.status).toBe(303);
    const flash = JSON.parse(
      Buffer.from(String(refused.headers['set-cookie']).match(/meridian_contest=([^;]+)/)![1]!, 'base64url').toString(),
    );
    expect(flash.outcome).toBe('closed');
    expect(JSON.parse((await api(`/cms-api/contest-entries?where[contest][equals]=${closedId}`)).body).totalDocs).toBe(
      0,
    );

    // CSV export of the demo contest, with an entry that would be a formula.
    const demoId = (await hostRequest(HOST, NEWS)).body.match(/name="contest" value="(\d+)"/)![1]!;
    const formula = `=HYPERLINK("http://evil.example","${suffix}")`;
    const stored = await hostRequest(HOST, '/api/contest', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextAddress() },
      body: new URLSearchParams({
        contest: demoId,
        returnTo: NEWS,
        lang: 'de',
        name: formula,
        email: `csv.${suffix}@example.org`,
        answer: 'rund-2500',
        terms: 'on',
      }).toString(),
    });
    expect(stored.status).toBe(303);
    expect((await hostRequest(HOST, `/api/contest-entries/export?contest=${demoId}`)).status).toBe(401);
    const csv = await api(`/api/contest-entries/export?contest=${demoId}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('id,createdAt,name,email,answer,answerLabel,correct,acceptedTermsAt,language');
    const row = lines.find((line) => line.includes(`csv.${suffix}@example.org`));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""${suffix}"")"`);
    expect(row).toContain('rund-2500,Rund 2.500,yes');

    // In the CMS: the contest's edit view offers the download.
    await page.context().addCookies([{ name: 'payload-token', value: token, domain: HOST, path: '/' }]);
    await page.goto(siteUrl(HOST, `/admin/collections/contests/${demoId}`));
    const exportLink = page.getByRole('link', { name: 'Export entries as CSV' });
    await expect(exportLink).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toBe(`contest-${demoId}-entries.csv`);
    await page.screenshot({ path: screenshotPath('brand-b-cms-contest-export') });
  });
});
