import { RenderBlocks } from '@/blocks/RenderBlocks';
import type { PublicPage, ResolvedSite } from '@/sites/data';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';

interface Props {
  site: ResolvedSite;
  locale: SiteLocale;
  page: PublicPage;
  pageSlugs: Record<number, Partial<Record<ContentLanguage, string>>>;
}

/**
 * A page's main content (title and blocks) without the site chrome: the page route shows it inside
 * SiteChrome, the `?type=24818` fragment route renders it to HTML for the side-navigation layer.
 */
export function PageContent({ site, locale, page, pageSlugs }: Props) {
  return (
    <article className="page" data-page-id={page.id}>
      {page.layout?.[0]?.blockType === 'hero' ? null : (
        <header className="page__header container">
          <h1>{page.title}</h1>
        </header>
      )}
      <RenderBlocks blocks={page.layout} context={{ locale, homePageId: site.homePageId, pageSlugs }} />
    </article>
  );
}
