import { CONTENT_LANGUAGES, type ContentLanguage } from '@meridian/contracts';

export { CONTENT_LANGUAGES, type ContentLanguage };

export const LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  es: 'Español',
};

export function isContentLanguage(value: string): value is ContentLanguage {
  return (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** A (market, language) pair a site serves, e.g. de/en → `/de/en`. */
export interface SiteLocale {
  market: string;
  lang: ContentLanguage;
}

export const localePath = (locale: SiteLocale): string => `/${locale.market}/${locale.lang}`;

/**
 * Picks the site locale that best matches an Accept-Language header (q-values honoured), or the site's
 * default (its first locale) when nothing matches.
 */
export function bestLocale(locales: readonly SiteLocale[], acceptLanguage: string | null | undefined): SiteLocale {
  const fallback = locales[0]!;
  if (!acceptLanguage) return fallback;
  const wanted = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const q = qParam ? Number.parseFloat(qParam.trim().slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag.length > 0 && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const [lang, region] = tag.split('-');
    // Prefer an exact market match (de-AT → at/de if served), then the language in any market.
    const exact = locales.find((l) => l.lang === lang && region !== undefined && l.market === region);
    if (exact) return exact;
    const sameMarket = locales.find((l) => l.lang === lang && l.market === lang);
    if (sameMarket) return sameMarket;
    const anyMarket = locales.find((l) => l.lang === lang);
    if (anyMarket) return anyMarket;
  }
  return fallback;
}

const ANY_MARKET: readonly SiteLocale[] = CONTENT_LANGUAGES.map((lang) => ({ market: lang, lang }));

/**
 * The language to answer a request outside the page routes in (error texts of API routes): that of
 * the page that made it (the Referer's `/{market}/{lang}/…`), else the browser's preference, else German.
 */
export function requestLanguage(
  referer: string | null | undefined,
  acceptLanguage: string | null | undefined,
): ContentLanguage {
  if (referer) {
    try {
      const lang = new URL(referer).pathname.split('/')[2];
      if (lang && isContentLanguage(lang)) return lang;
    } catch {
      // not a URL: ignore it
    }
  }
  return bestLocale(ANY_MARKET, acceptLanguage).lang;
}
