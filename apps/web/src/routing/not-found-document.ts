import { NextResponse, type NextRequest } from 'next/server';
import { renderAttempt } from './render-attempt';
import { pageStore } from '@/page-cache/store';
import { PAGE_CACHE_TTL_MS } from '@/page-cache/rules';
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

/**
 * What page-status said of a path, kept in-process until public content changes (a CMS hook purges the page
 * cache and bumps its generation): a busy page, or a crowd on a missing one, costs no lookup over loopback.
 * Offers come and go with imports the CMS hooks never see, so answers also age: a "no" after
 * PAGE_CACHE_TTL_MS, as soon as a kept page would be rendered anew (a new offer shows within seconds), a "yes"
 * after RESOLVED_MAX_AGE_MS (a path that stopped resolving renders Next's own not-found until then).
 */
const RESOLVED_MAX_AGE_MS = 30_000;
const RESOLVED_MEMO_MAX = 5_000;
const STATUS_TIMEOUT_MS = 5_000;
const resolved = new Map<string, { found: boolean; readAt: number; generation: number }>();
/** Lookups under way, by host and path: concurrent requests for one path wait for one answer. */
const asking = new Map<string, Promise<boolean>>();

/**
 * Whether host + path show a page or redirect (GET /api/page-status). Anything but a clear "no" — an error, a
 * timeout, the database away — counts as yes, and the request takes the normal way; such an answer is not kept.
 */
export async function pathResolves(host: string, pathname: string, now = Date.now()): Promise<boolean> {
  const key = `${host}\n${pathname}`;
  const generation = pageStore().generation;
  const kept = resolved.get(key);
  if (
    kept &&
    kept.generation === generation &&
    now - kept.readAt < (kept.found ? RESOLVED_MAX_AGE_MS : PAGE_CACHE_TTL_MS)
  ) {
    return kept.found;
  }
  const running = asking.get(key);
  if (running) return running;
  const answer = (async () => {
    try {
      const url = selfUrl(`/api/page-status?host=${encodeURIComponent(host)}&path=${encodeURIComponent(pathname)}`);
      const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(STATUS_TIMEOUT_MS) });
      await response.body?.cancel();
      // Only a clear answer is kept: 200 or 404 (a 503 while the database is away is asked again).
      if (response.status === 200 || response.status === 404) {
        if (resolved.size >= RESOLVED_MEMO_MAX) resolved.clear();
        resolved.set(key, { found: response.status === 200, readAt: now, generation });
      }
      return response.status !== 404;
    } catch {
      return true;
    } finally {
      asking.delete(key);
    }
  })();
  asking.set(key, answer);
  return answer;
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
