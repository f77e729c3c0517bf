import type { NextRequest } from 'next/server';
import { renderAttempt } from './render-attempt';
import {
  isStorableResponse,
  joinPieces,
  pageCacheKey,
  piecesAround,
  policyNonce,
  restampNonce,
} from '@/page-cache/rules';
import { pageStore, type KeptPage } from '@/page-cache/store';

/** Response headers a kept page does not pass on: they belong to the response it was rendered for. */
const NOT_KEPT = new Set(['date', 'content-length', 'content-encoding', 'connection', 'keep-alive', 'set-cookie']);
/** Says whether a page came from the cache (hit), from the cache while being rendered anew (stale) or was rendered. */
export const PAGE_CACHE_HEADER = 'x-meridian-page-cache';
const RENDER_TIMEOUT_MS = 30_000;

/** A kept page as this response: the nonce it was rendered with replaced by this response's `nonce`. */
function answer(page: KeptPage, nonce: string, state: 'hit' | 'stale' | 'miss'): Response {
  const headers = new Headers();
  for (const [name, value] of page.headers) headers.append(name, restampNonce(value, page.nonce, nonce));
  headers.set(PAGE_CACHE_HEADER, state);
  return new Response(new Uint8Array(joinPieces(page.pieces, nonce)), { status: page.status, headers });
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
      const page: KeptPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name)),
        pieces: piecesAround(body, nonce),
        bytes,
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
