import { expect, test } from '@playwright/test';
import { MENU_LINKS, SITES, hostRequest, pixelsOfColour, screenshotPath, siteUrl } from './support';

/** Heading and body font of each site's theme (apps/web/src/sites/themes.ts), as next/font names their files. */
const THEME_FONTS: Record<string, string[]> = {
  group: ['fraunces', 'inter'],
  'brand-a': ['roboto_slab', 'inter'],
  'brand-b': ['manrope'],
  'brand-c': ['fraunces', 'manrope'],
};

// The four sites from one codebase: host → site, theme, languages, redirects, 404s and bad input.

for (const site of SITES) {
  test(`${site.key}: home in German shows its own brand and theme`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.host, '/de/de'));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-site', site.key);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-environment', 'development');
    await expect(page.locator('.site-footer')).toContainText(site.name.split(' ')[0]!);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(site.name));
    // Theme tokens reach the page: the primary colour differs per brand.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toMatch(/^#[0-9A-Fa-f]{6}$/);
    // Images load (seeded media, resized to WebP).
    const hero = page.locator('.block-hero__image').first();
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The wordmark is drawn from its cached file (<use>), in the header's text colour; its path data is not in
    // the page's HTML.
    const logo = page.locator('.site-logo__svg');
    expect((await logo.boundingBox())?.width).toBeGreaterThan(80);
    const colour = await page.locator('.site-logo').evaluate((el) => getComputedStyle(el).color);
    expect(pixelsOfColour(await logo.screenshot(), colour)).toBeGreaterThan(100);
    expect(await page.content()).not.toContain('fill="currentColor" d="M');
    await page.screenshot({ path: screenshotPath(`${site.key}-home-de`), fullPage: false });
  });

  test(`${site.key}: every served language has the seven pages, reachable from the menu and footer`, async ({
    page,
  }) => {
    // Up to 4 languages × 7 pages in one test: triple the time-out so a loaded machine is not a failure.
    test.slow();
    for (const lang of site.langs) {
      const market = lang === 'en' ? 'de' : lang;
      const response = await page.goto(siteUrl(site.host, `/${market}/${lang}`));
      expect(response?.status(), `/${market}/${lang}`).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const menuLinks = await page
        .locator(MENU_LINKS)
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      const footerLinks = await page
        .locator('.site-footer__links a')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(menuLinks.length, 'about, career, contact, news in the menu').toBeGreaterThanOrEqual(4);
      expect(footerLinks.length, 'privacy, legal notice and the candidate account in the footer').toBe(3);
      for (const href of [...menuLinks, ...footerLinks]) {
        const target = await page.goto(href);
        expect(target?.status(), href).toBe(200);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
      }
    }
  });

  test(`${site.key}: the language switcher leads to the same page in the other language`, async ({ page }) => {
    await page.goto(siteUrl(site.host, '/de/de'));
    const aboutHref = await page.locator(MENU_LINKS).first().getAttribute('href');
    await page.goto(siteUrl(site.host, aboutHref!));
    const pageId = await page.locator('article.page').getAttribute('data-page-id');
    await page.locator('.language-switcher a[hreflang="en"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('article.page')).toHaveAttribute('data-page-id', pageId!);
    expect(new URL(page.url()).pathname).toMatch(/^\/de\/en\/[a-z0-9-]+$/);
  });

  test(`${site.key}: a page preloads the two fonts of its theme and no other`, async () => {
    const html = (await hostRequest(site.host, '/de/de')).body;
    const fonts = [
      ...html.matchAll(/<link rel="preload" href="\/_next\/static\/media\/([a-z_]+)_latin[^"]*\.woff2" as="font"/g),
    ]
      .map((m) => m[1])
      .sort();
    expect(fonts).toEqual([...new Set(THEME_FONTS[site.key])].sort());
  });

  test(`${site.key}: the first block's image is requested from the head, before style sheets and scripts, with the img's own candidates`, async ({
    page,
  }) => {
    const html = (await hostRequest(site.host, '/de/de')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.match(/<link rel="preload" as="image"[^>]*>/)?.[0];
    expect(preload, 'image preload in the head').toBeDefined();
    const attribute = (name: string) => preload!.match(new RegExp(` ${name}="([^"]*)"`))?.[1];
    expect(attribute('fetchPriority')).toBe('high');
    expect(head.indexOf(preload!)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(head.indexOf(preload!)).toBeLessThan(head.indexOf('<script'));
    expect(head.match(/as="image"/g), 'only the first image').toHaveLength(1);
    // The browser uses the preloaded response for the <img> (same candidates and sizes): the image is fetched once.
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/cms-api/media/file/'))
        imageRequests.push(new URL(request.url()).pathname);
    });
    await page.goto(siteUrl(site.host, '/de/de'));
    const hero = page.locator('.block-hero__image').first();
    expect(await hero.getAttribute('srcset')).toBe(attribute('imageSrcSet')?.replace(/&amp;/g, '&'));
    expect(await hero.getAttribute('sizes')).toBe(attribute('imageSizes'));
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const heroFile = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(imageRequests.filter((path) => path === heroFile)).toHaveLength(1);
  });

  test(`${site.key}: a page's payload carries the site chrome once; a client navigation to a missing path gets the whole 404 page`, async () => {
    // Next.js renders the not-found boundary into every page's RSC payload. Where the path shows a page that copy
    // is never seen, so it is the bare 404 text: the footer is in the HTML once and in the payload once.
    const html = (await hostRequest(site.host, '/de/de')).body;
    expect(html.match(/class="site-footer"/g)).toHaveLength(1);
    expect(html.match(/className\\":\\"site-footer\\"/g)).toHaveLength(1);
    // An RSC request (as a client navigation sends it) for a missing path: the boundary is shown, chrome and all.
    const missing = await hostRequest(site.host, '/de/de/no-such-page-rsc', { headers: { rsc: '1' } });
    expect(missing.status).toBe(404);
    // (The payload as Next.js sends it: plain, or escaped inside the HTML's scripts.)
    expect(missing.body).toMatch(/className\\?":\\?"site-footer\\?"/);
    expect(missing.body).toMatch(/className\\?":\\?"error-page__code\\?"/);
  });

  test(`${site.key}: unknown paths give the site's own 404 page`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.host, '/de/de/diese-seite-gibt-es-nicht'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-site', site.key);
    await expect(page.locator('.error-page__code')).toHaveText('404');
    await expect(page.locator('.site-header')).toBeVisible();
    const en = await page.goto(siteUrl(site.host, '/de/en/no-such-page'));
    expect(en?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
  });

  test(`${site.key}: the 404 page has its content without JavaScript, and for a gone offer points to the offers`, async ({
    browser,
  }) => {
    // Next.js alone sends an empty shell for notFound() (vercel/next.js#62228): the HTML itself must carry the page.
    const raw = await hostRequest(site.host, '/de/en/no-such-page-either');
    expect(raw.status).toBe(404);
    expect(raw.headers['cache-control']).toContain('no-store');
    expect(raw.body).toMatch(/<html[^>]*lang="en"/);
    expect(raw.body).toContain('Page not found');
    expect(raw.body).toContain('<h1 id="error-title">');
    expect(raw.body).toContain('class="site-header');
    expect(raw.body).not.toContain('id="__next_error__"');
    expect(raw.body).toContain('<meta name="robots" content="noindex');
    // The proxy's question behind it, with bad input: a clean 400.
    expect((await hostRequest(site.host, '/api/page-status?host=a%20b&path=/de/de')).status).toBe(400);
    expect((await hostRequest(site.host, `/api/page-status?host=${site.host}&path=/de/de/..%2f..`)).status).toBe(400);
    expect((await hostRequest(site.host, `/api/page-status?host=${site.host}&path=/de/de`)).status).toBe(200);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const gone = await page.goto(siteUrl(site.host, '/de/de/karriere/999999999/stelle-vergeben'));
    expect(gone?.status()).toBe(404);
    await expect(page.locator('.error-page__code')).toHaveText('404');
    await expect(page.locator('.error-page a[href="/de/de/karriere"]')).toBeVisible();
    await expect(page.locator('.error-page a[href="/de/de"]')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
    await context.close();
  });
}

test('/ redirects to the default language, or the visitor’s Accept-Language', async () => {
  const plain = await hostRequest('localhost', '/');
  expect([307, 308]).toContain(plain.status);
  expect(plain.headers.location).toBe('/de/de');
  const english = await hostRequest('brand-b.localhost', '/', {
    headers: { 'accept-language': 'en-GB,en;q=0.9,de;q=0.5' },
  });
  expect(english.headers.location).toBe('/de/en');
  const french = await hostRequest('brand-a.localhost', '/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
  expect(french.headers.location).toBe('/fr/fr');
  const frenchOnGroup = await hostRequest('localhost', '/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
  expect(frenchOnGroup.headers.location).toBe('/de/de');
});

test('brand A serves French and Spanish; the other sites do not', async () => {
  expect((await hostRequest('brand-a.localhost', '/fr/fr')).status).toBe(200);
  expect((await hostRequest('brand-a.localhost', '/es/es')).status).toBe(200);
  expect((await hostRequest('brand-b.localhost', '/fr/fr')).status).toBe(404);
  expect((await hostRequest('localhost', '/es/es')).status).toBe(404);
});

test('brand B legal pages live at /de/de/datenschutz and /de/de/impressum', async () => {
  const privacy = await hostRequest('brand-b.localhost', '/de/de/datenschutz');
  expect(privacy.status).toBe(200);
  expect(privacy.body).toContain('Datenschutz');
  const legal = await hostRequest('brand-b.localhost', '/de/de/impressum');
  expect(legal.status).toBe(200);
  expect(legal.body).toContain('Impressum');
});

test('the home page answers only at the locale root', async () => {
  const response = await hostRequest('localhost', '/de/de/home');
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/de/de');
});

test('an unknown host falls back to the parent group', async () => {
  const response = await hostRequest('unknown-brand.example', '/de/de');
  expect(response.status).toBe(200);
  expect(response.body).toContain('data-site="group"');
  expect(response.body).toContain('data-environment="production"');
});

test('each host resolves to its own site', async () => {
  for (const site of SITES) {
    const response = await hostRequest(site.host, '/de/de');
    expect(response.body, site.host).toContain(`data-site="${site.key}"`);
    expect(response.body).toContain(`data-theme="${site.key}"`);
  }
});

test('bad input gives a clean 400/404/414 page, never a 500 or a stack trace', async () => {
  const cases: [string, number[]][] = [
    ['/de/de/%2e%2e/%2e%2e/etc/passwd', [400, 404]],
    ['/de/de/..%2f..%2fetc', [400, 404]],
    ['/de/de/%00', [400]],
    ['/de/de/%E0%A4%A', [400]],
    ['/de/de/<script>alert(1)</script>', [400]],
    ['/xx/yy', [404]],
    ['/de', [404]],
    ['/DE/DE', [404]],
    ['/de/de/a/b/c', [404]],
    ['/de/de/' + 'a'.repeat(3000), [414]],
    ['/de/de/' + Array(30).fill('a').join('/'), [400]],
  ];
  for (const [pathname, statuses] of cases) {
    const response = await hostRequest('localhost', pathname);
    expect(statuses, `${pathname} → ${response.status}`).toContain(response.status);
    expect(response.body).not.toMatch(/at \w+ \(|node_modules|Error:/);
    expect(response.headers['content-type']).toContain('text/html');
  }
  const badHost = await hostRequest('bad host<>', '/de/de');
  expect(badHost.status).toBe(400);
});
