import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { API_PORT, SITES, WEB_PORT, cmsClient, editorAccounts, hostRequest, screenshotPath, siteUrl } from './support';

// Findable pages: canonical, hreflang, Open Graph, robots.txt, sitemaps, redirects, noindex, valid HTML.

const here = path.dirname(fileURLToPath(import.meta.url));
const VNU_JAR = path.resolve(here, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const window = new JSDOM('').window;

/** Parses XML with a real parser; fails the test on anything not well-formed. */
function parseXml(xml: string, what: string): Document {
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  expect(error, `${what} is not well-formed XML: ${error?.textContent}`).toBeUndefined();
  return doc;
}

const parseHtml = (html: string): Document => new JSDOM(html).window.document;
const pathOf = (url: string): string => new URL(url).pathname + new URL(url).search;
const locsOf = (doc: Document, tag = 'loc') =>
  [...doc.getElementsByTagNameNS(SITEMAP_NS, tag)].map((node) => node.textContent ?? '');

async function getOk(host: string, pathname: string) {
  const response = await hostRequest(host, pathname);
  expect(response.status, `${host}${pathname}`).toBe(200);
  return response;
}

/** Every page URL of a site, from its page sitemaps (reached through the index). */
async function sitePageUrls(host: string): Promise<string[]> {
  const index = parseXml((await getOk(host, '/sitemap.xml')).body, `${host} /sitemap.xml`);
  const pageMaps = locsOf(index).filter((loc) => /\/sitemaps\/pages-\d+\.xml$/.test(loc));
  expect(pageMaps.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const map of pageMaps) urls.push(...locsOf(parseXml((await getOk(host, pathOf(map))).body, map)));
  return urls;
}

type Head = {
  canonical: string | null;
  alternates: Record<string, string>;
  meta: Record<string, string>;
  title: string;
};

function headOf(doc: Document): Head {
  const alternates: Record<string, string> = {};
  for (const link of doc.querySelectorAll('link[rel="alternate"][hreflang]'))
    alternates[link.getAttribute('hreflang')!] = link.getAttribute('href')!;
  const meta: Record<string, string> = {};
  for (const tag of doc.querySelectorAll('meta[property], meta[name]'))
    meta[tag.getAttribute('property') ?? tag.getAttribute('name')!] = tag.getAttribute('content') ?? '';
  return {
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates,
    meta,
    title: doc.title,
  };
}

for (const site of SITES) {
  test(`${site.key}: every page in every language has canonical, reciprocal hreflang with x-default, title, description, Open Graph and Twitter tags`, async () => {
    test.slow(); // Every page of the site in every language (brand A: four), one request each.
    const origin = `http://${site.host}:${WEB_PORT}`;
    const urls = await sitePageUrls(site.host);
    // Every language the site serves has its pages in the sitemap.
    for (const lang of site.langs)
      expect(
        urls.some((url) => new RegExp(`^${origin}/[a-z]{2}/${lang}(/|$)`).test(url)),
        lang,
      ).toBe(true);
    const heads = new Map<string, Head>();
    for (const url of urls) {
      expect(url.startsWith(origin), url).toBe(true);
      const response = await hostRequest(site.host, pathOf(url));
      // Specs running beside this one add and delete their own pages: a page deleted since the sitemap was read
      // must be gone from the sitemap too; one still listed must answer.
      if (response.status === 404 && !(await sitePageUrls(site.host)).includes(url)) continue;
      expect(response.status, url).toBe(200);
      const head = headOf(parseHtml(response.body));
      heads.set(url, head);
      expect(head.canonical, url).toBe(url);
      // Self-referencing, with x-default.
      expect(Object.values(head.alternates), url).toContain(url);
      expect(head.alternates['x-default'], url).toBeTruthy();
      expect(head.title.length, url).toBeGreaterThan(3);
      expect(head.meta.description?.length ?? 0, `${url} meta description`).toBeGreaterThan(20);
      expect(head.meta['og:url']).toBe(url);
      expect(head.meta['og:title']).toBe(head.title);
      expect(head.meta['og:description']).toBe(head.meta.description);
      expect(head.meta['og:site_name']).toBeTruthy();
      expect(head.meta['og:locale']).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(head.meta['og:image']).toMatch(new RegExp(`^${origin}/`));
      expect(head.meta['og:image:alt']).toBeTruthy();
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['twitter:image']).toBe(head.meta['og:image']);
    }
    // Reciprocal: each alternate names this page back with the same set.
    for (const [url, head] of heads) {
      for (const [hreflang, href] of Object.entries(head.alternates)) {
        if (hreflang === 'x-default') continue;
        const other = heads.get(href);
        expect(other, `${url} → ${hreflang} ${href} is in the sitemap`).toBeDefined();
        expect(other!.alternates, `${href} lists the same alternates as ${url}`).toEqual(head.alternates);
      }
    }
    // The share image answers.
    const image = [...heads.values()][0]!.meta['og:image']!;
    const imageResponse = await hostRequest(site.host, pathOf(image));
    expect(imageResponse.status).toBe(200);
    expect(imageResponse.headers['content-type']).toMatch(/^image\//);
  });
}

test('robots.txt per site: development hosts stay out of the index, a production host lists its sitemap', async () => {
  for (const site of SITES) {
    const robots = await getOk(site.host, '/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/$/m);
    expect(robots.body).toContain(`Sitemap: http://${site.host}:${WEB_PORT}/sitemap.xml`);
  }
  // A host no site claims is served by the parent group, as Production.
  const production = await getOk('www.velora-group.example', '/robots.txt');
  expect(production.body).toMatch(/^Allow: \/$/m);
  expect(production.body).toMatch(/^Disallow: \/admin$/m);
  expect(production.body).toMatch(/^Disallow: \/\*ADMCMD_prev=$/m);
  expect(production.body).not.toMatch(/^Disallow: \/$/m);
  // Production hosts are https (a TLS proxy in front); the port is the one the request came to.
  expect(production.body).toContain(`Sitemap: https://www.velora-group.example:${WEB_PORT}/sitemap.xml`);
});

for (const site of SITES) {
  test(`${site.key}: sitemap index → page and offer sitemaps, well-formed, lastmod, every page URL answers 200, offers are the company's active offers`, async () => {
    test.setTimeout(180_000);
    const index = parseXml((await getOk(site.host, '/sitemap.xml')).body, 'index');
    expect(index.documentElement.localName).toBe('sitemapindex');
    const maps = locsOf(index);
    expect(maps.some((loc) => loc.endsWith('/sitemaps/pages-1.xml'))).toBe(true);
    expect(maps.some((loc) => loc.endsWith('/sitemaps/offers-1.xml'))).toBe(true);
    for (const lastmod of locsOf(index, 'lastmod')) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false);

    let offerUrls: string[] = [];
    for (const map of maps) {
      const response = await getOk(site.host, pathOf(map));
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const doc = parseXml(response.body, map);
      expect(doc.documentElement.localName).toBe('urlset');
      const locs = locsOf(doc);
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(50_000);
      expect(locsOf(doc, 'lastmod')).toHaveLength(locs.length);
      expect(
        locs.filter((loc) => /ADMCMD_prev|\/admin|\/cms-api|type=24818/.test(loc)),
        'no preview or admin URLs',
      ).toEqual([]);
      if (map.includes('/pages-')) {
        for (const loc of locs) await getOk(site.host, pathOf(loc));
      } else {
        offerUrls = offerUrls.concat(locs);
      }
    }
    // Offers: {career page}/{jobId}/{urlpart} in every language of the career page, exactly the active offers.
    const company = { group: 'velora', 'brand-a': 'kestrel', 'brand-b': 'brightwork', 'brand-c': 'halden' }[site.key];
    const api = await fetch(`http://127.0.0.1:${API_PORT}/v4/recruiting/offer-urls?company=${company}`, {
      headers: { 'x-meridian-api': '' },
    });
    const active = (await api.json()) as { total: number; offers: { njobid: number; urlpart: string }[] };
    expect(offerUrls).toHaveLength(active.total * site.langs.length);
    const expected = new Set(active.offers.map((o) => `${o.njobid}/${o.urlpart}`));
    const strays = offerUrls.filter((url) => {
      const match = /^http:\/\/[^/]+\/[a-z]{2}\/[a-z]{2}\/[a-z-]+\/(\d+)\/([a-z0-9-]+)$/.exec(url);
      return !match || !expected.has(`${match[1]}/${match[2]}`);
    });
    expect(strays).toEqual([]);
  });
}

// The offer pages of the offer sitemap answer (built by the recruiting module's offer route).
test('offer sitemap URLs answer 200', async () => {
  const doc = parseXml((await getOk('brand-a.localhost', '/sitemaps/offers-1.xml')).body, 'offers');
  for (const loc of locsOf(doc).slice(0, 20)) await getOk('brand-a.localhost', pathOf(loc));
});

/** Google's JobPosting properties: required, and the recommended ones every seeded offer has data for. */
const JOB_POSTING_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];

for (const site of SITES) {
  test(`${site.key}: an offer URL is a full page with its own canonical, hreflang and JobPosting; wrong slugs redirect, bad ids are 404`, async ({
    page,
  }) => {
    const doc = parseXml((await getOk(site.host, '/sitemaps/offers-1.xml')).body, 'offers');
    const url = locsOf(doc)[0]!;
    expect(url, `${site.key} has offers in its sitemap`).toBeTruthy();
    const response = await getOk(site.host, pathOf(url));
    const html = parseHtml(response.body);
    const head = headOf(html);
    expect(head.canonical).toBe(url);
    expect(Object.values(head.alternates)).toContain(url);
    expect(head.alternates['x-default']).toBeTruthy();
    expect(head.meta['og:url']).toBe(url);
    const scripts = [...html.querySelectorAll('script[type="application/ld+json"]')].map((node) =>
      JSON.parse(node.textContent ?? 'null'),
    );
    const posting = scripts.find((data) => data?.['@type'] === 'JobPosting');
    expect(posting, 'JobPosting JSON-LD').toBeTruthy();
    for (const property of JOB_POSTING_REQUIRED) expect(posting[property], property).toBeTruthy();
    expect(posting.hiringOrganization.name).toBeTruthy();
    expect(posting.hiringOrganization.logo).toMatch(/^https?:\/\//);
    const address = (Array.isArray(posting.jobLocation) ? posting.jobLocation[0] : posting.jobLocation)?.address;
    expect(address?.addressCountry).toMatch(/^[A-Z]{2}$/);
    expect(address?.addressLocality).toBeTruthy();
    // The offer's detail is in the HTML (server-rendered), not only in the JSON-LD.
    expect(response.body).toContain(posting.title.replace(/&/g, '&amp;'));

    const parts = new URL(url).pathname.split('/');
    const wrongSlug = await hostRequest(site.host, [...parts.slice(0, -1), 'falscher-titel'].join('/'));
    expect([301, 308]).toContain(wrongSlug.status);
    expect(new URL(String(wrongSlug.headers.location), url).pathname).toBe(new URL(url).pathname);
    const noSlug = await hostRequest(site.host, parts.slice(0, -1).join('/'));
    expect([301, 308]).toContain(noSlug.status);
    expect((await hostRequest(site.host, [...parts.slice(0, -2), 'abc', parts.at(-1)].join('/'))).status).toBe(404);
    const unknown = await hostRequest(site.host, [...parts.slice(0, -2), '987654321', 'gibt-es-nicht'].join('/'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('application/ld+json');
    // A helpful page: in the browser it leads to the current offers on the career page.
    await page.goto(
      `http://${site.host}:${WEB_PORT}${[...parts.slice(0, -2), '987654321', 'gibt-es-nicht'].join('/')}`,
    );
    await expect(page.locator('.error-page a.button--primary')).toHaveAttribute('href', parts.slice(0, -2).join('/'));
  });
}

test('drafts never appear in a sitemap; a published page does at once; no preview URLs', async () => {
  const api = await cmsClient(editorAccounts().find((a) => a.role === 'editor' && a.site === 'brand-c')!);
  const sites = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-c&depth=0')).body).docs;
  const slug = `seo-entwurf-${Date.now()}`;
  const created = await api('/cms-api/pages?locale=de&draft=true', 'POST', {
    title: 'SEO Entwurf',
    slug,
    tenant: sites[0].id,
    _status: 'draft',
    description: 'Ein Entwurf, den niemand sehen darf.',
    layout: [],
  });
  expect(created.status, created.body).toBe(201);
  const id = JSON.parse(created.body).doc.id;
  try {
    const urls = await sitePageUrls('brand-c.localhost');
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.some((url) => url.includes(slug))).toBe(false);
    // Published: in the sitemap on the next request (tag revalidation), with its canonical.
    expect((await api(`/cms-api/pages/${id}?locale=de`, 'PATCH', { _status: 'published' })).status).toBe(200);
    const after = await sitePageUrls('brand-c.localhost');
    expect(after).toContain(`http://brand-c.localhost:${WEB_PORT}/de/de/${slug}`);
  } finally {
    expect((await api(`/cms-api/pages/${id}`, 'DELETE')).status).toBe(200);
  }
  expect((await sitePageUrls('brand-c.localhost')).some((url) => url.includes(slug))).toBe(false);
});

test('admin and preview responses carry noindex; a production page does not', async () => {
  const admin = await hostRequest('localhost', '/admin');
  expect(admin.headers['x-robots-tag']).toMatch(/noindex/);
  const adminLogin = await hostRequest('localhost', '/admin/login');
  expect(adminLogin.headers['x-robots-tag']).toMatch(/noindex/);

  // A production host: indexable, absolute https canonical.
  const production = await getOk('www.velora-group.example', '/de/de');
  expect(production.headers['x-robots-tag']).toBeUndefined();
  const head = headOf(parseHtml(production.body));
  expect(head.meta.robots).toBeUndefined();
  expect(head.canonical).toBe(`https://www.velora-group.example:${WEB_PORT}/de/de`);
  // The same page as a workspace preview: header and meta robots say noindex.
  const preview = await getOk('www.velora-group.example', '/de/de?ADMCMD_prev=7');
  expect(preview.headers['x-robots-tag']).toMatch(/noindex/);
  expect(headOf(parseHtml(preview.body)).meta.robots).toMatch(/noindex/);
  const fragment = await hostRequest('www.velora-group.example', '/de/de?type=24818&ADMCMD_prev=7');
  expect(fragment.headers['x-robots-tag']).toMatch(/noindex/);
});

test('editor redirects answer 301 and 302 before any page lookup, keep the query, and the target answers', async ({
  page,
}) => {
  for (const site of SITES) {
    const permanent = await hostRequest(site.host, '/de/de/jobs?utm_source=print');
    expect(permanent.status, site.key).toBe(301);
    expect(new URL(permanent.headers.location!, siteUrl(site.host)).href).toBe(
      siteUrl(site.host, '/de/de/karriere?utm_source=print'),
    );
    const temporary = await hostRequest(site.host, '/de/en/Aktion');
    expect(temporary.status, site.key).toBe(302);
    expect(new URL(temporary.headers.location!, siteUrl(site.host)).href).toBe(siteUrl(site.host, '/de/en/news'));
  }
  const response = await page.goto(siteUrl('brand-a.localhost', '/fr/fr/jobs'));
  expect(response?.status()).toBe(200);
  expect(page.url()).toBe(siteUrl('brand-a.localhost', '/fr/fr/carrieres'));
  await page.screenshot({ path: screenshotPath('seo-redirect-target-brand-a-fr'), fullPage: false });
});

test('the CMS refuses redirect loops, paths that are not paths and unsafe targets', async () => {
  const api = await cmsClient(editorAccounts().find((a) => a.role === 'editor' && a.site === 'brand-b')!);
  const site = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs[0].id;
  const create = (body: Record<string, unknown>) =>
    api('/cms-api/redirects', 'POST', { tenant: site, status: '301', ...body });
  // /de/de/karriere ← /de/de/jobs exists; karriere → jobs would close the loop.
  for (const bad of [
    { from: '/de/de/karriere', to: '/de/de/jobs' },
    { from: '/de/de/x', to: '/de/de/x/' },
    { from: 'https://evil.example/a', to: '/de/de' },
    { from: '/de/de/a?b=1', to: '/de/de' },
    { from: '/de/de/y', to: 'javascript:alert(1)' },
    { from: '/de/de/z', to: '/de/de', status: '307' },
    { from: '/de/de/jobs', to: '/de/de' },
  ]) {
    const response = await create(bad);
    expect(response.status, JSON.stringify(bad)).toBe(400);
  }
});

test("an editor's redirect applies to the very next request, and its deletion too", async () => {
  const api = await cmsClient(editorAccounts().find((a) => a.role === 'editor' && a.site === 'brand-b')!);
  const site = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs[0].id;
  const host = SITES.find((s) => s.key === 'brand-b')!.host;
  const from = `/de/de/gleich-weiter-${Date.now().toString(36)}`;
  // Asked twice before: the proxy now keeps the host's rules and this path's "nothing here".
  for (let i = 0; i < 2; i += 1) expect((await hostRequest(host, from)).status).toBe(404);
  const created = await api('/cms-api/redirects', 'POST', { tenant: site, status: '302', from, to: '/de/de/karriere' });
  expect(created.status).toBe(201);
  const moved = await hostRequest(host, from);
  expect(moved.status).toBe(302);
  expect(new URL(moved.headers.location!, siteUrl(host)).pathname).toBe('/de/de/karriere');
  const id = JSON.parse(created.body).doc.id;
  expect((await api(`/cms-api/redirects/${id}`, 'DELETE')).status).toBe(200);
  expect((await hostRequest(host, from)).status).toBe(404);
});

test('bad input on the new routes: the right status, never a 500', async () => {
  const cases: [string, number[]][] = [
    ['/sitemaps/pages-0.xml', [404]],
    ['/sitemaps/pages-99.xml', [404]],
    ['/sitemaps/offers-999.xml', [404]],
    ['/sitemaps/drafts-1.xml', [404]],
    ['/sitemaps/%E0%A4%A.xml', [400, 404]],
    [`/sitemaps/${'a'.repeat(3000)}.xml`, [404, 414]],
    [`/de/de/${'a'.repeat(3000)}`, [414]],
    ['/de/de/%E0%A4%A', [400]],
    ['/de/de/jobs/..%2F..%2Fadmin', [400]],
    ['/de/de/karriere/abc/slug', [404]],
  ];
  for (const [pathname, statuses] of cases) {
    const response = await hostRequest('brand-a.localhost', pathname);
    expect(statuses, `${pathname.slice(0, 60)} → ${response.status}`).toContain(response.status);
  }
  const badHost = await hostRequest('bad_host!', '/robots.txt');
  expect([400]).toContain(badHost.status);
  const badHostSitemap = await hostRequest('bad_host!', '/sitemap.xml');
  expect([400]).toContain(badHostSitemap.status);
});

test('the HTML of every page type passes the Nu Html Checker with no errors', async ({ page }) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-vnu-'));
  const files: Record<string, string> = {};
  for (const site of SITES) {
    const urls = await sitePageUrls(site.host);
    for (const url of [...urls, `http://${site.host}:${WEB_PORT}/de/de/gibt-es-nicht`]) {
      const response = await hostRequest(site.host, pathOf(url));
      expect([200, 404]).toContain(response.status);
      const file = path.join(dir, `${site.key}${pathOf(url).replace(/[^a-z0-9]+/gi, '_')}.html`);
      fs.writeFileSync(file, response.body);
      files[file] = `${site.host}${pathOf(url)}`;
    }
  }
  const report = await new Promise<string>((resolve, reject) =>
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...Object.keys(files)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
    ),
  );
  const messages = (
    JSON.parse(report) as { messages: { type: string; url: string; message: string; extract?: string }[] }
  ).messages;
  const errors = messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map(
      (m) =>
        `${files[fileURLToPath(m.url)] ?? m.url}: ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ''}`,
    );
  expect(errors).toEqual([]);
  expect(Object.keys(files).length).toBeGreaterThan(50);
  fs.rmSync(dir, { recursive: true, force: true });
  // What a shared link shows: the share image of a brand.
  await page.goto(siteUrl('brand-b.localhost', '/de/de'));
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  await page.goto(image!);
  await page.screenshot({ path: screenshotPath('seo-share-image-brand-b') });
});
