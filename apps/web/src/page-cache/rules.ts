/**
 * Rules of the server's page cache: which requests a rendered page may be served from the cache for, which
 * rendered pages may be kept, and how a kept page gets a fresh CSP nonce for every response. Pure functions; the
 * proxy applies them (proxy.ts), the store keeps the pages (store.ts).
 *
 * Why a server cache with the nonce stamped in per response, and not CDN-cacheable pages with script hashes: the
 * strict CSP allows a script by a nonce that must differ for every response, so a page can be shared between
 * visitors only where each copy gets its own nonce — in this server. Pages stay `Cache-Control: private` for
 * anything in front of it.
 */

/** How long a kept page is served before it is rendered again; a CMS change drops every kept page at once. */
export const PAGE_CACHE_TTL_MS = 5_000;
/** After that, the kept page is still served for this long while one request renders it anew. */
export const PAGE_CACHE_STALE_MS = 30_000;
/** Bounds of the store: pages beyond them push the least recently used ones out. */
export const PAGE_CACHE_MAX_ENTRIES = 1_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A page larger than this is not kept (it would push out many others). */
export const PAGE_CACHE_MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * Cookies that change what a page shows to this visitor: the outcome of a contest entry or a job agent's search
 * edit, an editor's session, a candidate's session and the account's other cookies (accounts/cookies.ts; literals
 * here so the proxy's modules stay free of node:crypto). A signed-in request is never answered from the cache.
 */
const PERSONAL_COOKIES = [
  'meridian_contest',
  'meridian_job_agent',
  'payload-token',
  'meridian_account',
  'meridian_account_pending',
  'meridian_account_device',
  'meridian_account_flash',
  'meridian_account_passkey',
];
/** Request headers of Next's client-side navigation and prefetching (React Server Component payloads). */
const NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url'];
/** Workspace preview parameter (SPEC §2.6); a literal here so the proxy's modules stay free of node:crypto. */
export const PREVIEW_PARAM = 'ADMCMD_prev';
/** Query parameters that make a request personal: a workspace preview, Next's RSC cache buster, a job agent's link. */
const PERSONAL_PARAMS = [PREVIEW_PARAM, '_rsc', 'token'];

/** Request headers as both a fetch Request and the fast path's Node request offer them. */
export type HeaderReader = Pick<Headers, 'get' | 'has'>;

export interface CacheableRequest {
  method: string;
  searchParams: URLSearchParams;
  headers: HeaderReader;
}

/**
 * Whether this request may be answered with a page another visitor's request rendered. Only a browser's document
 * request asks for text/html: Next's client navigations fetch the same URL for a React Server Component payload,
 * and Next takes their `RSC` header and `_rsc` parameter off the request before the proxy sees it.
 */
export function isCacheableRequest({ method, searchParams, headers }: CacheableRequest): boolean {
  if (method !== 'GET') return false;
  if (!(headers.get('accept') ?? '').includes('text/html')) return false;
  if (PERSONAL_PARAMS.some((name) => searchParams.has(name))) return false;
  if (NAVIGATION_HEADERS.some((name) => headers.has(name))) return false;
  if (headers.has('authorization')) return false;
  const cookies = cookieNames(headers.get('cookie'));
  return !PERSONAL_COOKIES.some((name) => cookies.has(name));
}

/** A Node request's headers read like fetch Headers (Node lower-cases the names and joins repeated ones). */
export function nodeHeaderReader(headers: Record<string, string | string[] | undefined>): HeaderReader {
  const value = (name: string): string | null => {
    const found = headers[name.toLowerCase()];
    return found === undefined ? null : Array.isArray(found) ? found.join(', ') : found;
  };
  return { get: value, has: (name) => value(name) !== null };
}

function cookieNames(header: string | null): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const name = part.split('=', 1)[0]!.trim();
    if (name) names.add(name);
  }
  return names;
}

/** One kept page per host, path and query string, exactly as requested. */
export const pageCacheKey = (host: string, pathname: string, search: string): string =>
  `${host.toLowerCase()}\n${pathname}\n${search}`;

/** Whether a rendered page may be kept for other visitors: a complete HTML page that set nothing for this one. */
export function isStorableResponse(status: number, headers: Headers, bytes: number): boolean {
  return (
    status === 200 &&
    (headers.get('content-type') ?? '').startsWith('text/html') &&
    !headers.has('set-cookie') &&
    !/\b(no-store|private)\b/.test(headers.get('x-meridian-page-cache') ?? '') &&
    bytes <= PAGE_CACHE_MAX_PAGE_BYTES
  );
}

/** The nonce a Content-Security-Policy allows scripts by, or null. */
export function policyNonce(policy: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(policy ?? '')?.[1] ?? null;
}

/**
 * A kept page's text with its nonce replaced by this response's. Nonces are 128 random bits: where the old one
 * occurs, it is the nonce (script attributes, the policy, Next's payload), never other text.
 */
export const restampNonce = (text: string, kept: string, fresh: string): string => text.split(kept).join(fresh);

/** A kept page's text cut at its nonce, each piece encoded once. */
export const piecesAround = (text: string, nonce: string): Buffer[] =>
  text.split(nonce).map((piece) => Buffer.from(piece, 'utf8'));

/** The pieces joined around this response's nonce. */
export function joinPieces(pieces: readonly Buffer[], nonce: string): Buffer {
  const glue = Buffer.from(nonce, 'utf8');
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(glue);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}
