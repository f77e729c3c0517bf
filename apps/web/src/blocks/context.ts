import type { Voice } from '@meridian/i18n';
import { relationId } from '@/cms/relation';
import { pageHref } from '@/routing/links';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';

/** What every block with text or links gets: the page's locale, how the site addresses visitors, links to pages. */
export interface BlockPlace {
  locale: SiteLocale;
  /** German 'Sie' or 'du' in the blocks' UI texts (theme data). */
  voice: Voice;
  /** Link to another page of the same site in this locale; null when it is not published there. */
  linkToPage: (page: unknown) => string | null;
}

/**
 * How the page is rendered: live by the page route, with the request's raw query string, or as static HTML for
 * the side-navigation layer (`?type=24818`), where interactive blocks render a static fallback and no client
 * components.
 */
export type Rendering = { live: true; query: string } | { live: false };

/** Links to the site's pages in one locale: the home page at the locale's root, the others by their slug. */
export function pageLinker(
  locale: SiteLocale,
  homePageId: number | null,
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>,
): (page: unknown) => string | null {
  return (page) => {
    const id = relationId(page);
    if (id === null) return null;
    const isHome = id === homePageId;
    const slug = pageSlugs[id]?.[locale.lang];
    if (!isHome && !slug) return null;
    return pageHref(locale, slug, isHome);
  };
}
