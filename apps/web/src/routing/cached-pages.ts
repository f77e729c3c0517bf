import type { NextRequest } from 'next/server';
import { RENDER_ATTEMPT_HEADER, renderAttempt } from './render-attempt';
import {
  isCacheableRequest,
  isStorableResponse,
  joinPieces,
  nodeHeaderReader,
  PREVIEW_PARAM,
  pageCacheKey,
  piecesAround,
  policyNonce,
  restampNonce,
} from '@/page-cache/rules';
import { pageStore, type KeptPage } from '@/page-cache/store';
import { acceptsGzip, deflatePieces, gzipJoined } from '@/page-cache/gzip-pieces';
import { createNonce } from '@/security/headers';
import { isValidHostHeader, hostnameOf } from '@/server/environment';
import { checkRequestPath, hasMalformedEncoding, isPagePath } from './request-path';
import { knownRedirect } from './redirect-rules';
import { isFragmentRequest } from './fragment';
import { isPageDocumentRequest } from './not-found-document';
import { isPostgresUrl } from '@/cms/database-url';
import { databaseKnownUp } from '@/outage/proxy-fallback';

/** Response headers a kept page does not pass on: they belong to the response it was rendered for. */
const NOT_KEPT = new Set(['date', 'content-length', 'content-encoding', 'connection', 'keep-alive', 'set-cookie']);
/** Says whether a page came from the cache (hit), from the cache while being rendered anew (stale) or was rendered. */
export const PAGE_CACHE_HEADER = 'x-meridian-page-cache';
const RENDER_TIMEOUT_MS = 30_000;

/** A kept page as one response's status, headers and body. */
export interface KeptPageAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * A kept page as this response: the nonce it was rendered with replaced by this response's `nonce`; gzipped from
 * its pieces compressed once when the client takes gzip and the answer does not pass through Next.js.
 */
function answerOf(
  page: KeptPage,
  nonce: string,
  state: 'hit' | 'stale' | 'miss',
  acceptEncoding: string | null | undefined,
): KeptPageAnswer {
  const headers: [string, string][] = page.headers.map(([name, value]) => [
    name,
    restampNonce(value, page.nonce, nonce),
  ]);
  headers.push([PAGE_CACHE_HEADER, state]);
  const glue = Buffer.from(nonce, 'utf8');
  if (page.deflated && glue.length === page.nonce.length && acceptsGzip(acceptEncoding)) {
    headers.push(['content-encoding', 'gzip']);
    return { status: page.status, headers, body: gzipJoined(page.pieces, page.deflated, glue) };
  }
  return { status: page.status, headers, body: joinPieces(page.pieces, nonce) };
}

/** A kept page through the proxy: Next.js compresses it on the way out (it would compress a gzip body again). */
function answer(page: KeptPage, nonce: string, state: 'hit' | 'stale' | 'miss'): Response {
  const { status, headers, body } = answerOf(page, nonce, state, null);
  return new Response(new Uint8Array(body), { status, headers });
}

/**
 * Renders the page through this server and keeps it when it may be kept. Resolves to the kept page, or null when
 * the render failed or may not be kept (a redirect, an error, a page setting a cookie): that request then takes the
 * normal way, which answers it as it is.
 */
function render(request: NextRequest, key: string): Promise<KeptPage | null> {
  const store = pageStore();
  const running = store.rendering.get(key);
  if (running) return running;
  const generation = store.generation;
  const rendering = (async (): Promise<KeptPage | null> => {
    try {
      const response = await renderAttempt(request, { timeoutMs: RENDER_TIMEOUT_MS });
      const body = await response.text();
      const nonce = policyNonce(response.headers.get('content-security-policy'));
      // The store's bounds count UTF-8 bytes, so the size checked is the same.
      const bytes = Buffer.byteLength(body);
      if (!nonce || !isStorableResponse(response.status, response.headers, bytes)) return null;
      const pieces = piecesAround(body, nonce);
      const deflated = deflatePieces(pieces, Buffer.byteLength(nonce));
      const page: KeptPage = {
        status: response.status,
        headers: withVaryOnEncoding([...response.headers].filter(([name]) => !NOT_KEPT.has(name))),
        pieces,
        deflated,
        bytes: bytes + (deflated?.reduce((sum, piece) => sum + piece.length, 0) ?? 0),
        nonce,
        storedAt: Date.now(),
      };
      store.keep(key, page, generation);
      return page;
    } catch {
      return null;
    } finally {
      store.rendering.delete(key);
    }
  })();
  store.rendering.set(key, rendering);
  return rendering;
}

/**
 * A cacheable page request answered from the server's page cache: a kept page with this response's nonce, or a
 * stale one while a single render refreshes it. Null: nothing kept for it (see renderedPage).
 */
export function keptPage(request: NextRequest, host: string, nonce: string): Response | null {
  const key = pageCacheKey(host, request.nextUrl.pathname, request.nextUrl.search);
  const found = pageStore().lookup(key, Date.now());
  if (!found) return null;
  if (found.fresh) return answer(found.page, nonce, 'hit');
  // Served stale once; the render behind it keeps the next one fresh. A failed render leaves the stale page.
  void render(request, key);
  return answer(found.page, nonce, 'stale');
}

/**
 * A cacheable page request with nothing kept: the page rendered now through this server (one render for all who
 * ask at once) and kept for the next visitors. Null: answer the request the normal way (the render failed, or
 * another visitor's render could not be kept).
 */
export async function renderedPage(request: NextRequest, host: string, nonce: string): Promise<Response | null> {
  const key = pageCacheKey(host, request.nextUrl.pathname, request.nextUrl.search);
  const rendered = await render(request, key);
  return rendered ? answer(rendered, nonce, 'miss') : null;
}

/** Kept pages differ by the client's encoding: say so to caches in front (Next.js says it for what it compresses). */
function withVaryOnEncoding(headers: [string, string][]): [string, string][] {
  const vary = headers.find(([name]) => name === 'vary');
  if (!vary) return [...headers, ['vary', 'Accept-Encoding']];
  if (!/\baccept-encoding\b/i.test(vary[1])) vary[1] = `${vary[1]}, Accept-Encoding`;
  return headers;
}

/** Only PostgreSQL has a database server that can go away (see proxy.ts). */
const outageChecks = isPostgresUrl(process.env.DATABASE_URL);

/** The Node request the web server hands the fast path before Next.js sees it. */
export interface PlainRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The fast path of the page cache, for the web server to try before Next.js (server.mjs): a fresh kept page for a
 * request the proxy would answer with it, or null, and the request goes through Next.js and the proxy as always.
 * It takes the proxy's way to a kept page (proxy.ts, route) without waiting for anything: the same host and path
 * checks, the redirect rules already read (null when none were), the database known to be up on PostgreSQL, no
 * preview, fragment or render attempt, a cacheable document request. A stale page nobody renders anew yet,
 * anything not known at once and every other case is left to the proxy. What it saves is Next.js's routing and the proxy's adapters, most of
 * a kept page's cost.
 */
export function keptPageAnswer(request: PlainRequest, now = Date.now()): KeptPageAnswer | null {
  const method = request.method ?? 'GET';
  const raw = request.url ?? '/';
  if (method !== 'GET' || !raw.startsWith('/')) return null;
  const headers = nodeHeaderReader(request.headers);
  const host = headers.get('host');
  if (!host || !isValidHostHeader(host) || headers.has(RENDER_ATTEMPT_HEADER)) return null;
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt < 0 ? raw : raw.slice(0, queryAt);
  if (!isPagePath(rawPath) || hasMalformedEncoding(rawPath) || /^\/admin(?:\/|$)/.test(rawPath)) return null;
  if (!checkRequestPath(rawPath).ok) return null;
  // The key is the path and query as Next.js parses them; where parsing would change them, Next.js decides.
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return null;
  }
  if (url.pathname !== rawPath || url.search !== (queryAt < 0 ? '' : raw.slice(queryAt))) return null;
  if (url.searchParams.has(PREVIEW_PARAM) || isFragmentRequest(url.searchParams)) return null;
  if (knownRedirect(hostnameOf(host), url.pathname, now) !== null) return null;
  if (outageChecks && !databaseKnownUp(now)) return null;
  if (!isPageDocumentRequest({ method, headers }, url.pathname)) return null;
  if (!isCacheableRequest({ method, searchParams: url.searchParams, headers })) return null;
  const store = pageStore();
  const key = pageCacheKey(host, url.pathname, url.search);
  const found = store.lookup(key, now);
  if (!found) return null;
  // A stale page is served here only while the proxy's render of it runs: the proxy starts that render.
  if (!found.fresh && !store.rendering.has(key)) return null;
  return answerOf(found.page, createNonce(), found.fresh ? 'hit' : 'stale', headers.get('accept-encoding'));
}

const FAST_PATH = Symbol.for('meridian.keptPageAnswer');

/** Hands the fast path to the web server (server.mjs), which shares this process but not Next.js's modules. */
export function offerFastPath(): void {
  (globalThis as { [FAST_PATH]?: typeof keptPageAnswer })[FAST_PATH] = keptPageAnswer;
}
