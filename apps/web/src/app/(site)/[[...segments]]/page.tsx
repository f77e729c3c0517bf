import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { PageContent } from '@/components/PageContent';
import { SiteChrome } from '@/components/SiteChrome';
import { getPageSlugs, type ResolvedSite } from '@/sites/data';
import { type SiteLocale } from '@/sites/languages';
import { alternateLinks } from '@/sites/links';
import { lookupPage } from '@/sites/page-lookup';

type Props = { params: Promise<{ segments?: string[] }> };

// generateMetadata and the page both need the lookup: once per request (React's request cache; the segments
// are keyed as one string because cache() compares arguments by identity).
const lookupOnce = cache((host: string | null, acceptLanguage: string | null, path: string) =>
  lookupPage(host, acceptLanguage, path === '' ? [] : path.split('/')),
);

/** Finds what a public URL shows (shared with the `?type=24818` fragment route): the page, or redirect / 404. */
async function lookup(segments: string[]) {
  const requestHeaders = await headers();
  const result = await lookupOnce(requestHeaders.get('host'), requestHeaders.get('accept-language'), segments.join('/'));
  if (result.kind === 'redirect') {
    if (result.permanent) permanentRedirect(result.location);
    redirect(result.location);
  }
  if (result.kind !== 'page') notFound();
  return result;
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
      <PageContent site={site} locale={locale} page={page} pageSlugs={pageSlugs} />
    </SiteChrome>
  );
}

export type { ResolvedSite, SiteLocale };
