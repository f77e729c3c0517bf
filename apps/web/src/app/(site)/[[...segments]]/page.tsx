import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { RenderBlocks } from '@/blocks/RenderBlocks';
import { SiteChrome } from '@/components/SiteChrome';
import { getPageSlugs, getPublishedPageById, getPublishedPageBySlug, resolveSite, type ResolvedSite } from '@/sites/data';
import { bestLocale, localePath, type SiteLocale } from '@/sites/languages';
import { alternateLinks } from '@/sites/links';
import { parseSitePath } from '@/sites/site-path';

type Props = { params: Promise<{ segments?: string[] }> };

/** Finds what a public URL shows: a redirect, a published page, or not found. */
async function lookup(segments: string[]) {
  const requestHeaders = await headers();
  const site = await resolveSite(requestHeaders.get('host'));
  if (!site) notFound();
  const parsed = parseSitePath(segments, site.locales);
  if (parsed.kind === 'root') redirect(localePath(bestLocale(site.locales, requestHeaders.get('accept-language'))));
  if (parsed.kind === 'not-found' || parsed.slugs.length > 1) notFound();
  const { locale, slugs } = parsed;
  const slug = slugs[0];
  const page = slug
    ? await getPublishedPageBySlug(site.id, locale.lang, slug)
    : site.homePageId
      ? await getPublishedPageById(site.id, locale.lang, site.homePageId)
      : null;
  if (!page) notFound();
  // The home page answers at the locale root only.
  if (slug && page.id === site.homePageId) permanentRedirect(localePath(locale));
  return { site, locale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { segments = [] } = await params;
  const { site, locale, page } = await lookup(segments);
  const slugs = await getPageSlugs(site.id);
  const isHome = page.id === site.homePageId;
  const links = alternateLinks(site.locales, locale, slugs[page.id], isHome).filter((link) => link.translated);
  return {
    title: isHome ? `${site.name} – ${page.title}` : `${page.title} – ${site.name}`,
    description: page.description ?? undefined,
    alternates: {
      canonical: links.find((link) => link.current)?.href,
      languages: Object.fromEntries(links.map((link) => [`${link.locale.lang}-${link.locale.market.toUpperCase()}`, link.href])),
    },
  };
}

export default async function SitePage({ params }: Props) {
  const { segments = [] } = await params;
  const { site, locale, page } = await lookup(segments);
  const pageSlugs = await getPageSlugs(site.id);
  return (
    <SiteChrome site={site} locale={locale} currentPageId={page.id} pageSlugs={pageSlugs}>
      <article className="page" data-page-id={page.id}>
        {page.layout?.[0]?.blockType === 'hero' ? null : (
          <header className="page__header container">
            <h1>{page.title}</h1>
          </header>
        )}
        <RenderBlocks
          blocks={page.layout}
          context={{ locale, homePageId: site.homePageId, pageSlugs }}
        />
      </article>
    </SiteChrome>
  );
}

export type { ResolvedSite, SiteLocale };
