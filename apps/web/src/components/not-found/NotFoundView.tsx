import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslator } from '@meridian/i18n';
import { SiteChrome } from '@/components/SiteChrome';
import { getPageSlugs, resolveSite } from '@/sites/data';
import { localePath } from '@/sites/languages';
import { lookupPageOnce } from '@/lookup/page-lookup';
import { siteVoice } from '@/sites/themes';
import { PREVIEW_PARAM } from '@/preview/token';
import { notFoundLinks } from './links';

/** The host and path of the request, as the proxy passed them on (a not-found boundary cannot see route parameters). */
export async function requestedPath(): Promise<{ host: string | null; pathname: string }> {
  const requestHeaders = await headers();
  return { host: requestHeaders.get('host'), pathname: requestHeaders.get('x-meridian-pathname') ?? '/' };
}

/** The site and language a missing path belongs to: the site of the host, the locale of the path where it has it. */
async function notFoundContext(host: string | null, pathname: string) {
  const site = await resolveSite(host);
  const [, market, lang] = pathname.split('/');
  const locale = site?.locales.find((l) => l.market === market && l.lang === lang) ??
    site?.locales[0] ?? { market: 'de', lang: 'de' as const };
  return { site, locale, t: getTranslator(locale.lang, siteVoice(site?.theme)) };
}

/** The 404 page's title, never indexed. */
export async function notFoundMetadata(host: string | null, pathname: string): Promise<Metadata> {
  const { site, t } = await notFoundContext(host, pathname);
  return {
    title: site ? `${t('site.notFound.metaTitle')} – ${site.name}` : t('site.notFound.metaTitle'),
    robots: { index: false },
  };
}

/** The 404 text and links: "page not found", or "offer no longer available" on a career path. */
function notFoundBody(t: ReturnType<typeof getTranslator>, links: ReturnType<typeof notFoundLinks>) {
  return (
    <section className="error-page container" aria-labelledby="error-title">
      <p className="error-page__code">404</p>
      <h1 id="error-title">{links.career ? t('site.notFound.offerTitle') : t('site.notFound.title')}</h1>
      <p>{links.career ? t('site.notFound.offerText') : t('site.notFound.text')}</p>
      <p>
        {links.career ? (
          <a className="button button--primary" href={links.career}>
            {t('site.notFound.toOffers')}
          </a>
        ) : null}{' '}
        <a className={links.career ? 'button' : 'button button--primary'} href={links.home}>
          {t('site.notFound.backToHome')}
        </a>
      </p>
    </section>
  );
}

/**
 * The site's own 404 page, in the language of the requested path where the site serves it. Rendered by
 * not-found.tsx (client navigations) and inline by the page route for the documents the proxy asks for
 * (routing/not-found-document.ts), so that the page has its content without JavaScript.
 */
export async function NotFoundView({
  host,
  pathname,
  chrome = true,
}: {
  host: string | null;
  pathname: string;
  chrome?: boolean;
}) {
  const { site, locale, t } = await notFoundContext(host, pathname);
  const body = notFoundBody(t, notFoundLinks(pathname, localePath(locale)));
  if (!site || !chrome) return <main id="main">{body}</main>;
  return (
    <SiteChrome site={site} locale={locale} currentPageId={null} pageSlugs={await getPageSlugs(site.id)}>
      {body}
    </SiteChrome>
  );
}

/**
 * Whether the request's path shows a page or redirects (the page route's own lookup, cached for the request).
 * Anything unclear — an undecodable path, the database away — counts as no.
 */
export async function requestShowsPage({
  host,
  pathname,
}: {
  host: string | null;
  pathname: string;
}): Promise<boolean> {
  const requestHeaders = await headers();
  try {
    const path = pathname.split('/').filter(Boolean).map(decodeURIComponent).join('/');
    const previewToken = new URLSearchParams(requestHeaders.get('x-meridian-search') ?? '').get(PREVIEW_PARAM);
    return (await lookupPageOnce(host, requestHeaders.get('accept-language'), path, previewToken)).kind !== 'not-found';
  } catch {
    return false;
  }
}
