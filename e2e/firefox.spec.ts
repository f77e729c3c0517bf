import { expect, test } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import {
  PRESET_CONSENT_ID,
  SITES,
  WEB_PORT,
  confirmJobAgent,
  mailsTo,
  createJobAgent,
  editorAccounts,
  pixelsOfColour,
  screenshotPath,
  siteUrl,
} from './support';
import { CONSENT_COOKIE, DEMO_CONFIGURED_ITEMS, acceptEssentials, serializeConsent } from '@meridian/site-kit/consent';

// The visitor journeys in Debian's Firefox ESR, driven over WebDriver BiDi (puppeteer-core; Playwright's own
// Firefox build cannot be downloaded here). Run by `npm test` against the same services as the Chromium specs;
// a Firefox that does not start fails every journey (it is never skipped).
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const CAREER = '/de/de/karriere';

/** The brands whose journeys run: brand A and brand C (a different list, detail and filter layout). */
const BRANDS = [
  { key: 'brand-a', keyword: 'Bauleiter', acceptButton: 'Cookies akzeptieren' },
  { key: 'brand-c', keyword: 'Pflege', acceptButton: 'Nur essenzielle Cookies akzeptieren' },
] as const;
const hostOf = (key: string) => SITES.find((site) => site.key === key)!.host;

let launching: Promise<Browser> | null = null;
/** One Firefox for the file, started on first use; a failed start fails each test that needs it. */
const firefox = () =>
  (launching ??= puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Firefox resolves *.localhost through the system resolver: name the site hosts as loopback.
    extraPrefsFirefox: { 'network.dns.localDomains': [...SITES.map((site) => site.host), 'group.localhost'].join(',') },
  }));

// In order in one worker (one Firefox), and a failed journey does not skip the others.
test.describe.configure({ mode: 'default' });
test.afterAll(async () => {
  const browser = await launching?.catch(() => null);
  await browser?.close();
});

/** A page in a fresh Firefox context; `consent`: the preset "essential only" choice, so no dialog covers the page. */
async function firefoxPage(host: string, { consent = true, width = 1366, height = 900 } = {}): Promise<Page> {
  const browser = await firefox();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  if (consent) {
    // Set from the site's own origin (robots.txt, the cheapest document): a cookie set over BiDi before the first
    // navigation is stored but not sent by this Firefox.
    const value = serializeConsent({
      id: PRESET_CONSENT_ID,
      revision: 1,
      record: acceptEssentials(DEMO_CONFIGURED_ITEMS),
    });
    await page.goto(siteUrl(host, '/robots.txt'));
    await page.evaluate((cookie) => {
      document.cookie = cookie;
    }, `${CONSENT_COOKIE}=${value}; path=/; SameSite=Lax`);
  }
  return page;
}

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(siteUrl(host, pathname), { waitUntil: 'load' });
  await ready(page);
}

/** The page's scripts are in place (the site kit marks the document once its effects have run). */
const ready = (page: Page) => page.waitForSelector('html[data-site-kit="ready"]', { timeout: 30_000 });

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (element) => (element.textContent ?? '').replace(/\u00ad/g, '').trim());
const waitUntil = (page: Page, fn: string, timeout = 15_000) => page.waitForFunction(fn, { timeout, polling: 100 });
const closeContext = (page: Page) => page.browserContext().close();
/** Clicks until `fn` holds (at most three clicks, 5 s apart), as a visitor clicks again when nothing happens. */
async function clickUntil(page: Page, selector: string, fn: string) {
  for (let attempt = 1; ; attempt += 1) {
    await page.click(selector);
    try {
      await waitUntil(page, fn, 5_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

for (const brand of BRANDS) {
  const host = hostOf(brand.key);

  test(`Firefox ${brand.key}: the wordmark is drawn from its file in the header's text colour`, async () => {
    const page = await firefoxPage(host);
    try {
      await visit(page, host, '/de/de');
      const logo = (await page.$('.site-logo__svg'))!;
      expect((await logo.boundingBox())?.width).toBeGreaterThan(80);
      const colour = await page.$eval('.site-logo', (el) => getComputedStyle(el).color);
      await expect.poll(async () => pixelsOfColour(await logo.screenshot(), colour)).toBeGreaterThan(100);
    } finally {
      await closeContext(page);
    }
  });

  test(`Firefox ${brand.key}: search by keyword shows matching results and writes the URL`, async () => {
    test.setTimeout(90_000);
    const page = await firefoxPage(host);
    try {
      await visit(page, host, CAREER);
      await page.waitForSelector('.recruiting-offer');
      const before = await textOf(page, '.recruiting-meta');
      await page.type('.recruiting-list-module input[name="search"]', brand.keyword);
      await page.keyboard.press('Enter');
      await waitUntil(page, `new URL(location.href).searchParams.get('search') === ${JSON.stringify(brand.keyword)}`);
      await waitUntil(
        page,
        `(document.querySelector('.recruiting-meta')?.textContent ?? '') !== ${JSON.stringify(before)}`,
      );
      const title = await textOf(page, '.recruiting-offer .recruiting-offer__title');
      expect(title.toLowerCase()).toContain(brand.keyword.toLowerCase());
      expect(new URL(page.url()).pathname).toBe(CAREER);
    } finally {
      await closeContext(page);
    }
  });

  test(`Firefox ${brand.key}: a job title suggested while typing is chosen by keyboard and searched`, async () => {
    test.setTimeout(90_000);
    const page = await firefoxPage(host);
    try {
      await visit(page, host, CAREER);
      await page.waitForSelector('.recruiting-offer');
      const field = '.recruiting-list-module input[role="combobox"][name="search"]';
      await page.type(field, brand.keyword.slice(0, 4), { delay: 40 });
      await page.waitForSelector('.recruiting-combobox__option--count', { visible: true });
      expect(await page.$eval(field, (input) => input.getAttribute('aria-expanded'))).toBe('true');
      const option = await textOf(page, '.recruiting-combobox__option--count .recruiting-combobox__title');
      const count = Number(
        /(\d+)/.exec(await textOf(page, '.recruiting-combobox__option--count .recruiting-combobox__count'))![1],
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await waitUntil(page, `new URL(location.href).searchParams.get('search') === ${JSON.stringify(option)}`);
      await waitUntil(
        page,
        `(document.querySelector('.recruiting-meta')?.textContent ?? '').includes(${JSON.stringify(count.toLocaleString('de-DE'))})`,
      );
      expect(await page.$$eval('.recruiting-offer__title mark', (marks) => marks.length)).toBeGreaterThan(0);
    } finally {
      await closeContext(page);
    }
  });

  test(`Firefox ${brand.key}: ticking a facet changes the count and the URL`, async () => {
    test.setTimeout(90_000);
    const page = await firefoxPage(host);
    try {
      await visit(page, host, CAREER);
      await page.waitForSelector('.recruiting-offer');
      // Brand A's panel starts hidden: open it with its toggle.
      if (!(await page.$('.recruiting-filter__panel:not([hidden])'))) {
        await page.click('.recruiting-filter__toggle');
        await page.waitForSelector('.recruiting-filter__panel', { visible: true });
      }
      const total = await textOf(page, '.recruiting-meta');
      const urlBefore = page.url();
      // A value with results but fewer than all: ticking it must change the count.
      const option = await page.evaluateHandle(() => {
        const inputs = [
          ...document.querySelectorAll<HTMLInputElement>(
            '.recruiting-filter__group input[type="checkbox"]:not([disabled])',
          ),
        ];
        return inputs.find((input) => {
          const count = Number(
            /\((\d+)\)/.exec(document.querySelector(`label[for="${input.id}"]`)?.textContent ?? '')?.[1] ?? 0,
          );
          return count > 1;
        })!;
      });
      const count = await page.evaluate(
        (input) =>
          Number(
            /\((\d+)\)/.exec(
              document.querySelector(`label[for="${(input as HTMLInputElement).id}"]`)!.textContent!,
            )![1],
          ),
        option,
      );
      await option.asElement()!.click();
      await waitUntil(page, `document.querySelector('.recruiting-filter__badge')?.textContent?.trim() === '1'`);
      await waitUntil(
        page,
        `(document.querySelector('.recruiting-meta')?.textContent ?? '') !== ${JSON.stringify(total)}`,
      );
      expect(await textOf(page, '.recruiting-meta')).toContain(`von ${count.toLocaleString('de-DE')}`);
      expect(page.url()).not.toBe(urlBefore);
      expect(new URL(page.url()).search).not.toBe('');
    } finally {
      await closeContext(page);
    }
  });

  for (const width of [1366, 390]) {
    test(`Firefox ${brand.key} at ${width} px: an offer opens in the layer, Escape closes it and restores the URL`, async () => {
      test.setTimeout(90_000);
      const page = await firefoxPage(host, { width, height: width > 800 ? 900 : 844 });
      try {
        await visit(page, host, CAREER);
        await page.waitForSelector('.recruiting-offer a');
        await page.click('.recruiting-offer a');
        await page.waitForSelector('dialog.recruiting-layer[open] .recruiting-detail[data-status="open"]', {
          timeout: 20_000,
        });
        const title = await textOf(page, 'dialog.recruiting-layer[open] .recruiting-detail__title');
        expect(title.length).toBeGreaterThan(3);
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${CAREER}/\\d+/[^/]+$`));
        // Where the panel sits against the viewport's edges (Firefox's classic scrollbar is counted in 100vw), kept
        // with the screenshot for the layout checks.
        await new Promise((resolve) => setTimeout(resolve, 600));
        const edges = await page.evaluate(() => {
          const panel = document
            .querySelector('dialog.recruiting-layer[open] .sk-layer__panel')!
            .getBoundingClientRect();
          return {
            left: Math.round(panel.left),
            rightGap: Math.round(document.documentElement.clientWidth - panel.right),
          };
        });
        await page.screenshot({ path: screenshotPath(`firefox-${brand.key}-detail-${width}`) });
        test.info().annotations.push({ type: 'layer panel edges (px)', description: JSON.stringify(edges) });
        // On phones the layer fills the screen edge to edge (Firefox counts its scrollbar in 100vw); wider, it
        // stays inside the viewport.
        if (width < 768) expect(edges).toEqual({ left: 0, rightGap: 0 });
        else expect(edges.left >= 0 && edges.rightGap >= 0, JSON.stringify(edges)).toBe(true);
        await page.keyboard.press('Escape');
        await waitUntil(page, `!document.querySelector('dialog.recruiting-layer[open]')`);
        expect(new URL(page.url()).pathname).toBe(CAREER);
      } finally {
        await closeContext(page);
      }
    });
  }

  test(`Firefox ${brand.key}: the consent choice closes the dialog and holds after a reload`, async () => {
    test.setTimeout(90_000);
    const page = await firefoxPage(host, { consent: false });
    try {
      await visit(page, host, '/de/de');
      await page.waitForSelector('dialog.cc-dialog[open]', { visible: true, timeout: 15_000 });
      await page.screenshot({ path: screenshotPath(`firefox-${brand.key}-consent`) });
      const button = await page.evaluateHandle(
        (name) =>
          [...document.querySelectorAll('dialog.cc-dialog[open] button')].find(
            (candidate) => candidate.textContent?.trim() === name,
          ) ?? null,
        brand.acceptButton,
      );
      expect(button.asElement(), `button "${brand.acceptButton}"`).not.toBeNull();
      await (button.asElement() as import('puppeteer-core').ElementHandle<HTMLButtonElement>).click();
      await waitUntil(page, `!document.querySelector('dialog.cc-dialog[open]')`);
      const cookies = await page.cookies();
      expect(cookies.some((cookie) => cookie.name === CONSENT_COOKIE)).toBe(true);
      await page.reload({ waitUntil: 'load' });
      await ready(page);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await page.$('dialog.cc-dialog[open]')).toBeNull();
    } finally {
      await closeContext(page);
    }
  });

  test(`Firefox ${brand.key}: the side navigation opens a page in the layer, goes to the next and closes`, async () => {
    test.setTimeout(90_000);
    const page = await firefoxPage(host);
    try {
      await visit(page, host, '/de/de');
      const link = await page.waitForSelector('.sk-page-nav a[data-layer-link]');
      await link!.click();
      await page.waitForSelector('dialog.sk-layer[open][data-usage="side-navigation"] article', { timeout: 20_000 });
      const first = await page.$eval(
        'dialog.sk-layer[open]',
        (dialog) => dialog.getAttribute('aria-label') ?? dialog.querySelector('h1')?.textContent ?? '',
      );
      const next = await page.waitForSelector('dialog.sk-layer[open] .sk-layer__next');
      const nextUrl = await next!.evaluate((button) => button.getAttribute('data-entry-url'));
      await next!.click();
      await waitUntil(
        page,
        `(() => { const d = document.querySelector('dialog.sk-layer[open]'); return !!d && (d.getAttribute('aria-label') ?? d.querySelector('h1')?.textContent ?? '') !== ${JSON.stringify(first)}; })()`,
      );
      expect(nextUrl).toMatch(/^\/de\/de\//);
      await page.waitForSelector('dialog.sk-layer[open] article');
      await page.keyboard.press('Escape');
      await waitUntil(page, `!document.querySelector('dialog.sk-layer[open]')`);
    } finally {
      await closeContext(page);
    }
  });
}

test('Firefox at 390 px: the side-navigation layer scrolls its body, shows its whole menu, closes by button and by Back', async () => {
  test.setTimeout(90_000);
  const host = hostOf('brand-a');
  const page = await firefoxPage(host, { width: 390, height: 844 });
  try {
    await visit(page, host, '/de/de');
    const url = page.url();
    const link = await page.waitForSelector('.sk-page-nav a[data-layer-link]');
    await link!.click();
    await page.waitForSelector('dialog.sk-layer[open][data-usage="side-navigation"] article', { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const layout = await page.$eval('dialog.sk-layer[open]', (dialog) => {
      const body = dialog.querySelector('.sk-layer__body')!;
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return (
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= innerHeight &&
          box.right <= document.documentElement.clientWidth
        );
      };
      return {
        dialogScrolls: dialog.scrollHeight > dialog.clientHeight + 1,
        bodyScrolls: body.scrollHeight > body.clientHeight + 200,
        menuOutOfView: [...dialog.querySelectorAll('.sk-side-nav li > *')]
          .filter((entry) => !inView(entry))
          .map((entry) => entry.textContent),
        barInView: inView(dialog.querySelector('.sk-layer__bar')!),
      };
    });
    await page.screenshot({ path: screenshotPath('firefox-side-navigation-390') });
    expect(layout).toEqual({ dialogScrolls: false, bodyScrolls: true, menuOutOfView: [], barInView: true });
    await page.$eval('dialog.sk-layer[open] .sk-layer__body', (body) => body.scrollTo({ top: 300 }));
    await waitUntil(page, `document.querySelector('dialog.sk-layer[open]')?.hasAttribute('data-scrolling')`);
    await page.click('dialog.sk-layer[open] .sk-layer__close');
    await waitUntil(page, `!document.querySelector('dialog.sk-layer[open]')`);

    await new Promise((resolve) => setTimeout(resolve, 700)); // the 600 ms link guard
    await link!.click();
    await page.waitForSelector('dialog.sk-layer[open] article', { timeout: 20_000 });
    // The browser's Back (a same-document history step).
    await page.evaluate(() => history.back());
    await waitUntil(page, `!document.querySelector('dialog.sk-layer[open]')`);
    expect(page.url()).toBe(url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(page.url()).toBe(url);
  } finally {
    await closeContext(page);
  }
});

test('Firefox at 390 px: a job agent’s page — the search form fits, a refused edit focuses its summary, the language switch keeps the agent', async () => {
  test.setTimeout(90_000);
  const host = hostOf('brand-a');
  const origin = `http://${host}:${WEB_PORT}`;
  const email = `firefox-agent-${Date.now()}@example.org`;
  const confirmLink = await createJobAgent(host, { email, search: 'search=Bauleiter&jobtype=1', pagePath: CAREER });
  const manage = (await confirmJobAgent(host, confirmLink)).replace(/&done=\w+/, '');
  const page = await firefoxPage(host, { width: 390, height: 844 });
  try {
    await visit(page, host, manage);
    // Nothing of the form sticks out of the narrow screen.
    const overflow = await page.$$eval('#job-agent-edit *', (elements) =>
      elements
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => element.tagName),
    );
    expect(overflow).toEqual([]);
    await page.screenshot({ path: screenshotPath('firefox-job-agent-manage-390'), fullPage: true });
    // Saving without a change: the error summary is announced and focused.
    await page.focus('#job-agent-edit button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#job-agent-edit-errors');
    await waitUntil(page, `document.activeElement?.id === 'job-agent-edit-errors'`);
    expect(await textOf(page, '#job-agent-edit-errors')).toContain('Sie haben nichts geändert.');
    // English: the same agent. (Clicked once the page is ready, and again if the first click went nowhere: CI saw a
    // click in the first moment after the page loaded lost, here and in Chromium.)
    await ready(page);
    await clickUntil(page, '.language-switcher a[hreflang="en"]', `location.pathname === '/de/en/job-agent'`);
    expect(new URL(page.url()).searchParams.get('token')).toBe(new URL(manage, origin).searchParams.get('token'));
    expect(await textOf(page, 'h1')).toBe('Job alert');
    expect(await textOf(page, '.job-agent__facts')).toContain('“Bauleiter”');
  } finally {
    await closeContext(page);
  }
});

test('Firefox at 390 px: a candidate signs up with the mailed code, saves cities and an interest, and the account pages fit the phone', async () => {
  test.setTimeout(120_000);
  const host = hostOf('brand-a');
  const email = `firefox-account-${Date.now().toString(36)}@example.org`;
  const page = await firefoxPage(host, { width: 390, height: 844 });
  const fitsThePhone = async (scope: string) =>
    expect(
      await page.$$eval(`${scope} *`, (elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .map((element) => `${element.tagName}.${element.className}`),
      ),
    ).toEqual([]);
  try {
    await visit(page, host, '/de/de/konto/registrieren');
    await page.type('#account-email', email);
    await page.type('#account-password', 'seven ravens fly at dawn');
    await page.keyboard.press('Enter');
    await waitUntil(page, `location.pathname === '/de/de/konto/bestaetigen'`, 30_000);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const code = /\b(\d{6})\b/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
    await page.waitForSelector('#account-code');
    await page.type('#account-code', code);
    await page.keyboard.press('Enter');
    await waitUntil(page, `location.pathname === '/de/de/konto' && location.search === '?done=verified'`, 30_000);
    await fitsThePhone('main');

    await visit(page, host, '/de/de/konto/profil');
    await page.type('#account-preferredCity1', 'Wolfsburg');
    await page.type('#account-preferredCity2', 'Braunschweig');
    const interest = '#account-interestFields li:nth-child(1) input[type="checkbox"]';
    await page.focus(interest);
    await page.keyboard.press(' ');
    await fitsThePhone('main');
    await page.screenshot({ path: screenshotPath('firefox-account-profile-390'), fullPage: true });
    await page.focus('form[action="/api/account/profile"] button[type="submit"]');
    await page.keyboard.press('Enter');
    await waitUntil(page, `location.search === '?done=saved'`, 30_000);
    expect(await page.$eval('#account-preferredCity2', (input) => (input as HTMLInputElement).value)).toBe(
      'Braunschweig',
    );
    expect(await page.$eval(interest, (input) => (input as HTMLInputElement).checked)).toBe(true);
    await visit(page, host, '/de/de/konto');
    expect(await textOf(page, 'main')).toContain('Wolfsburg');
    await fitsThePhone('main');
    await page.screenshot({ path: screenshotPath('firefox-account-home-390'), fullPage: true });
  } finally {
    await closeContext(page);
  }
});

test('Firefox at 768 and 1366 px: every header keeps logo, menu, account link and languages in view, the account link signs in', async () => {
  test.setTimeout(120_000);
  // Brand A in French carries the most: four languages and the header search beside the menu.
  const headers = [
    { host: hostOf('group'), path: '/de/de', account: 'Mein Konto' },
    { host: hostOf('brand-a'), path: '/fr/fr', account: 'Mon compte' },
    { host: hostOf('brand-b'), path: '/de/en', account: 'My account' },
    { host: hostOf('brand-c'), path: '/de/de', account: 'Mein Konto' },
  ];
  for (const width of [768, 1366]) {
    for (const { host, path, account } of headers) {
      // A context per site: its consent cookie, so no dialog covers the header.
      const page = await firefoxPage(host, { width });
      try {
        await visit(page, host, path);
        const header = await page.$eval('.site-header__inner', (inner) => {
          const viewport = document.documentElement.clientWidth;
          const outside = [...inner.querySelectorAll('*')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > viewport + 1 || box.left < -1);
            })
            .map((element) => `${element.tagName}.${element.className}`);
          const link = inner.querySelector<HTMLAnchorElement>('a.site-header__account');
          const box = link?.getBoundingClientRect();
          return { outside, name: link?.textContent?.trim(), href: link?.getAttribute('href'), shown: !!box?.width };
        });
        expect(header.outside, `${host}${path} at ${width} px`).toEqual([]);
        expect(header).toMatchObject({ name: account, shown: true });
        await page.screenshot({ path: screenshotPath(`firefox-header-${host}-${width}`) });
        if (width === 768 && host === hostOf('brand-a')) {
          await page.click('a.site-header__account');
          await waitUntil(page, `location.pathname === '/fr/fr/compte/connexion'`, 30_000);
        }
      } finally {
        await closeContext(page);
      }
    }
  }
});

test('Firefox at 1366 and 390 px: brand A’s offer layer keeps the contact’s lines inside the contact box; the filter bar moves nothing as it shows', async () => {
  test.setTimeout(90_000);
  const host = hostOf('brand-a');
  for (const width of [1366, 390]) {
    const page = await firefoxPage(host, { width, height: width < 768 ? 844 : 900 });
    try {
      await visit(page, host, CAREER);
      // The filter bar appears once the list scrolls past the panel's own toggle: the module keeps its height.
      const moduleHeight = () =>
        page.$eval('.recruiting-list-module', (element) => element.getBoundingClientRect().height);
      const before = await moduleHeight();
      await page.$eval('.recruiting-offer:nth-child(9)', (element) =>
        element.scrollIntoView({ block: 'center', behavior: 'instant' }),
      );
      await waitUntil(page, `!document.querySelector('.recruiting-filter-bar')?.hidden`);
      expect(await moduleHeight(), `module height at ${width} px`).toBe(before);

      await page.click('.recruiting-offer a');
      await page.waitForSelector('dialog.recruiting-layer[open] .recruiting-contact a[href^="tel:"]');
      const contact = await page.$eval('dialog.recruiting-layer[open] .recruiting-contact', (box) => {
        const edge = box.getBoundingClientRect().right;
        return {
          phone: box.querySelector('a[href^="tel:"]')!.textContent,
          past: [...box.querySelectorAll('p, a, span')]
            .filter((element) => element.getBoundingClientRect().right > edge + 1)
            .map((element) => `${element.tagName} ${element.textContent}`),
        };
      });
      expect(contact.phone).toMatch(/^\+\d/);
      expect(contact.past, `contact box at ${width} px`).toEqual([]);
      await page.screenshot({ path: screenshotPath(`firefox-offer-contact-${width}`) });
    } finally {
      await closeContext(page);
    }
  }
});

test('Firefox at 390 px: the admin header keeps the language menu and the account link in view on a long page title', async () => {
  test.setTimeout(90_000);
  const editor = editorAccounts().find((account) => account.role === 'editor' && account.site === 'brand-a')!;
  const page = await firefoxPage('localhost', { consent: false, width: 390, height: 844 });
  try {
    await page.goto(siteUrl('localhost', '/admin/login'), { waitUntil: 'load' });
    // Signed in through the CMS's API from the admin's origin (its cookie is the admin's session).
    const pageId = await page.evaluate(
      async (email, password) => {
        const login = await fetch('/cms-api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        if (!login.ok) throw new Error(`login: ${login.status}`);
        const { docs } = (await (await fetch('/cms-api/pages?limit=100&depth=0&locale=de')).json()) as {
          docs: { id: number; title: string }[];
        };
        return docs.reduce((a, b) => (b.title.length > a.title.length ? b : a)).id;
      },
      editor.email,
      editor.password,
    );
    await page.goto(siteUrl('localhost', `/admin/collections/pages/${pageId}`), { waitUntil: 'load' });
    await page.waitForSelector('.app-header__account', { visible: true, timeout: 30_000 });
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)!.getBoundingClientRect();
        return { left: rect.left, right: rect.right, width: rect.width };
      };
      return {
        viewport: document.documentElement.clientWidth,
        account: box('.app-header__account'),
        language: box('.app-header__localizer .popup-button'),
        crumbs: box('.app-header__step-nav'),
      };
    });
    for (const name of ['account', 'language'] as const) {
      expect(boxes[name].left, name).toBeGreaterThanOrEqual(0);
      expect(boxes[name].right, name).toBeLessThanOrEqual(boxes.viewport);
    }
    // The breadcrumb gives way instead of running under the language menu.
    expect(boxes.crumbs.right).toBeLessThanOrEqual(boxes.language.left);
    await page.screenshot({ path: screenshotPath('firefox-admin-page-edit-390') });
  } finally {
    await closeContext(page);
  }
});
