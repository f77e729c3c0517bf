import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { pageHref } from '@/sites/links';

/** What a block needs to know about where it is rendered. */
export interface BlockContext {
  locale: SiteLocale;
  homePageId: number | null;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
  /** The first block of a page gets priority loading for its image (LCP). */
  isFirst: boolean;
}

/** Link to another page of the same site in the current locale; null when it is not published there. */
export function linkToPage(context: BlockContext, page: unknown): string | null {
  const id = typeof page === 'number' ? page : page && typeof page === 'object' && 'id' in page ? Number((page as { id: number }).id) : null;
  if (id === null) return null;
  const isHome = id === context.homePageId;
  const slug = context.pageSlugs[id]?.[context.locale.lang];
  if (!isHome && !slug) return null;
  return pageHref(context.locale, slug, isHome);
}
