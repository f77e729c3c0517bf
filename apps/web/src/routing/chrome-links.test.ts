import { describe, expect, it } from 'vitest';
import { careerPagePath, legalPathsFor, legalPathTable, searchTargets } from './chrome-links';

const locales = [
  { market: 'de', lang: 'de' as const },
  { market: 'de', lang: 'en' as const },
];
const slugs = {
  1: { de: 'datenschutz', en: 'privacy' },
  2: { de: 'impressum' },
  3: { de: 'karriere', en: 'careers' },
  4: { de: 'suche-ergebnisse' },
};
const table = legalPathTable(locales, { privacyPageId: 1, legalNoticePageId: 2 }, slugs);

describe('legal links keyed by {targetMarket}-{language}', () => {
  it('has brand B’s de-de paths', () => {
    expect(table['de-de']).toEqual({ home: '/de/de', privacy: '/de/de/datenschutz', legalNotice: '/de/de/impressum' });
  });
  it('uses the locale’s own pages', () => {
    expect(legalPathsFor(table, { market: 'de', lang: 'en' }).privacy).toBe('/de/en/privacy');
    expect(legalPathsFor(table, { market: 'de', lang: 'en' }).home).toBe('/de/en');
  });
  it('falls back to de-de for a page missing in the locale', () => {
    expect(legalPathsFor(table, { market: 'de', lang: 'en' }).legalNotice).toBe('/de/de/impressum');
  });
  it('falls back to de-de for unknown keys', () => {
    expect(legalPathsFor(table, { market: 'ch', lang: 'fr' })).toEqual({
      home: '/de/de',
      privacy: '/de/de/datenschutz',
      legalNotice: '/de/de/impressum',
    });
  });
});

describe('search panel targets', () => {
  it('sends offers to the career page with search= and the site search with keyword=', () => {
    expect(searchTargets(locales[0]!, { careerPageId: 3, resultsPageId: null }, slugs)).toEqual({
      offers: { action: '/de/de/karriere', param: 'search' },
      site: { action: '/de/de/suche', param: 'keyword' },
    });
    expect(searchTargets(locales[1]!, { careerPageId: 3, resultsPageId: null }, slugs).site.action).toBe(
      '/de/en/search',
    );
  });
  it('uses the chosen result page and leaves out offers without a career page', () => {
    const targets = searchTargets(locales[0]!, { careerPageId: null, resultsPageId: 4 }, slugs);
    expect(targets.offers).toBeNull();
    expect(targets.site.action).toBe('/de/de/suche-ergebnisse');
  });
});

describe('career page path', () => {
  it('is the site’s career page in the locale, or null without one', () => {
    expect(careerPagePath(locales[0]!, 3, slugs)).toBe('/de/de/karriere');
    expect(careerPagePath(locales[1]!, 3, slugs)).toBe('/de/en/careers');
    expect(careerPagePath({ market: 'fr', lang: 'fr' }, 3, slugs)).toBeNull();
    expect(careerPagePath(locales[0]!, null, slugs)).toBeNull();
    expect(careerPagePath(locales[0]!, 99, slugs)).toBeNull();
  });
});
