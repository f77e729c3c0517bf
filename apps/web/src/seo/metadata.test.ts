import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hreflangOf,
  offerAlternates,
  pageAlternates,
  pageMetadata,
  pageTitle,
  requestOrigin,
  type PageSeoInput,
} from './metadata';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';

const locales: SiteLocale[] = [
  { market: 'de', lang: 'de' },
  { market: 'de', lang: 'en' },
  { market: 'fr', lang: 'fr' },
  { market: 'es', lang: 'es' },
];
const site = { name: 'Kestrel Engineering', locales };
const base: PageSeoInput = {
  origin: 'https://brand-a.example',
  site,
  locale: locales[1]!,
  page: { title: 'About us', description: 'Who we are.' },
  isHome: false,
  slugs: { de: 'ueber-uns', en: 'about-us', fr: 'a-propos' },
  image: { url: '/cms-api/media/file/share.webp', width: 1200, height: 630, alt: 'Kestrel' },
};

describe('page metadata', () => {
  it('canonical is the page itself; alternates are every translation with x-default = the default locale', () => {
    const meta = pageMetadata(base);
    expect(meta.alternates).toEqual({
      canonical: 'https://brand-a.example/de/en/about-us',
      languages: {
        'de-DE': 'https://brand-a.example/de/de/ueber-uns',
        'en-DE': 'https://brand-a.example/de/en/about-us',
        'fr-FR': 'https://brand-a.example/fr/fr/a-propos',
        'x-default': 'https://brand-a.example/de/de/ueber-uns',
      },
    });
  });

  it('Open Graph and Twitter card carry title, description, absolute image and locales', () => {
    const meta = pageMetadata(base);
    expect(meta.title).toBe('About us – Kestrel Engineering');
    expect(meta.openGraph).toMatchObject({
      url: 'https://brand-a.example/de/en/about-us',
      siteName: 'Kestrel Engineering',
      locale: 'en_DE',
      alternateLocale: ['de_DE', 'fr_FR'],
      images: [
        { url: 'https://brand-a.example/cms-api/media/file/share.webp', width: 1200, height: 630, alt: 'Kestrel' },
      ],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://brand-a.example/cms-api/media/file/share.webp'],
    });
    expect(pageMetadata({ ...base, image: null }).twitter).toMatchObject({ card: 'summary' });
  });

  it("the editor's SEO title wins; home reads site first", () => {
    expect(pageTitle(site, { title: 'About us', seoTitle: '  Engineers since 1987  ' }, false)).toBe(
      'Engineers since 1987',
    );
    expect(pageTitle(site, { title: 'Home' }, true)).toBe('Kestrel Engineering – Home');
    // The seeded home pages name the brand already: no "Kestrel Engineering – Kestrel Engineering – …".
    expect(pageTitle(site, { title: 'Kestrel Engineering – Ingenieurdienstleistungen' }, true)).toBe(
      'Kestrel Engineering – Ingenieurdienstleistungen',
    );
    expect(pageTitle(site, { title: 'Jobs bei kestrel engineering' }, false)).toBe('Jobs bei kestrel engineering');
  });

  it('preview pages are noindex', () => {
    expect(pageMetadata({ ...base, noindex: true }).robots).toEqual({ index: false, follow: false });
    expect(pageMetadata(base).robots).toBeUndefined();
  });

  it('hreflang sets are reciprocal and self-referencing for any set of translations (property)', () => {
    const slugsArb = fc.record(
      {
        de: fc.constantFrom('a', 'b'),
        en: fc.constantFrom('c', 'd'),
        fr: fc.constantFrom('e'),
        es: fc.constantFrom('f'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(slugsArb, fc.boolean(), (slugs: Partial<Record<ContentLanguage, string>>, isHome) => {
        const translated = locales.filter((l) => isHome || slugs[l.lang]);
        const sets = translated.map((locale) => pageAlternates({ ...base, locale, slugs, isHome }));
        for (const [i, set] of sets.entries()) {
          // Self-referencing: the page's own URL is in its set, under its own hreflang.
          expect(set.languages[hreflangOf(translated[i]!)]).toBe(set.canonical);
          // Reciprocal: every translation lists exactly the same set.
          expect(set.languages).toEqual(sets[0]!.languages);
          expect(set.languages['x-default']).toBeDefined();
        }
      }),
    );
  });
});

describe('requestOrigin', () => {
  it('http for development hosts unless forwarded as https, https for every other host', () => {
    expect(requestOrigin('brand-a.localhost:3000', null)).toBe('http://brand-a.localhost:3000');
    expect(requestOrigin('www.kestrel.example', null)).toBe('https://www.kestrel.example');
    expect(requestOrigin('www.kestrel.example', 'http')).toBe('https://www.kestrel.example');
    expect(requestOrigin('localhost:3000', 'https, http')).toBe('https://localhost:3000');
    expect(requestOrigin('localhost:3000', 'gopher')).toBe('http://localhost:3000');
  });
  it('no origin from a host that is not a host name', () => {
    for (const host of [null, '', 'evil.example/path', 'a b', 'x.example:99999999', '"><script>'])
      expect(requestOrigin(host, null)).toBeNull();
  });
});

describe('offerAlternates', () => {
  const careers = [
    { locale: locales[0]!, path: '/de/de/karriere' },
    { locale: locales[1]!, path: '/de/en/careers/' },
  ];
  const offer = { njobid: 100001, urlpart: 'konstrukteur-muenchen' };
  it('canonical in the current language, every career language as alternate, x-default the first', () => {
    expect(offerAlternates('https://b.example', careers, locales[1]!, offer)).toEqual({
      canonical: 'https://b.example/de/en/careers/100001/konstrukteur-muenchen',
      languages: {
        'de-DE': 'https://b.example/de/de/karriere/100001/konstrukteur-muenchen',
        'en-DE': 'https://b.example/de/en/careers/100001/konstrukteur-muenchen',
        'x-default': 'https://b.example/de/de/karriere/100001/konstrukteur-muenchen',
      },
    });
  });
  it('none for a language without a career page', () => {
    expect(offerAlternates('https://b.example', careers, locales[2]!, offer)).toBeNull();
  });
});
