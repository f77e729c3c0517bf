import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { localePath } from '@/sites/languages';
import { pageHref } from './links';

type PageSlugs = Record<number, Partial<Record<ContentLanguage, string>>>;

export interface LegalPaths {
  home: string;
  privacy: string | null;
  legalNotice: string | null;
}

/** The key of a (market, language) pair in link tables: `{targetMarket}-{language}` (SPEC §2.6). */
export const localeKey = (locale: SiteLocale): string => `${locale.market}-${locale.lang}`;
export const DEFAULT_LOCALE_KEY = 'de-de';

/**
 * The legal links of a site per `{targetMarket}-{language}`: home, privacy statement and legal notice in each
 * locale where the page is published there (brand B: /de/de, /de/de/datenschutz, /de/de/impressum).
 */
export function legalPathTable(
  locales: readonly SiteLocale[],
  pages: { privacyPageId: number | null; legalNoticePageId: number | null },
  pageSlugs: PageSlugs,
): Record<string, LegalPaths> {
  const path = (locale: SiteLocale, pageId: number | null) => {
    const slug = pageId ? pageSlugs[pageId]?.[locale.lang] : undefined;
    return slug ? pageHref(locale, slug, false) : null;
  };
  return Object.fromEntries(
    locales.map((locale) => [
      localeKey(locale),
      {
        home: localePath(locale),
        privacy: path(locale, pages.privacyPageId),
        legalNotice: path(locale, pages.legalNoticePageId),
      },
    ]),
  );
}

/** The legal links for a locale; an unknown key — or a page missing there — falls back to de-de (SPEC §2.6). */
export function legalPathsFor(table: Record<string, LegalPaths>, locale: SiteLocale): LegalPaths {
  const own = table[localeKey(locale)];
  const fallback = table[DEFAULT_LOCALE_KEY] ??
    Object.values(table)[0] ?? { home: localePath(locale), privacy: null, legalNotice: null };
  if (!own) return fallback;
  return {
    home: own.home,
    privacy: own.privacy ?? fallback.privacy,
    legalNotice: own.legalNotice ?? fallback.legalNotice,
  };
}

/** Slug of the site search result page per language, when no page is chosen in the CMS. */
export const SEARCH_RESULTS_SLUG: Record<ContentLanguage, string> = {
  de: 'suche',
  en: 'search',
  fr: 'recherche',
  es: 'busqueda',
};
/** Keyword parameters: the career page reads `search` (SPEC §2.7), the site search `keyword` (SPEC §2.6). */
export const OFFER_SEARCH_PARAM = 'search';
export const SITE_SEARCH_PARAM = 'keyword';

/** The site's career page (Sites → career page) in a locale; null when there is none or it is not published there. */
export function careerPagePath(locale: SiteLocale, careerPageId: number | null, pageSlugs: PageSlugs): string | null {
  const slug = careerPageId ? pageSlugs[careerPageId]?.[locale.lang] : undefined;
  return slug ? pageHref(locale, slug, false) : null;
}

/**
 * Where the header search panel sends its two forms: offers to the career page (?search=), the site search to
 * the result page (?keyword=). The career form is left out when the site has no career page in this language.
 */
export function searchTargets(
  locale: SiteLocale,
  pages: { careerPageId: number | null; resultsPageId: number | null },
  pageSlugs: PageSlugs,
): { offers: { action: string; param: string } | null; site: { action: string; param: string } } {
  const career = careerPagePath(locale, pages.careerPageId, pageSlugs);
  const resultsSlug =
    (pages.resultsPageId ? pageSlugs[pages.resultsPageId]?.[locale.lang] : undefined) ??
    SEARCH_RESULTS_SLUG[locale.lang];
  return {
    offers: career ? { action: career, param: OFFER_SEARCH_PARAM } : null,
    site: { action: pageHref(locale, resultsSlug, false), param: SITE_SEARCH_PARAM },
  };
}
