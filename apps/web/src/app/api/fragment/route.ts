import { NextResponse, type NextRequest } from 'next/server';
import { createElement } from 'react';
import { getTranslator } from '@meridian/i18n';
import { BannerList } from '@/banners/Banners';
import { themeFor } from '@/sites/themes';
import { PageContent } from '@/components/PageContent';
import { bannersShownAt, getBanners } from '@/banners/data';
import { bannerIdsToggledIn } from '@/routing/fragment';
import { RETRY_AFTER_SECONDS } from '@/outage/unavailable-body';
import { requestLogger } from '@/server/logger';
import { databaseUnavailable } from '@/cms/payload';
import { renderToStaticMarkup } from '@/server/static-markup';
import { rewriteHtmlLinks } from '@meridian/site-kit/preview';
import { PREVIEW_PARAM } from '@/preview/token';
import { getDraftPageSlugs, getPageSlugs } from '@/sites/data';
import { isContentLanguage, type ContentLanguage } from '@/sites/languages';
import { lookupPage } from '@/lookup/page-lookup';
import { checkRequestPath } from '@/routing/request-path';
import { fragmentRedirectLocation } from '@/routing/fragment';
import { searchViewFor } from '@/site-search/data';
import { careerPagePath } from '@/routing/chrome-links';
import { cacheTags } from '@/cms/cache-tags';
import { cacheTagHeaders } from '@/cms/cdn-purge';

/** Published content changes rarely and is revalidated by tag; a minute of shared caching is safe. */
const PUBLISHED_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
/** Workspace previews are never stored by a browser or shared cache, nor indexed. */
const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

function problem(status: 404 | 500 | 503, lang: ContentLanguage) {
  const t = getTranslator(lang);
  return NextResponse.json(
    { status, title: t(`http.status.${status}.status`), message: t(`http.status.${status}.message`) },
    {
      status,
      headers: {
        'cache-control': 'no-store',
        ...(status === 503 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}),
      },
    },
  );
}

/**
 * GET {page-url}?type=24818 (SPEC §2.1, §7.2): the proxy rewrites such requests here and passes the page path
 * in `x-meridian-pathname`. Answers `{ content }` with the page's main content as on the page (title and
 * blocks, sanitised, no header or footer); a missing page gives a §8 404 JSON body. When the page's data is not
 * cached and the database is unavailable: 503 with Retry-After.
 */
export async function GET(request: NextRequest) {
  const host = request.headers.get('host');
  const pathname = request.headers.get('x-meridian-pathname');
  const headerLang = request.headers.get('x-meridian-lang') ?? 'de';
  const lang: ContentLanguage = isContentLanguage(headerLang) ? headerLang : 'de';
  const check = pathname ? checkRequestPath(pathname) : null;
  if (!check?.ok) return problem(404, lang);
  try {
    const previewToken = request.nextUrl.searchParams.get(PREVIEW_PARAM);
    const result = await lookupPage(host, request.headers.get('accept-language'), check.segments, previewToken);
    // A job agent's page is personal (a token in its URL) and has no CMS content to fragment.
    if (result.kind === 'not-found' || result.kind === 'job-agent' || result.kind === 'account')
      return problem(404, lang);
    if (result.kind === 'redirect') {
      // The same redirect as the page, staying on the fragment.
      const location = fragmentRedirectLocation(result.location, request.nextUrl.search);
      return new NextResponse(null, {
        status: result.permanent ? 308 : 307,
        headers: { location, 'cache-control': 'no-store' },
      });
    }
    const { site, locale, page, preview } = result;
    const pageSlugs = preview ? await getDraftPageSlugs(site.id) : await getPageSlugs(site.id);
    const search = await searchViewFor(
      site,
      locale,
      page,
      request.nextUrl.searchParams.get('keyword'),
      careerPagePath(locale, site.careerPageId, pageSlugs),
    );
    // React adds a preload <link> for the high-priority hero image: useful in a page head, noise in a fragment.
    let content = renderToStaticMarkup(
      createElement(PageContent, {
        site,
        locale,
        page,
        pageSlugs,
        search,
        preview: preview?.token ?? null,
        rendering: { live: false },
      }),
    ).replace(/<link rel="preload"[^>]*>/g, '');
    // The banners the page's info buttons open come along, to be opened on demand in the layer (the page in the
    // background may not have them: a banner can be limited to the page it announces something on).
    const toggled = bannerIdsToggledIn(content);
    if (toggled.size > 0) {
      const banners = bannersShownAt(await getBanners(site.id, locale.lang), Date.now()).filter((banner) =>
        toggled.has(banner.id),
      );
      content += renderToStaticMarkup(
        createElement(BannerList, {
          banners,
          homePageId: site.homePageId,
          locale,
          pageSlugs,
          voice: themeFor(site.theme).voice,
          onDemand: true,
        }),
      );
    }
    // A preview's links keep the parameter (SPEC §2.6), also inside the side-navigation layer.
    if (preview)
      content = rewriteHtmlLinks(
        content,
        `${request.nextUrl.protocol}//${host ?? request.nextUrl.host}/`,
        preview.token,
      );
    return NextResponse.json(
      { content },
      // A query (keyword, or a rejected preview token) varies the answer: not shared then.
      {
        headers: preview
          ? PREVIEW_HEADERS
          : previewToken || search
            ? { 'cache-control': 'private, no-store' }
            : {
                'cache-control': PUBLISHED_CACHE,
                // What the fragment shows: the page, the site's page links, its banners.
                ...cacheTagHeaders([cacheTags.page(page.id), cacheTags.sitePages(site.id), cacheTags.banners(site.id)]),
              },
      },
    );
  } catch (error) {
    if (databaseUnavailable(error)) {
      requestLogger(host).warn({ err: error, pathname }, 'page fragment: database unavailable');
      return problem(503, lang);
    }
    requestLogger(host).error({ err: error, pathname }, 'page fragment failed');
    return problem(500, lang);
  }
}
