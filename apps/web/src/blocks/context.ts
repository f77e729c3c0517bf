import type { Voice } from '@meridian/i18n';
import type { ContestFlash } from '@/contest/flash';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { pageHref } from '@/routing/links';
import type { SearchView } from '@/site-search/data';

/** What a block needs to know about where it is rendered. */
export interface BlockContext {
  locale: SiteLocale;
  homePageId: number | null;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
  /** The first block of a page gets priority loading for its image (LCP). */
  isFirst: boolean;
  /** The site search on a search-result page. */
  search?: SearchView;
  /** A verified workspace preview token (forms keep it; links are rewritten in the browser). */
  preview?: string | null;
  /** The outcome of a contest entry just posted from this page (read from its cookie by the page route). */
  contestFlash?: ContestFlash | null;
  /** This page's own path (the contest form returns here). */
  pageHref?: string;
  /** How the site addresses visitors (theme data): German 'Sie' or 'du' in the blocks' UI texts. */
  voice?: Voice;
  /** Brand variant: hero images move with a parallax effect (theme data). */
  parallax?: boolean;
  /** The site (brand variant key and legal name), for blocks with brand differences (maps). */
  site?: { key: string; legalName: string };
  /** Outside Production (SPEC §1): blocks show configuration errors to editors instead of hiding them. */
  debug?: boolean;
  /** Static HTML for the layer (`?type=24818`): blocks must not render client components. */
  fragment?: boolean;
  /** The site and page the blocks are rendered on (the recruiting module's defaults and career page URL). */
  siteKey?: string;
  pageId?: number;
  /**
   * The request's raw query string. Set only where the page is rendered live by the page route; without it (the
   * side-navigation fragment, rendered to static HTML) interactive blocks render a static fallback.
   */
  query?: string;
  /** Job id of a detail URL {maincareer}/{jobId}/{urlpart} (SPEC §2.8). */
  offerJobId?: number | null;
}

/** Link to another page of the same site in the current locale; null when it is not published there. */
export function linkToPage(context: BlockContext, page: unknown): string | null {
  const id =
    typeof page === 'number'
      ? page
      : page && typeof page === 'object' && 'id' in page
        ? Number((page as { id: number }).id)
        : null;
  if (id === null) return null;
  const isHome = id === context.homePageId;
  const slug = context.pageSlugs[id]?.[context.locale.lang];
  if (!isHome && !slug) return null;
  return pageHref(context.locale, slug, isHome);
}
