import { NextResponse, type NextRequest } from 'next/server';
import { environmentFromHost, hostnameOf, isValidHostHeader } from '@/server/environment';
import { findRedirect } from '@/routing/redirect-rules';
import { isContentLanguage, requestLanguage } from './sites/languages';
import { checkRequestPath, hasMalformedEncoding, isPagePath } from '@/routing/request-path';
import { plainErrorPage, unavailablePage } from '@/outage/plain-error-page';
import { databaseDown, serveDuringOutage } from '@/outage/proxy-fallback';
import { isRenderAttempt } from '@/routing/render-attempt';
import {
  NOT_FOUND_DOCUMENT_HEADER,
  isPageDocumentRequest,
  notFoundDocument,
  pathResolves,
} from '@/routing/not-found-document';
import { RETRY_AFTER_SECONDS, problemResponse } from '@/outage/unavailable-body';
import { getTranslator } from '@meridian/i18n';
import { isPostgresUrl } from '@/cms/database-url';
import { isFragmentRequest } from '@/routing/fragment';
import { buildContentSecurityPolicy, createNonce, originsOf, staticSecurityHeaders } from '@/security/headers';
import { PREVIEW_PARAM, isCacheableRequest } from '@/page-cache/rules';
import { keptPage, offerFastPath, renderedPage } from '@/routing/cached-pages';

/** Origins the browser calls besides ours: the recruiting API and, when configured, a map tile service. */
const connectOrigins = originsOf([process.env.PUBLIC_API_URL, process.env.MAP_STYLE_URL]);
/** The CMS admin frames site pages for its live preview from whatever origin it is served on. */
const frameAncestors = originsOf((process.env.CMS_ORIGINS ?? '').split(','));

/**
 * Database outages are checked on PostgreSQL, the store with a server that can go away; SQLite is a
 * local file (its errors are answered 503 where they happen).
 */
const outageChecks = isPostgresUrl(process.env.DATABASE_URL);

// Fresh kept pages are answered before Next.js routes the request at all, by the same rules (server.mjs).
offerFastPath();

/**
 * First line for public pages and the CMS admin: security headers with a fresh CSP nonce on every response
 *; for pages, reject malformed hosts and paths with a clean 400/414 page before any lookup, apply
 * editor-managed redirects, and pass the path and language on to the root layout (which cannot see route
 * parameters). While the CMS database is down: pages from cached data or the 503 page, the CMS admin 503.
 */
export async function proxy(request: NextRequest) {
  // Paths outside the pages come here only when they hold a percent sign (the matcher's last entry): a malformed
  // escape would be Next's own 500 there; anything else goes on untouched, with the headers of next.config.mjs.
  if (!isPagePath(request.nextUrl.pathname)) {
    return hasMalformedEncoding(request.nextUrl.pathname) ? malformedPath(request) : NextResponse.next();
  }
  // Next reads the nonce from the request's CSP header and puts it on its own scripts; our inline scripts read x-nonce.
  const nonce = createNonce();
  const csp = buildContentSecurityPolicy({
    nonce,
    connectOrigins,
    frameAncestors,
    allowEval: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);
  const response = await route(request, headers);
  // A page rendered through the proxy during an outage (outage/proxy-fallback.ts) brings the CSP of its own nonce.
  if (!response.headers.has('content-security-policy')) response.headers.set('content-security-policy', csp);
  return withStaticHeaders(request, response);
}

function withStaticHeaders<R extends Response>(request: NextRequest, response: R): R {
  for (const [name, value] of Object.entries(staticSecurityHeaders(environmentFromHost(request.headers.get('host'))))) {
    response.headers.set(name, value);
  }
  return response;
}

async function route(request: NextRequest, headers: Headers): Promise<Response> {
  const host = request.headers.get('host');
  if (!isValidHostHeader(host)) return plainErrorPage(400, 'en');
  // The CMS admin is its own Next app: it only needs the nonce and the headers.
  if (request.nextUrl.pathname === '/admin' || request.nextUrl.pathname.startsWith('/admin/')) {
    // Without its database the CMS cannot do anything: say so at once (in the editor's language).
    if (outageChecks && (await databaseDown())) {
      return unavailablePage(requestLanguage(null, request.headers.get('accept-language')), {
        retry: '/admin',
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      });
    }
    return NextResponse.next({ request: { headers } });
  }
  const check = checkRequestPath(request.nextUrl.pathname);
  if (!check.ok) {
    const lang = request.nextUrl.pathname.split('/')[2] ?? 'de';
    return plainErrorPage(check.status, isContentLanguage(lang) ? lang : 'de');
  }
  // Editor-managed redirects come before any page lookup, with the status the editor chose.
  const rule = await findRedirect(hostnameOf(host!), request.nextUrl.pathname);
  if (rule) {
    const target = new URL(rule.to, request.nextUrl);
    if (!rule.to.includes('?') && target.origin === request.nextUrl.origin) target.search = request.nextUrl.search;
    return NextResponse.redirect(target, rule.status);
  }
  // Workspace previews (SPEC §2.6) are never indexed.
  const preview = request.nextUrl.searchParams.has(PREVIEW_PARAM);
  headers.set('x-meridian-pathname', request.nextUrl.pathname);
  // The raw query string (still percent-encoded) for the recruiting module, which validates it itself (SPEC §5.1).
  headers.set('x-meridian-search', request.nextUrl.search);
  const segmentLang = check.segments[1];
  const lang = segmentLang && isContentLanguage(segmentLang) ? segmentLang : 'de';
  headers.set('x-meridian-lang', lang);
  // Side-navigation content (SPEC §7.2): the page's own URL with type=24818 answers JSON from the fragment
  // route; any other type value is ignored and the page renders normally.
  if (isFragmentRequest(request.nextUrl.searchParams)) {
    const fragment = request.nextUrl.clone();
    fragment.pathname = '/api/fragment';
    return noindexIf(preview, NextResponse.rewrite(fragment, { request: { headers } }));
  }
  // Database down: the page from cached data, or the 503 page. The attempt itself passes here.
  if (outageChecks && !isRenderAttempt(request) && (await databaseDown())) {
    const segments = check.segments.map(encodeURIComponent);
    const home = segmentLang && isContentLanguage(segmentLang) ? `/${segments[0]}/${segments[1]}` : '/';
    return noindexIf(
      preview,
      await serveDuringOutage(request, lang, { retry: `/${segments.join('/')}${request.nextUrl.search}`, home }),
    );
  }
  // A path that shows nothing, loaded as a document: the 404 page with its content in the HTML (not only after
  // JavaScript ran); previews keep the normal way (their lookup needs the token; editors have JavaScript).
  const ownAttempt = isRenderAttempt(request);
  if (!ownAttempt) headers.delete(NOT_FOUND_DOCUMENT_HEADER);
  // Public pages are rendered once and served to everybody from the server's page cache, each response with its
  // own nonce (page-cache/rules.ts); the render itself (our own attempt) and anything personal pass through.
  const nonce = headers.get('x-nonce')!;
  const cacheable =
    !ownAttempt &&
    !preview &&
    isPageDocumentRequest(request, request.nextUrl.pathname) &&
    isCacheableRequest({
      method: request.method,
      searchParams: request.nextUrl.searchParams,
      headers: request.headers,
    });
  if (cacheable) {
    const kept = keptPage(request, host!, nonce);
    if (kept) return kept;
  }
  if (
    !ownAttempt &&
    !preview &&
    isPageDocumentRequest(request, request.nextUrl.pathname) &&
    !(await pathResolves(host!, request.nextUrl.pathname))
  ) {
    const document = await notFoundDocument(request);
    if (document) return document;
  }
  if (cacheable) {
    const rendered = await renderedPage(request, host!, nonce);
    if (rendered) return rendered;
  }
  return noindexIf(preview, NextResponse.next({ request: { headers } }));
}

/** 400 for an API or asset path with a malformed escape: the JSON error of the API routes, with their headers. */
function malformedPath(request: NextRequest): Response {
  const lang = requestLanguage(null, request.headers.get('accept-language'));
  const response = problemResponse(400, getTranslator(lang)('http.status.400.message'));
  response.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  return withStaticHeaders(request, response);
}

function noindexIf<R extends Response>(preview: boolean, response: R): R {
  // A workspace preview (valid or not) is never stored by browsers or shared caches, nor indexed.
  if (preview) {
    response.headers.set('cache-control', 'private, no-store');
    response.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  return response;
}

export const config = {
  matcher: [
    // Every page and the CMS admin; not Next's assets, the CMS API, API routes or files with an extension (their
    // headers come from next.config.mjs).
    '/((?!_next/|cms-api|api/|brands/|favicon|.*\\.[a-z0-9]{2,5}$).*)',
    // Sitemaps and robots.txt: the same host and path checks (a malformed file name is a 400, never a 500).
    '/sitemap.xml',
    '/robots.txt',
    '/sitemaps/:path*',
    // Any other path with a percent sign, for the malformed-escape check alone (see proxy above).
    '/(.*%.*)',
  ],
};
