import { expect, test } from '@playwright/test';
import { editorAccounts, expectNoViolations, hostRequest, screenshotPath, siteUrl } from './support';

// Workspace preview (SPEC §2.6, §6) and the side-navigation site search (SPEC §2.6, §3.5, §7.6).
// Serial: one CMS sign-in per account at a time (see cms.spec.ts), and the preview test edits a draft.
test.describe.configure({ mode: 'serial' });

const PREVIEW = 'ADMCMD_prev';
const brandA = 'brand-a.localhost';

async function apiLogin(email: string, password: string): Promise<string> {
  const response = await hostRequest('localhost', '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, response.body).toBe(200);
  return JSON.parse(response.body).token as string;
}

const api = (token: string, pathname: string) =>
  hostRequest('localhost', pathname, { headers: { authorization: `JWT ${token}` } });

async function adminToken(): Promise<string> {
  const admin = editorAccounts().find((a) => a.role === 'admin')!;
  return apiLogin(admin.email, admin.password);
}

async function pageId(token: string, siteKey: string, slug: string): Promise<number> {
  const site = JSON.parse((await api(token, `/cms-api/sites?where[key][equals]=${siteKey}&depth=0`)).body).docs[0].id;
  const docs = JSON.parse(
    (await api(token, `/cms-api/pages?where[tenant][equals]=${site}&where[slug][equals]=${slug}&locale=de&depth=0`))
      .body,
  ).docs;
  expect(docs, `${siteKey}/${slug}`).toHaveLength(1);
  return docs[0].id;
}

const h1Text = (body: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1];

test('an editor previews a draft from the CMS; links keep the preview; the public sees the published page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const editor = editorAccounts().find((a) => a.site === 'brand-a')!;
  const id = await pageId(await adminToken(), 'brand-a', 'impressum');
  const draftTitle = `Impressum Entwurf ${Date.now()}`;

  // Sign in to the CMS as brand A's editor and save a draft of the legal notice.
  await page.goto(siteUrl('localhost', '/admin'));
  await page.getByLabel(/email/i).fill(editor.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(editor.password);
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(siteUrl('localhost', `/admin/collections/pages/${id}?locale=de`));
  const title = page.locator('#field-title');
  // The newest version (a draft from an earlier run, or the published page).
  await expect(title).toHaveValue(/Impressum/, { timeout: 30_000 });
  await title.fill(draftTitle);
  await page.getByRole('button', { name: /save draft/i }).click();
  await expect(page.getByText(/draft saved successfully|saved successfully/i).first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: screenshotPath('preview-cms-draft') });

  // The CMS's preview button opens the page on its site with a signed preview token.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()]);
  await preview.waitForLoadState('domcontentloaded');
  const url = new URL(preview.url());
  expect(url.host).toBe(`${brandA}:${new URL(siteUrl(brandA)).port}`);
  expect(url.pathname).toBe('/de/de/impressum');
  const token = url.searchParams.get(PREVIEW)!;
  expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  await expect(preview.locator('h1')).toHaveText(draftTitle);
  await expect(preview.getByRole('complementary', { name: 'Vorschau' })).toBeVisible();
  await preview.screenshot({ path: screenshotPath('preview-draft-page') });

  // Every same-host link keeps the parameter (before a #fragment); other hosts and mailto links do not.
  await expect(preview.locator('html[data-site-kit="ready"]')).toBeAttached();
  const hrefs = await preview
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const internal = hrefs.filter((href) => href.startsWith('/'));
  expect(internal.length).toBeGreaterThan(5);
  for (const href of internal) expect(href, href).toContain(`${PREVIEW}=${encodeURIComponent(token)}`);
  const skip = hrefs.find((href) => href.startsWith('#'));
  if (skip) expect(skip).not.toContain(PREVIEW);
  for (const href of hrefs.filter((h) => h.startsWith('mailto:') || h.startsWith('tel:')))
    expect(href).not.toContain(PREVIEW);

  // Following a link stays in the preview.
  await preview.locator('footer a[href^="/de/de/datenschutz"]').first().click();
  await expect(preview).toHaveURL(new RegExp(`/de/de/datenschutz\\?${PREVIEW}=`));
  await expect(preview.getByRole('complementary', { name: 'Vorschau' })).toBeVisible();

  // The side-navigation fragment of the previewed page: the draft, its links keep the parameter, never cached.
  const fragment = await hostRequest(brandA, `/de/de/impressum?type=24818&${PREVIEW}=${encodeURIComponent(token)}`);
  expect(fragment.status).toBe(200);
  expect(fragment.headers['cache-control']).toBe('private, no-store');
  expect(fragment.headers['x-robots-tag']).toMatch(/noindex/);
  const content = JSON.parse(fragment.body).content as string;
  expect(content).toContain(draftTitle);
  for (const [, href] of content.matchAll(/<a[^>]*href="(\/[^"]*)"/g)) expect(href).toContain(`${PREVIEW}=`);

  // The preview page itself is private and not indexed.
  const previewPage = await hostRequest(brandA, `/de/de/impressum?${PREVIEW}=${encodeURIComponent(token)}`);
  expect(previewPage.status).toBe(200);
  expect(previewPage.headers['cache-control']).toMatch(/private/);
  expect(previewPage.headers['cache-control']).toMatch(/no-store/);
  expect(previewPage.headers['x-robots-tag']).toMatch(/noindex/);
  expect(previewPage.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);

  // The public (no token, and after the preview was rendered) still gets the published page.
  const publicPage = await hostRequest(brandA, '/de/de/impressum');
  expect(h1Text(publicPage.body)).toBe('Impressum');
  expect(publicPage.body).not.toContain(draftTitle);
  const publicFragment = await hostRequest(brandA, '/de/de/impressum?type=24818');
  expect(publicFragment.body).not.toContain(draftTitle);
  await page.goto(siteUrl(brandA, '/de/de/impressum'));
  await expect(page.locator('h1')).toHaveText('Impressum');
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);

  // The token is for brand A only: on another site it shows published content.
  const wrongSite = await hostRequest('localhost', `/de/de?${PREVIEW}=${encodeURIComponent(token)}`);
  expect(wrongSite.status).toBe(200);
  expect(wrongSite.body).not.toContain('data-preview-banner');

  // The link is listed under Review links for brand A's editors (its id, never the token) and nobody else's.
  const editorToken = await apiLogin(editor.email, editor.password);
  const listed = JSON.parse(
    (await api(editorToken, `/cms-api/preview-links?where[page][equals]=${id}&sort=-createdAt&depth=0`)).body,
  );
  const link = listed.docs[0] as { id: number; page: number; locale: string; expiresAt: string; issuedBy: number };
  expect(link).toMatchObject({ page: id, locale: 'de' });
  expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
  expect(JSON.stringify(listed)).not.toContain(token.split('.')[1]);
  const editorB = editorAccounts().find((a) => a.site === 'brand-b')!;
  const tokenB = await apiLogin(editorB.email, editorB.password);
  const listedB = JSON.parse((await api(tokenB, '/cms-api/preview-links?depth=0&limit=100')).body);
  expect(listedB.docs.map((doc: { id: number }) => doc.id)).not.toContain(link.id);
  // Brand B's editor cannot revoke it (another site's link): refused, and the preview still works.
  const refused = await hostRequest('localhost', `/cms-api/preview-links/${link.id}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${tokenB}` },
  });
  expect([403, 404]).toContain(refused.status);
  expect(JSON.parse((await api(editorToken, `/cms-api/preview-links/${link.id}?depth=0`)).body).id).toBe(link.id);
  expect(h1Text((await hostRequest(brandA, `/de/de/impressum?${PREVIEW}=${encodeURIComponent(token)}`)).body)).toBe(
    draftTitle,
  );
  // Brand A's editor revokes it: the same link shows the published page at once, to anyone.
  const revoked = await hostRequest('localhost', `/cms-api/preview-links/${link.id}`, {
    method: 'DELETE',
    headers: { authorization: `JWT ${editorToken}` },
  });
  expect(revoked.status).toBe(200);
  const afterRevoke = await hostRequest(brandA, `/de/de/impressum?${PREVIEW}=${encodeURIComponent(token)}`);
  expect(h1Text(afterRevoke.body)).toBe('Impressum');
  expect(afterRevoke.body).not.toContain('data-preview-banner');
  // (the reviewer's tab, which had followed a link to the privacy page, opens the link it was given again).
  await preview.goto(url.href);
  await expect(preview.locator('h1')).toHaveText('Impressum');
  await expect(preview.getByRole('complementary', { name: 'Vorschau' })).toHaveCount(0);
});

test('a forged or tampered preview token shows the published page only', async ({ page }) => {
  const forged = [
    'workspace-1',
    'eyJzIjoyLCJ1IjoxLCJlIjo5OTk5OTk5OTk5OTk5fQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    `${Buffer.from(JSON.stringify({ s: 2, u: 1, e: Date.now() + 3_600_000 })).toString('base64url')}.bm90LWEtc2lnbmF0dXJl`,
  ];
  for (const token of forged) {
    const response = await hostRequest(brandA, `/de/de/impressum?${PREVIEW}=${encodeURIComponent(token)}`);
    expect(response.status).toBe(200);
    expect(h1Text(response.body)).toBe('Impressum');
    expect(response.body).not.toContain('data-preview-banner');
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const fragment = await hostRequest(brandA, `/de/de/impressum?type=24818&${PREVIEW}=${encodeURIComponent(token)}`);
    expect(fragment.status).toBe(200);
    expect(JSON.parse(fragment.body).content).toContain('>Impressum<');
    expect(fragment.body).not.toContain(PREVIEW);
  }
  await page.goto(siteUrl(brandA, `/de/de/impressum?${PREVIEW}=${forged[1]}`));
  await expect(page.locator('h1')).toHaveText('Impressum');
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  // Links are not rewritten for a token the server refused.
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.some((href) => href.includes(PREVIEW))).toBe(false);
  await page.screenshot({ path: screenshotPath('preview-forged-token') });
});

test('the preview endpoint issues tokens only to signed-in editors of the page’s site', async () => {
  const editorA = editorAccounts().find((a) => a.site === 'brand-a')!;
  const admin = await adminToken();
  const groupPage = await pageId(admin, 'group', 'impressum');
  expect((await hostRequest('localhost', `/api/preview?page=${groupPage}&locale=de`)).status).toBe(401);
  const tokenA = await apiLogin(editorA.email, editorA.password);
  const refused = await hostRequest('localhost', `/api/preview?page=${groupPage}&locale=de`, {
    headers: { authorization: `JWT ${tokenA}` },
  });
  expect(refused.status).toBe(403);
  const issued = await hostRequest('localhost', `/api/preview?page=${groupPage}&locale=de`, {
    headers: { authorization: `JWT ${admin}` },
  });
  expect(issued.status).toBe(303);
  expect(issued.headers.location).toMatch(new RegExp(`^http://localhost:\\d+/de/de/impressum\\?${PREVIEW}=`));
});

test('site search from the side navigation: tracking call, then the result page, in two languages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await adminToken();
  const cases = [
    {
      start: '/de/de',
      keyword: 'Ingenieure',
      result: '/de/de/suche',
      heading: /Ergebnis(se)? für „Ingenieure“/,
      lang: 'de',
    },
    { start: '/de/en', keyword: 'engineers', result: '/de/en/search', heading: /results? for “engineers”/, lang: 'en' },
  ];
  for (const item of cases) {
    await page.goto(siteUrl(brandA, item.start));
    await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
    const search = page.getByRole('search').first();
    await search.getByRole('searchbox').fill(item.keyword);
    const [tracking] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/tracking') && request.method() === 'PUT'),
      search.getByRole('button').click(),
    ]);
    const sent = new URLSearchParams(tracking.postData() ?? '');
    expect(Object.fromEntries(sent)).toEqual({
      site: expect.stringMatching(/^\d+$/),
      language: item.lang,
      action: 'searchSideNavigation',
      data: item.keyword,
      additional: '',
      page: item.start,
    });
    expect((await tracking.response())?.status()).toBe(204);
    await expect(page).toHaveURL(siteUrl(brandA, `${item.result}?keyword=${item.keyword}`));
    await expect(page.getByRole('heading', { level: 2, name: item.heading })).toBeVisible();
    const hits = page.locator('.search-hit');
    expect(await hits.count()).toBeGreaterThan(0);
    await expect(hits.first().locator('mark').first()).toBeVisible();
    // Hits are pages of this site in this language.
    for (const href of await hits.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))
      expect(href.startsWith(item.start)).toBe(true);
    await page.screenshot({ path: screenshotPath(`site-search-results-${item.lang}`), fullPage: true });
    await expectNoViolations(page, `results ${item.lang}`);

    // Stored server-side with the §3.5 fields (read by an administrator).
    const stored = JSON.parse(
      (
        await api(
          token,
          `/cms-api/search-tracking?where[data][equals]=${encodeURIComponent(item.keyword)}&where[language][equals]=${item.lang}&depth=0`,
        )
      ).body,
    );
    expect(stored.totalDocs).toBeGreaterThan(0);
    expect(stored.docs[0]).toMatchObject({
      action: 'searchSideNavigation',
      language: item.lang,
      page: item.start,
      additional: '',
    });
  }

  // A clear empty state, and a keyword with markup is refused.
  await page.goto(siteUrl(brandA, '/de/en/search?keyword=zzqxvw'));
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “zzqxvw”.' })).toBeVisible();
  await expect(page.locator('.search-hit')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('site-search-empty-en') });
  await expectNoViolations(page, 'empty results');
  await page.goto(siteUrl(brandA, `/de/de/suche?keyword=${encodeURIComponent('<script>x</script>')}`));
  await expect(page.getByText(/höchstens 100 Zeichen/)).toBeVisible();
  expect(await page.content()).not.toContain('<script>x</script>');

  // The public never reads the tracking log.
  expect((await hostRequest('localhost', '/cms-api/search-tracking')).status).toBe(403);
});

test('site search finds contests and offers, not button texts, in the page language', async ({ page }) => {
  // Brand B's contest lives in the Contests collection; the page only places it with a block.
  await page.goto(siteUrl('brand-b.localhost', '/de/de/suche?keyword=Gewinnspiel'));
  const pages = page.locator('.search-hit');
  await expect(pages.first()).toBeVisible();
  await expect(pages.first().locator('mark').first()).toHaveText(/Gewinnspiel/i);

  // Button labels are controls, not content: the group's "Zum Video" button does not make a page a hit.
  await page.goto(siteUrl('localhost', `/de/de/suche?keyword=${encodeURIComponent('Zum Video')}`));
  await expect(page.locator('.search-hit')).toHaveCount(0);

  // Offers of the site beside its pages: brand A's jobs and projects in Hamburg, linked to its career page, with
  // all of them one link away; the same in English with English texts.
  for (const item of [
    {
      path: '/de/de/suche?keyword=Hamburg',
      career: '/de/de/karriere',
      heading: /passende Angebote?$/,
      all: /^Alle \d+ Angebote für „Hamburg“ ansehen$/,
    },
    {
      path: '/de/en/search?keyword=Hamburg',
      career: '/de/en/careers',
      heading: /matching openings?$/,
      all: /^See all \d+ openings for “Hamburg”$/,
    },
  ]) {
    await page.goto(siteUrl(brandA, item.path));
    const offers = page.getByRole('region', { name: item.heading });
    await expect(offers).toBeVisible();
    const links = offers.locator('.search-offer a');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!)))
      expect(href).toMatch(new RegExp(`^${item.career}/\\d+/[^/?]+$`));
    const all = offers.getByRole('link', { name: item.all });
    await expect(all).toHaveAttribute('href', `${item.career}?search=Hamburg`);
    const total = Number(/\d+/.exec((await all.textContent()) ?? '')![0]);
    // The career page finds as many for the same keyword.
    await all.click();
    await expect(page).toHaveURL(siteUrl(brandA, `${item.career}?search=Hamburg`));
    const meta = page.locator('.recruiting-meta').first();
    await expect(meta).toBeVisible();
    const numbers =
      ((await meta.textContent()) ?? '').replace(/(\d)[.,\u00a0\u202f](?=\d{3}\b)/g, '$1').match(/\d+/g) ?? [];
    expect(Number(numbers.at(-1))).toBe(total);
    // An offer link opens that offer's page.
    await page.goBack();
    const first = offers.locator('.search-offer a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(siteUrl(brandA, '/de/de/suche?keyword=Hamburg'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath(`site-search-offers-${width}`), fullPage: true });
  }
  await expectNoViolations(page, 'results with offers');
});

test('site search: a hanging tracking call holds the navigation no longer than about a second and a half', async ({
  page,
}) => {
  // The tracking endpoint stops answering (an overloaded server): the request is never fulfilled.
  await page.route('**/api/tracking', () => undefined);
  await page.goto(siteUrl(brandA, '/de/de'));
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
  const search = page.getByRole('search').first();
  await search.getByRole('searchbox').fill('Ingenieure');
  const started = Date.now();
  await search.getByRole('button').click();
  await expect(page).toHaveURL(siteUrl(brandA, '/de/de/suche?keyword=Ingenieure'), { timeout: 10_000 });
  // Before the bound the visitor waited for the 60 s request time-out.
  expect(Date.now() - started).toBeLessThan(8_000);
});

test('bad input: malformed or oversized tracking bodies → 400 and nothing stored; a missing fragment → 404 JSON', async () => {
  const token = await adminToken();
  const marker = `marker${Date.now()}`;
  const form = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
  const good = new URLSearchParams({
    site: '2',
    language: 'de',
    action: 'searchSideNavigation',
    data: marker,
    additional: '',
    page: '/de/de',
  });
  const bad: [string, Record<string, string>, string][] = [
    ['oversized', form, `${good}&additional=${'x'.repeat(5000)}`],
    ['not form-encoded', { 'content-type': 'application/json' }, JSON.stringify(Object.fromEntries(good))],
    ['unknown action', form, good.toString().replace('searchSideNavigation', 'deleteEverything')],
    ['markup keyword', form, good.toString().replace(marker, `<img src=x onerror=alert(1)>${marker}`)],
    ['missing page', form, good.toString().replace('&page=%2Fde%2Fde', '')],
    ['broken escape', form, `${good}&x=%E0%A4%A`],
  ];
  for (const [label, headers, body] of bad) {
    const response = await hostRequest(brandA, '/api/tracking', { method: 'PUT', headers, body });
    expect(response.status, label).toBe(400);
    expect(JSON.parse(response.body).status, label).toBe(400);
  }
  const stored = JSON.parse((await api(token, `/cms-api/search-tracking?where[data][like]=${marker}&depth=0`)).body);
  expect(stored.totalDocs).toBe(0);
  // The same event, well-formed, is stored.
  expect(
    (await hostRequest(brandA, '/api/tracking', { method: 'PUT', headers: form, body: good.toString() })).status,
  ).toBe(204);
  expect(
    JSON.parse((await api(token, `/cms-api/search-tracking?where[data][equals]=${marker}&depth=0`)).body).totalDocs,
  ).toBe(1);

  const missing = await hostRequest(brandA, '/de/de/gibt-es-nicht?type=24818');
  expect(missing.status).toBe(404);
  expect(missing.headers['content-type']).toMatch(/json/);
  expect(JSON.parse(missing.body)).toMatchObject({ status: 404, title: expect.any(String) });
});
