import { describe, expect, it } from 'vitest';
import { alternateLinks, pageHref } from './links';

const locales = [
  { market: 'de', lang: 'de' as const },
  { market: 'de', lang: 'en' as const },
  { market: 'fr', lang: 'fr' as const },
];

describe('page links', () => {
  it('home lives at the locale root', () => {
    expect(pageHref(locales[0]!, 'home', true)).toBe('/de/de');
    expect(pageHref(locales[1]!, 'about-us', false)).toBe('/de/en/about-us');
  });
  it('switcher links the same page, or the locale home when untranslated', () => {
    const links = alternateLinks(locales, locales[1]!, { de: 'ueber-uns', en: 'about-us' }, false);
    expect(links.map((l) => l.href)).toEqual(['/de/de/ueber-uns', '/de/en/about-us', '/fr/fr']);
    expect(links.map((l) => l.current)).toEqual([false, true, false]);
    expect(links[2]!.translated).toBe(false);
  });
});
