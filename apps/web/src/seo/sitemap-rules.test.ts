import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import type { SiteLocale } from '@/sites/languages';
import {
  MAX_SITEMAP_URLS,
  chunk,
  escapeXml,
  newest,
  offerSitemapUrls,
  offersPerSitemap,
  pageSitemapUrls,
  parseSitemapFile,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap-rules';

const locales: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
];
const origin = 'https://brand-b.example';

/** Parses with a real XML parser; throws on anything not well-formed. */
const parser = new new JSDOM('').window.DOMParser();
function parseXml(xml: string): Document {
  const doc = parser.parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

describe('sitemaps', () => {
  it('page URLs: every translated language, home at the locale root, hreflang alternates with x-default', () => {
    const urls = pageSitemapUrls(origin, locales, 1, [
      { id: 1, slugs: { de: 'home', en: 'home' }, updatedAt: '2026-11-20T10:00:00.000Z' },
      { id: 2, slugs: { de: 'ueber-uns' }, updatedAt: '2026-11-21T10:00:00.000Z' },
    ]);
    expect(urls.map((u) => u.loc)).toEqual([`${origin}/de/de`, `${origin}/de/en`, `${origin}/de/de/ueber-uns`]);
    expect(urls[0]!.alternates).toEqual([
      { hreflang: 'de-DE', href: `${origin}/de/de` },
      { hreflang: 'en-DE', href: `${origin}/de/en` },
      { hreflang: 'x-default', href: `${origin}/de/de` },
    ]);
    expect(urls[2]!.alternates).toBeUndefined();
    expect(urls[2]!.lastmod).toBe('2026-11-21T10:00:00.000Z');
  });

  it('offer URLs: {career}/{jobId}/{urlpart} per career language, lastmod from the data', () => {
    const urls = offerSitemapUrls(
      origin,
      ['/de/de/karriere', '/de/en/careers/'],
      [{ njobid: 7, urlpart: 'a-b', lastmod: '2026-11-22 08:00:00' }],
    );
    expect(urls.map((u) => u.loc)).toEqual([`${origin}/de/de/karriere/7/a-b`, `${origin}/de/en/careers/7/a-b`]);
    expect(urls[0]!.lastmod).toMatch(/^2026-11-22T/);
    expect(offerSitemapUrls(origin, [], [{ njobid: 7, urlpart: 'a', lastmod: 'x' }])).toEqual([]);
  });

  it('splits at 50,000 URLs: offers per file depend on the number of career languages', () => {
    expect(offersPerSitemap(1)).toBe(50_000);
    expect(offersPerSitemap(4)).toBe(12_500);
    expect(offersPerSitemap(3) * 3).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
    const parts = chunk(Array.from({ length: 120_001 }, (_, i) => i));
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    expect(chunk([])).toEqual([]);
  });

  it('well-formed XML in the sitemaps.org namespace, whatever the URLs contain (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ loc: fc.string(), lastmod: fc.option(fc.string(), { nil: undefined }) }), {
          maxLength: 20,
        }),
        (urls) => {
          const safe = urls.map((u) => ({ ...u, loc: u.loc.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/g, '') }));
          const doc = parseXml(
            urlsetXml(safe.map((u) => ({ ...u, alternates: [{ hreflang: 'de-DE', href: u.loc }] }))),
          );
          expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
          expect([...doc.getElementsByTagName('loc')].map((n) => n.textContent)).toEqual(safe.map((u) => u.loc));
          const index = parseXml(sitemapIndexXml(safe));
          expect(index.getElementsByTagName('sitemap')).toHaveLength(safe.length);
        },
      ),
      { numRuns: 60 },
    );
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('file names: pages-{n}.xml and offers-{n}.xml only', () => {
    expect(parseSitemapFile('pages-1.xml')).toEqual({ kind: 'pages', index: 1 });
    expect(parseSitemapFile('offers-12.xml')).toEqual({ kind: 'offers', index: 12 });
    for (const bad of [
      'pages-0.xml',
      'pages-01.xml',
      'pages.xml',
      'drafts-1.xml',
      'offers-1.xml.gz',
      '../pages-1.xml',
      'pages-12345.xml',
    ]) {
      expect(parseSitemapFile(bad)).toBeNull();
    }
  });

  it('newest lastmod', () => {
    expect(newest(['2026-01-02T00:00:00.000Z', undefined, '2026-03-01T00:00:00.000Z'])).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(newest([])).toBeUndefined();
  });

  it('robots.txt: Production lists the sitemap and keeps CMS, APIs and previews out; other environments stay out', () => {
    const production = robotsTxt(origin, true);
    expect(production).toContain('Sitemap: https://brand-b.example/sitemap.xml');
    expect(production).toMatch(/^Disallow: \/admin$/m);
    expect(production).toMatch(/^Disallow: \/\*ADMCMD_prev=$/m);
    expect(production).not.toMatch(/^Disallow: \/$/m);
    expect(robotsTxt(origin, false)).toMatch(/^Disallow: \/$/m);
  });
});
