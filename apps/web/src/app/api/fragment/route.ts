import { NextResponse, type NextRequest } from 'next/server';
import { createElement } from 'react';
import { getTranslator } from '@meridian/i18n';
import { PageContent } from '@/components/PageContent';
import { requestLogger } from '@/lib/logger';
import { renderToStaticMarkup } from '@/lib/static-markup';
import { getPageSlugs } from '@/sites/data';
import { isContentLanguage, type ContentLanguage } from '@/sites/languages';
import { lookupPage } from '@/sites/page-lookup';
import { checkRequestPath } from '@/sites/request-path';
import { fragmentRedirectLocation } from '@/sites/fragment';

/** Published content changes rarely and is revalidated by tag; a minute of shared caching is safe. */
const PUBLISHED_CACHE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';
const PREVIEW_PARAM = 'ADMCMD_prev';

function problem(status: 404 | 500, lang: ContentLanguage) {
  const t = getTranslator(lang);
  return NextResponse.json(
    { status, title: t(`http.status.${status}.status`), message: t(`http.status.${status}.message`) },
    { status, headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * GET {page-url}?type=24818 (SPEC §2.1, §7.2): the proxy rewrites such requests here and passes the page path
 * in `x-meridian-pathname`. Answers `{ content }` with the page's main content as on the page (title and
 * blocks, sanitised, no header or footer); a missing page gives a §8 404 JSON body.
 */
export async function GET(request: NextRequest) {
  const host = request.headers.get('host');
  const pathname = request.headers.get('x-meridian-pathname');
  const headerLang = request.headers.get('x-meridian-lang') ?? 'de';
  const lang: ContentLanguage = isContentLanguage(headerLang) ? headerLang : 'de';
  const check = pathname ? checkRequestPath(pathname) : null;
  if (!check?.ok) return problem(404, lang);
  try {
    const result = await lookupPage(host, request.headers.get('accept-language'), check.segments);
    if (result.kind === 'not-found') return problem(404, lang);
    const preview = request.nextUrl.searchParams.get(PREVIEW_PARAM);
    if (result.kind === 'redirect') {
      // The same redirect as the page, staying on the fragment.
      const location = fragmentRedirectLocation(result.location, request.nextUrl.search);
      return new NextResponse(null, { status: result.permanent ? 308 : 307, headers: { location, 'cache-control': 'no-store' } });
    }
    const { site, locale, page } = result;
    const pageSlugs = await getPageSlugs(site.id);
    // React adds a preload <link> for the high-priority hero image: useful in a page head, noise in a fragment.
    const content = renderToStaticMarkup(createElement(PageContent, { site, locale, page, pageSlugs })).replace(/<link rel="preload"[^>]*>/g, '');
    return NextResponse.json(
      { content },
      // Workspace previews (ADMCMD_prev) are never shared; until signed preview tokens exist they show published content too.
      { headers: { 'cache-control': preview ? 'private, no-store' : PUBLISHED_CACHE } },
    );
  } catch (error) {
    requestLogger(host).error({ err: error, pathname }, 'page fragment failed');
    return problem(500, lang);
  }
}
