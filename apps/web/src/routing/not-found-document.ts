import { NextResponse, type NextRequest } from 'next/server';
import { renderAttempt } from './render-attempt';
import { selfUrl } from './self-url';

/**
 * 404 pages with their content in the HTML. When a page route calls notFound(), Next.js answers a
 * document request with an empty error shell and leaves the 404 page to client-side rendering
 * (vercel/next.js#62228): without JavaScript a visitor sees a blank page. So for a browser's document request the
 * proxy asks first whether the path shows anything; when it does not, it renders the page route through this
 * server with NOT_FOUND_DOCUMENT_HEADER, where the route renders the site's 404 page inline instead of throwing,
 * and answers that document with status 404. Client navigations (RSC requests) keep Next's own not-found path.
 */
export const NOT_FOUND_DOCUMENT_HEADER = 'x-meridian-not-found-document';

/** Routes of their own behind the proxy's matcher, never pages. */
const NOT_A_PAGE = /^\/(?:sitemap\.xml|robots\.txt|sitemaps(?:\/|$))/;

/** A browser loading a page as a document: not a client navigation's or prefetch's RSC request. */
export function isPageDocumentRequest(
  request: { method: string; headers: Pick<Headers, 'has'> },
  pathname: string,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (NOT_A_PAGE.test(pathname)) return false;
  return (
    !request.headers.has('rsc') &&
    !request.headers.has('next-router-prefetch') &&
    !request.headers.has('next-router-state-tree')
  );
}

/** Paths that showed something lately: a busy page costs no second lookup. Only hits are kept (a page published a
 * second ago must not stay a 404); a path that stopped resolving renders Next's own not-found until it expires. */
const RESOLVED_MEMO_MS = 30_000;
const RESOLVED_MEMO_MAX = 5_000;
const resolved = new Map<string, number>();
const STATUS_TIMEOUT_MS = 5_000;

/**
 * Whether host + path show a page or redirect (GET /api/page-status). Anything but a clear "no" — an error, a
 * timeout, the database away — counts as yes, and the request takes the normal way.
 */
export async function pathResolves(host: string, pathname: string, now = Date.now()): Promise<boolean> {
  const key = `${host}\n${pathname}`;
  const until = resolved.get(key);
  if (until !== undefined && until > now) return true;
  let found = true;
  try {
    const url = selfUrl(`/api/page-status?host=${encodeURIComponent(host)}&path=${encodeURIComponent(pathname)}`);
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
    await response.body?.cancel();
    found = response.status !== 404;
  } catch {
    found = true;
  }
  if (found) {
    if (resolved.size >= RESOLVED_MEMO_MAX) resolved.clear();
    resolved.set(key, now + RESOLVED_MEMO_MS);
  }
  return found;
}

/**
 * The site's 404 page as a document with status 404, rendered through this server; null when that did not work
 * (the caller goes on the normal way). Anything but a rendered page (a redirect, an error) passes on as it came.
 */
export async function notFoundDocument(request: NextRequest): Promise<Response | null> {
  try {
    const response = await renderAttempt(request, { timeoutMs: 10_000, headers: { [NOT_FOUND_DOCUMENT_HEADER]: '1' } });
    if (response.status !== 200) return response;
    const headers = new Headers(response.headers);
    headers.set('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    return new NextResponse(response.body, { status: 404, headers });
  } catch {
    return null;
  }
}
