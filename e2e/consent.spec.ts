import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { messages } from '@meridian/i18n';
import { CONSENT_COOKIE, parseConsent, type ConsentRecord } from '@meridian/site-kit/consent';
import { hostRequest, siteUrl } from './support';

// Cookie consent (SPEC §2.3, §4.1, §7.8): the dialog, the choices, consent-gated loading and the log
// endpoint. Every test starts without a consent cookie (the other suites get a preset one).
test.use({ storageState: { cookies: [], origins: [] } });

const dialog = (page: Page) => page.locator('dialog.cc-dialog');
const isLocal = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === 'data:' || hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'
  );
};

/**
 * Records every request to a non-local host and answers it with an empty script, so that no request leaves
 * the machine while the test still sees which third parties the page asked for.
 */
async function watchThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(
    (url) => !isLocal(url.href),
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '/* third-party stub */' });
    },
  );
  return requested;
}

async function storedConsent(context: BrowserContext, host: string) {
  const cookie = (await context.cookies(siteUrl(host, '/'))).find((c) => c.name === CONSENT_COOKIE);
  return cookie ? { cookie, stored: parseConsent(cookie.value) } : null;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Array.isArray(entry) || (entry && typeof entry === 'object' && '0' in (entry as object))
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );

const liveThirdPartyElements = (page: Page) =>
  page.evaluate(() => ({
    scripts: Array.from(document.querySelectorAll('script[src]'))
      .map((s) => (s as HTMLScriptElement).src)
      .filter((src) => !/^https?:\/\/([a-z0-9-]+\.)?localhost(:\d+)?\//.test(src) && !src.startsWith(location.origin)),
    iframes: document.querySelectorAll('iframe').length,
    placeholders: document.querySelectorAll('script[type="text/plain"][data-consent]').length,
  }));

const toggle = (page: Page, item: string) => dialog(page).locator(`[data-consent-toggle="${item}"]`);

test('first visit: the dialog asks first, and nothing third-party loads before consent', async ({ page, context }) => {
  const requested = await watchThirdParties(context);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  const de = messages.de.cookie;
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'intro');
  await expect(dialog(page).getByRole('heading', { name: de.intro.headline })).toBeFocused();
  await expect(dialog(page).getByRole('link', { name: de.intro.privacy })).toHaveAttribute(
    'href',
    '/de/de/datenschutz',
  );
  await expect(dialog(page).getByRole('link', { name: de.intro.legalNotice })).toHaveAttribute(
    'href',
    '/de/de/impressum',
  );
  for (const name of [de.button.acceptAll, de.button.acceptEssentials, de.button.configure])
    await expect(dialog(page).getByRole('button', { name, exact: true })).toBeVisible();
  // The dialog is modal: the page behind is inert.
  expect(await page.evaluate(() => document.querySelector('dialog.cc-dialog')?.matches(':modal'))).toBe(true);

  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  expect(await liveThirdPartyElements(page)).toEqual({ scripts: [], iframes: 0, placeholders: 3 });
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    'consent',
    'default',
    expect.objectContaining({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    }),
  ]);
  expect(layer.some((entry) => (entry as { event?: string }).event === 'page_view')).toBe(false);
  expect(await storedConsent(context, 'brand-a.localhost')).toBeNull();

  // Escape on the first step does not dismiss the dialog without a choice.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'intro');
  expect(errors).toEqual([]);
});

test('accept all: every item true, tags load at once, Consent Mode granted, page view pushed', async ({
  page,
  context,
}) => {
  const requested = await watchThirdParties(context);
  await page.goto(siteUrl('brand-a.localhost', '/de/en'));
  await dialog(page).getByRole('button', { name: messages.en.cookie.button.acceptAll, exact: true }).click();
  await expect(dialog(page)).toBeHidden();

  const saved = await storedConsent(context, 'brand-a.localhost');
  expect(saved?.stored?.revision).toBe(1);
  expect(Object.values(saved!.stored!.record).every(Boolean)).toBe(true);
  expect(Object.keys(saved!.stored!.record).sort()).toEqual(
    [
      'ALL',
      'ESSENTIALS',
      'FUNCTIONAL',
      'MARKETING',
      'SALESFORCE',
      'MERIDIAN_CDN',
      'MERIDIAN_API',
      'GOOGLE_FONTS',
      'MAPBOX',
      'PINGDOM',
      'YOUTUBE',
      'GOOGLE_ANALYTICS',
      'GOOGLE_SIGNALS',
      'GOOGLE_ADS',
    ].sort(),
  );
  expect(saved!.cookie.path).toBe('/');
  expect(saved!.cookie.sameSite).toBe('Lax');
  // 365 days (± a minute).
  expect(Math.abs(saved!.cookie.expires - (Date.now() / 1000 + 365 * 86400))).toBeLessThan(60);

  await expect
    .poll(() => liveThirdPartyElements(page))
    .toEqual({
      scripts: [
        'https://www.googletagmanager.com/gtm.js?id=GTM-MERIDIAN',
        'https://rum-static.pingdom.net/pa-meridiandemo01.js',
      ],
      iframes: 0,
      placeholders: 0,
    });
  await expect
    .poll(() => requested.map((url) => new URL(url).hostname).sort())
    .toEqual(['rum-static.pingdom.net', 'www.googletagmanager.com']);
  const layer = await dataLayer(page);
  expect(layer).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted', ad_personalization: 'granted' }),
  ]);
  expect(layer).toContainEqual(expect.objectContaining({ event: 'page_view', page_location: page.url() }));
  expect(layer).toContainEqual({
    event: 'user_properties',
    user_properties: { meridian_application: 'brand-a_touch' },
  });

  // The next page applies the stored consent without asking.
  await page.reload();
  await expect.poll(() => liveThirdPartyElements(page).then((e) => e.scripts.length)).toBe(2);
  await expect(dialog(page)).toBeHidden();
});

test('essential cookies only: nothing non-essential, no tags, no data layer events', async ({ page, context }) => {
  const requested = await watchThirdParties(context);
  await page.goto(siteUrl('brand-b.localhost', '/de/de'));
  await dialog(page).getByRole('button', { name: messages.de.cookie.button.acceptEssentials, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  const { stored } = (await storedConsent(context, 'brand-b.localhost'))!;
  for (const [key, value] of Object.entries(stored!.record))
    expect(value, key).toBe(['ESSENTIALS', 'SALESFORCE', 'MERIDIAN_CDN', 'MERIDIAN_API', 'GOOGLE_FONTS'].includes(key));
  await page.mouse.wheel(0, 5000);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  expect(await liveThirdPartyElements(page)).toEqual({ scripts: [], iframes: 0, placeholders: 3 });
  const layer = await dataLayer(page);
  expect(layer.filter((entry) => (entry as { event?: string }).event)).toEqual([]);
  await page.reload();
  await expect(dialog(page)).toBeHidden();
});

test('configure: toggle dependencies, half-checked parents, Back and Escape, save', async ({ page, context }) => {
  const requested = await watchThirdParties(context);
  await page.goto(siteUrl('localhost', '/de/en'));
  const en = messages.en.cookie;
  await dialog(page).getByRole('button', { name: en.button.configure, exact: true }).click();
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'settings');
  await expect(dialog(page).getByRole('heading', { name: en.settings.headline })).toBeFocused();
  for (const title of [
    en.category.all.title,
    en.category.essentials.title,
    en.category.functional.title,
    en.category.marketing.title,
  ]) {
    await expect(dialog(page).getByRole('checkbox', { name: title, exact: true })).toBeVisible();
  }
  for (const provider of ['analytics', 'signals', 'ads', 'uptime', 'video', 'crm'] as const) {
    await expect(dialog(page).getByRole('switch', { name: en.provider[provider].name, exact: true })).toBeVisible();
  }
  await expect(
    dialog(page).getByRole('link', { name: `${en.settings.moreInfo}: ${en.provider.analytics.name}` }),
  ).toHaveAttribute('href', /\/de\/de\/datenschutz$/);

  const expectChecked = async (expected: Record<string, 'true' | 'false' | 'mixed'>) => {
    for (const [item, value] of Object.entries(expected))
      await expect(toggle(page, item), item).toHaveAttribute('aria-checked', value);
  };
  // Essentials are read-only.
  await expect(toggle(page, 'ESSENTIALS')).toHaveAttribute('aria-disabled', 'true');
  await toggle(page, 'SALESFORCE').click({ force: true });
  await expectChecked({ SALESFORCE: 'true' });
  // Checking signals checks analytics, signals and ads.
  await toggle(page, 'GOOGLE_SIGNALS').click();
  await expectChecked({ GOOGLE_ANALYTICS: 'true', GOOGLE_SIGNALS: 'true', GOOGLE_ADS: 'true' });
  await expectChecked({ FUNCTIONAL: 'mixed' });
  await expectChecked({ MARKETING: 'true' });
  await expectChecked({ ALL: 'mixed' });
  // Unchecking ads unchecks signals.
  await toggle(page, 'GOOGLE_ADS').click();
  await expectChecked({ GOOGLE_ANALYTICS: 'true', GOOGLE_SIGNALS: 'false', GOOGLE_ADS: 'false' });
  // Unchecking analytics unchecks signals and ads.
  await toggle(page, 'GOOGLE_SIGNALS').click();
  await toggle(page, 'GOOGLE_ANALYTICS').click();
  await expectChecked({ GOOGLE_ANALYTICS: 'false', GOOGLE_SIGNALS: 'false', GOOGLE_ADS: 'false' });
  // A parent sets its children; All sets everything.
  await toggle(page, 'FUNCTIONAL').click();
  // Functional includes signals, and checking signals checks ads (§4.1): everything ends up on.
  await expectChecked({ FUNCTIONAL: 'true', YOUTUBE: 'true', PINGDOM: 'true', GOOGLE_ADS: 'true', ALL: 'true' });
  await toggle(page, 'ALL').click();
  await expectChecked({ ALL: 'false', FUNCTIONAL: 'false', MARKETING: 'false', GOOGLE_ADS: 'false' });
  await toggle(page, 'MARKETING').click();
  await expectChecked({
    MARKETING: 'true',
    GOOGLE_ADS: 'true',
    GOOGLE_ANALYTICS: 'true',
    GOOGLE_SIGNALS: 'true',
    FUNCTIONAL: 'mixed',
    ALL: 'mixed',
  });
  await toggle(page, 'ALL').click();
  await expectChecked({ ALL: 'true', FUNCTIONAL: 'true', YOUTUBE: 'true' });
  await toggle(page, 'ALL').click();
  await expectChecked({ ALL: 'false', FUNCTIONAL: 'false', MARKETING: 'false' });

  // Escape goes back; Back too.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'intro');
  await dialog(page).getByRole('button', { name: en.button.configure, exact: true }).click();
  await dialog(page).getByRole('button', { name: en.button.back, exact: true }).click();
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'intro');

  // Save web analytics and video only.
  await dialog(page).getByRole('button', { name: en.button.configure, exact: true }).click();
  await toggle(page, 'GOOGLE_ANALYTICS').click();
  await toggle(page, 'YOUTUBE').click();
  await dialog(page).getByRole('button', { name: en.button.save, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  const { stored } = (await storedConsent(context, 'localhost'))!;
  expect(stored!.record).toMatchObject({
    ALL: false,
    ESSENTIALS: true,
    FUNCTIONAL: false,
    MARKETING: false,
    GOOGLE_ANALYTICS: true,
    YOUTUBE: true,
    GOOGLE_SIGNALS: false,
    GOOGLE_ADS: false,
    PINGDOM: false,
    SALESFORCE: true,
  } satisfies ConsentRecord);
  await expect
    .poll(() => liveThirdPartyElements(page).then((e) => e.scripts))
    .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-MERIDIAN']);
  await expect.poll(() => requested.map((url) => new URL(url).hostname)).toEqual(['www.googletagmanager.com']);
  expect(await dataLayer(page)).toContainEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ]);

  // Reopened from the footer: the saved choice is shown, Escape (after going back) closes it unchanged.
  await page.getByRole('button', { name: messages.en.site.footer.cookieSettings }).click();
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'settings');
  await expectChecked({ YOUTUBE: 'true' });
  await expectChecked({ FUNCTIONAL: 'mixed' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: messages.en.site.footer.cookieSettings })).toBeFocused();
});

test('keyboard only: Tab stays in the dialog, Space toggles a switch, Enter saves', async ({ page, context }) => {
  await page.goto(siteUrl('brand-c.localhost', '/de/de'));
  await expect(dialog(page)).toBeVisible();
  const inDialog = () =>
    page.evaluate(() =>
      Boolean(document.activeElement && document.querySelector('dialog.cc-dialog')?.contains(document.activeElement)),
    );
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog(), `Shift+Tab ${i + 1}`).toBe(true);
  }
  await dialog(page).getByRole('button', { name: messages.de.cookie.button.configure }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'settings');
  const settingsFocusables = await dialog(page).locator('a[href], button').count();
  for (let i = 0; i < settingsFocusables + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog(), `settings Tab ${i + 1}`).toBe(true);
  }
  await toggle(page, 'YOUTUBE').focus();
  await page.keyboard.press('Space');
  await expect(toggle(page, 'YOUTUBE')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expect(toggle(page, 'YOUTUBE')).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Space');
  await dialog(page).getByRole('button', { name: messages.de.cookie.button.save }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect((await storedConsent(context, 'brand-c.localhost'))!.stored!.record.YOUTUBE).toBe(true);
});

test('the dialog does not open on the privacy statement and legal notice pages; the footer reopens it anywhere', async ({
  page,
  context,
}) => {
  for (const path of ['/de/de/datenschutz', '/de/de/impressum']) {
    await page.goto(siteUrl('brand-b.localhost', path));
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toBeHidden();
  }
  await page.getByRole('button', { name: messages.de.site.footer.cookieSettings }).click();
  await expect(dialog(page)).toHaveAttribute('data-consent-dialog', 'settings');
  await dialog(page).getByRole('button', { name: messages.de.cookie.button.save }).click();
  await expect(dialog(page)).toBeHidden();
  expect((await storedConsent(context, 'brand-b.localhost'))!.stored!.record.ESSENTIALS).toBe(true);
  // Other pages of the site now respect the choice.
  await page.goto(siteUrl('brand-b.localhost', '/de/de'));
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toBeHidden();
});

test('all five languages: de, en, fr, es from the page; pl from a Polish browser', async ({ browser }) => {
  const cases = [
    { path: '/de/de', lang: 'de' },
    { path: '/de/en', lang: 'en' },
    { path: '/fr/fr', lang: 'fr' },
    { path: '/es/es', lang: 'es' },
  ] as const;
  for (const { path, lang } of cases) {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(siteUrl('brand-a.localhost', path));
    const texts = messages[lang].cookie;
    await expect(dialog(page).getByRole('heading', { name: texts.intro.headline })).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('lang', lang);
    await expect(dialog(page).getByRole('button', { name: texts.button.acceptAll, exact: true })).toBeVisible();
    await dialog(page).getByRole('button', { name: texts.button.configure, exact: true }).click();
    await expect(dialog(page).getByRole('heading', { name: texts.settings.headline })).toBeVisible();
    await context.close();
  }
  const context = await browser.newContext({ locale: 'pl-PL' });
  const page = await context.newPage();
  const pl = messages.pl.cookie;
  // The Polish texts come from a chunk only a Polish browser loads, not from every page's HTML.
  const polishChunks: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/')) {
      void response.text().then((body) => body.includes(pl.intro.headline) && polishChunks.push(response.url()));
    }
  });
  const response = await page.goto(siteUrl('brand-a.localhost', '/de/de'));
  expect(await response!.text()).not.toContain(pl.intro.headline);
  await expect(dialog(page).getByRole('heading', { name: pl.intro.headline })).toBeVisible();
  await expect.poll(() => polishChunks.length).toBeGreaterThan(0);
  await expect(dialog(page)).toHaveAttribute('lang', 'pl');
  await expect(dialog(page).getByRole('link', { name: pl.intro.privacy })).toHaveAttribute(
    'href',
    '/de/de/datenschutz',
  );
  await dialog(page).getByRole('button', { name: pl.button.configure, exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: pl.settings.headline })).toBeVisible();
  await expect(dialog(page).getByRole('switch', { name: pl.provider.video.name, exact: true })).toBeVisible();
  await context.close();
});

test('a tampered, truncated or foreign cookie counts as no consent, without errors', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requested = await watchThirdParties(context);
  const values = [
    'garbage',
    '%7B%22id%22%3A%2200000000-0000-4000-8000-000000000006%22%2C%22rev%22%3A1%2C%22items%22%3A%7B%22GOOGLE_ANALYTICS%22%3Atrue',
    encodeURIComponent(
      JSON.stringify({
        id: '00000000-0000-4000-8000-000000000006',
        rev: 1,
        items: { GOOGLE_ANALYTICS: 'yes', PINGDOM: true, EVIL: true },
      }),
    ),
    '%E0%A4%A',
  ];
  for (const value of values) {
    await context.clearCookies();
    await context.addCookies([{ name: CONSENT_COOKIE, value, domain: 'brand-c.localhost', path: '/' }]);
    await page.goto(siteUrl('brand-c.localhost', '/de/de'));
    await expect(dialog(page), value).toHaveAttribute('data-consent-dialog', 'intro');
  }
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

test('the consent log endpoint validates, limits size and rate, and is the only way in', async () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    hostRequest('brand-a.localhost', '/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.10', ...headers },
      body,
    });
  const good = {
    consentId: '11111111-2222-4333-8444-555555555555',
    revision: 1,
    choices: { ESSENTIALS: true, YOUTUBE: false },
  };
  expect((await post(JSON.stringify(good))).status).toBe(204);
  for (const body of [
    '{',
    '[]',
    JSON.stringify({ ...good, consentId: 'x' }),
    JSON.stringify({ ...good, choices: { EVIL: true } }),
    JSON.stringify({ ...good, revision: -1 }),
  ]) {
    const response = await post(body);
    expect(response.status, body).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ status: 400, error: expect.any(String) });
  }
  expect((await post(JSON.stringify({ ...good, pad: 'x'.repeat(3000) }))).status).toBe(413);
  expect((await post(JSON.stringify(good), { 'content-type': 'text/plain' })).status).toBe(415);
  // The Payload REST API never creates log entries, and anonymous visitors cannot read them.
  const rest = await hostRequest('brand-a.localhost', '/cms-api/consent-log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...good, givenAt: new Date().toISOString() }),
  });
  expect(rest.status).toBe(403);
  const read = await hostRequest('brand-a.localhost', '/cms-api/consent-log');
  expect(read.status === 403 || (read.status === 200 && JSON.parse(read.body).docs.length === 0)).toBe(true);
  // 30 a minute per address, then 429 with Retry-After.
  const flood = '203.0.113.99';
  const statuses: number[] = [];
  for (let i = 0; i < 32; i++) statuses.push((await post(JSON.stringify(good), { 'x-forwarded-for': flood })).status);
  expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
  const limited = await post(JSON.stringify(good), { 'x-forwarded-for': flood });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(JSON.parse(limited.body).error).toMatch(/too many/i);
});
