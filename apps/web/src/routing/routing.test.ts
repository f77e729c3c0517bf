import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestLocale, requestLanguage, type SiteLocale } from '@/sites/languages';
import { checkRequestPath, hasMalformedEncoding, isPagePath, MAX_PATH_LENGTH } from './request-path';
import { parseSitePath } from './site-path';

const brandA: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
  { market: 'fr', lang: 'fr' },
  { market: 'es', lang: 'es' },
];
const group: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
];

describe('checkRequestPath', () => {
  it('accepts ordinary paths', () => {
    expect(checkRequestPath('/')).toEqual({ ok: true, segments: [] });
    expect(checkRequestPath('/de/de/ueber-uns')).toEqual({ ok: true, segments: ['de', 'de', 'ueber-uns'] });
  });
  it.each([
    ['/de/de/../../etc/passwd', 400],
    ['/de/%2e%2e/secret', 400],
    ['/de/de/%00', 400],
    ['/de/de/%E0%A4%A', 400],
    ['/de/de/a\\b', 400],
    ['/de/de/<script>', 400],
    ['/' + 'a/'.repeat(20), 400],
    ['/' + 'a'.repeat(MAX_PATH_LENGTH + 1), 414],
  ])('rejects %s with %i', (path, status) => {
    const result = checkRequestPath(path);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.status).toBe(status);
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (s) => {
        const result = checkRequestPath('/' + s);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('parseSitePath', () => {
  it('root', () => expect(parseSitePath([], group)).toEqual({ kind: 'root' }));
  it('a served locale', () => {
    expect(parseSitePath(['de', 'en', 'about-us'], group)).toEqual({
      kind: 'page',
      locale: { market: 'de', lang: 'en' },
      slugs: ['about-us'],
    });
    expect(parseSitePath(['fr', 'fr'], brandA)).toEqual({
      kind: 'page',
      locale: { market: 'fr', lang: 'fr' },
      slugs: [],
    });
  });
  it.each([[['fr', 'fr']], [['xx', 'de']], [['de']], [['de', 'de', 'UPPER']], [['de', 'de', '-x']]])(
    'not found: %j',
    (segments) => expect(parseSitePath(segments, group).kind).toBe('not-found'),
  );
});

describe('bestLocale', () => {
  it('defaults to the first locale', () => {
    expect(bestLocale(brandA, undefined)).toEqual(brandA[0]);
    expect(bestLocale(brandA, 'ja,zh;q=0.8')).toEqual(brandA[0]);
  });
  it('honours q-values and markets', () => {
    expect(bestLocale(brandA, 'fr-CH,fr;q=0.9,en;q=0.8')).toEqual({ market: 'fr', lang: 'fr' });
    expect(bestLocale(brandA, 'de;q=0.5,es;q=0.9')).toEqual({ market: 'es', lang: 'es' });
    expect(bestLocale(group, 'en-US,en;q=0.9')).toEqual({ market: 'de', lang: 'en' });
    expect(bestLocale(group, 'fr;q=1,en;q=0.1')).toEqual({ market: 'de', lang: 'en' });
  });
  it('ignores garbage', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(brandA).toContainEqual(bestLocale(brandA, s));
      }),
    );
  });
});

describe('requestLanguage (API routes)', () => {
  it("takes the language of the page that sent the request, else the browser's, else German", () => {
    expect(requestLanguage('http://brand-a.localhost:3000/fr/fr/carriere', 'de')).toBe('fr');
    expect(requestLanguage('https://example.org/de/en', null)).toBe('en');
    expect(requestLanguage('https://example.org/de/xx/page', 'es-ES,es;q=0.9')).toBe('es');
    expect(requestLanguage(null, 'en-GB,en;q=0.8,de;q=0.5')).toBe('en');
    expect(requestLanguage('not a url', 'pl')).toBe('de');
    expect(requestLanguage(undefined, undefined)).toBe('de');
  });
});

describe('paths outside the pages', () => {
  it('hasMalformedEncoding: a percent sign that starts no valid escape', () => {
    for (const path of ['/api/health%E0%A4%A', '/cms-api/media/file/%', '/_next/static/%zz', '/brands/%C3'])
      expect(hasMalformedEncoding(path), path).toBe(true);
    for (const path of ['/api/health', '/cms-api/media/file/Stellenprofil%20(2026).pdf', '/de/de/%C3%BCber', '/%25'])
      expect(hasMalformedEncoding(path), path).toBe(false);
  });

  it('isPagePath: the page set of the proxy, as its matcher has it (assets, API routes and files are not pages)', () => {
    for (const path of [
      '/',
      '/de/de',
      '/de/de/karriere/102945/architekt',
      '/admin',
      '/sitemap.xml',
      '/robots.txt',
      '/sitemaps/pages-de.xml',
      '/Sitemap.XML',
    ]) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/_next/static/chunks/a.js',
      '/cms-api/media/file/a.webp',
      '/cms-api',
      '/api/health',
      '/API/health',
      '/brands/group/logo.svg',
      '/favicon.ico',
      '/de/de/file.pdf',
      '/x.PNG',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
