import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { localePath } from '@/sites/languages';

/** URL of a page in a locale; the home page lives at the locale root. */
export function pageHref(locale: SiteLocale, slug: string | undefined, isHome: boolean): string {
  if (isHome || !slug) return localePath(locale);
  return `${localePath(locale)}/${slug}`;
}

/**
 * The language switcher: for each locale of the site, the same page in that language, or that locale's home
 * when the page has no translation there.
 */
export function alternateLinks(
  locales: readonly SiteLocale[],
  current: SiteLocale,
  slugs: Partial<Record<ContentLanguage, string>> | undefined,
  isHome: boolean,
): { locale: SiteLocale; href: string; current: boolean; translated: boolean }[] {
  return locales.map((locale) => {
    const slug = slugs?.[locale.lang];
    const translated = isHome || Boolean(slug);
    return {
      locale,
      href: translated ? pageHref(locale, slug, isHome) : localePath(locale),
      current: locale.market === current.market && locale.lang === current.lang,
      translated,
    };
  });
}
