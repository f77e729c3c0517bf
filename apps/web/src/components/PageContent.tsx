import type { SearchView } from '@/site-search/data';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import { pageLinker, type Rendering } from '@/blocks/context';
import type { PublicPage, ResolvedSite } from '@/sites/data';
import type { ContestFlash } from '@/contest/flash';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { pageHref } from '@/routing/links';
import { themeFor } from '@/sites/themes';

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  page: PublicPage;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
  /** Hits for `?keyword=` on a search-result page. */
  search?: SearchView;
  /** A verified workspace preview token. */
  preview?: string | null;
  /** The outcome of a contest entry just posted from this page (page route only). */
  contestFlash?: ContestFlash | null;
  /** Outside Production: blocks show configuration errors (maps). */
  debug?: boolean;
  /** Live by the page route (with the request's raw query string), or static HTML for the layer (`?type=24818`). */
  rendering: Rendering;
  /** The job id of a detail URL (recruiting module). */
  offerJobId?: number | null;
}

/**
 * A page's main content (title and blocks) without the site chrome: the page route shows it inside
 * SiteChrome, the `?type=24818` fragment route renders it to HTML for the side-navigation layer.
 */
export function PageContent({
  site,
  locale,
  page,
  pageSlugs,
  search,
  preview = null,
  contestFlash = null,
  debug = false,
  rendering,
  offerJobId = null,
}: Props) {
  const path = pageHref(locale, pageSlugs[page.id]?.[locale.lang], page.id === site.homePageId);
  const theme = themeFor(site.theme);
  return (
    <article className="page" data-page-id={page.id}>
      {page.layout?.[0]?.blockType === 'hero' ? null : (
        <header className="page__header container">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks
        blocks={page.layout}
        page={{
          place: { locale, voice: theme.voice, linkToPage: pageLinker(locale, site.homePageId, pageSlugs) },
          rendering,
          site: { key: site.key, legalName: site.legalName },
          path,
          parallax: theme.chrome.parallax,
          debug,
          search,
          preview,
          contestFlash,
          offerJobId,
        }}
      />
    </article>
  );
}
