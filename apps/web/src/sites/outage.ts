import http from 'node:http';
import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { RETRY_AFTER_SECONDS } from '@/lib/body';
import { createNonce } from '@/lib/security-headers';
import { unavailablePage } from './plain-error-page';
import type { ContentLanguage } from './languages';

/**
 * Pages while the CMS database is unavailable (issue #10), on the proxy's side. Next.js cannot give a rendered
 * page a 503 (a page that throws before streaming is a 500), so the proxy decides: while the
 * server's /api/health says the database is down, it renders the page itself first, through this server, and
 * passes the result on when it worked — pages whose data is in the data cache stay online — or answers the 503
 * page with Retry-After when it did not (uncached data fails at once while the database is known to be down).
 * The proxy only reaches the app over HTTP (Next.js keeps their modules apart), like the redirect rules.
 */

/**
 * How long the proxy trusts a health answer. A page that runs into an outage the proxy has not heard of yet is
 * Next's 500: that window is kept short (the server itself learns of a dropped connection at once).
 */
const UP_MEMO_MS = 250;
const DOWN_MEMO_MS = 250;
const HEALTH_TIMEOUT_MS = 4_000;
/** A render attempt during an outage fails fast on uncached data; anything slower is not worth the wait. */
const RENDER_ATTEMPT_TIMEOUT_MS = 8_000;

/** Marks the proxy's own render attempt, with a secret of this process, so that a visitor cannot skip the check. */
export const RENDER_ATTEMPT_HEADER = 'x-meridian-render-attempt';
const attemptToken = createNonce();

export const isRenderAttempt = (request: Request): boolean => request.headers.get(RENDER_ATTEMPT_HEADER) === attemptToken;

const selfPort = () => Number(process.env.PORT ?? 3000);

let known: { down: boolean; until: number } | null = null;
let asking: Promise<boolean> | null = null;

/** Whether the server's health check says the database is down; a failed health check itself counts as up (no change). */
export function databaseDown(now = Date.now()): Promise<boolean> {
  if (known && known.until > now) return Promise.resolve(known.down);
  asking ??= fetch(`http://127.0.0.1:${selfPort()}/api/health`, { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })
    .then(
      async (response) => {
        await response.body?.cancel();
        return response.status === 503;
      },
      () => false,
    )
    .then((down) => {
      known = { down, until: Date.now() + (down ? DOWN_MEMO_MS : UP_MEMO_MS) };
      asking = null;
      return down;
    });
  return asking;
}

/** Hop-by-hop and transport headers that must not be copied between the two connections. */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-connection', 'proxy-authorization', 'content-length']);

/** The visitor's request headers for the render attempt: no compression (the body is passed on as it is), marked. */
export function attemptRequestHeaders(headers: Headers, token: string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name) && name !== 'accept-encoding' && !name.startsWith('x-middleware-') && name !== RENDER_ATTEMPT_HEADER) out[name] = value;
  });
  out[RENDER_ATTEMPT_HEADER] = token;
  return out;
}

/** The render attempt's response headers for the visitor (every Set-Cookie kept). */
export function attemptResponseHeaders(raw: http.IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  return out;
}

function renderAttempt(request: NextRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const attempt = http.request(
      {
        host: '127.0.0.1',
        port: selfPort(),
        method: request.method,
        path: `${request.nextUrl.pathname}${request.nextUrl.search}`,
        headers: attemptRequestHeaders(request.headers, attemptToken),
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const bodyless = request.method === 'HEAD' || status === 204 || status === 304;
        if (bodyless) response.resume();
        const body = bodyless ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers: attemptResponseHeaders(response.headers) }));
      },
    );
    attempt.setTimeout(RENDER_ATTEMPT_TIMEOUT_MS, () => attempt.destroy(new Error('render attempt timed out')));
    attempt.on('error', reject);
    attempt.end();
  });
}

/**
 * A page (or sitemap) request while the database is down: the page as rendered from cached data, or 503. Only
 * GET and HEAD are attempted. `retry` and `home` are same-site paths built from the checked path.
 */
export async function serveDuringOutage(request: NextRequest, lang: ContentLanguage, links: { retry: string; home: string }): Promise<Response> {
  const unavailable = () => unavailablePage(lang, { ...links, retryAfterSeconds: RETRY_AFTER_SECONDS });
  if (request.method !== 'GET' && request.method !== 'HEAD') return unavailable();
  try {
    const response = await renderAttempt(request);
    if (response.status < 500) return response;
    await response.body?.cancel();
  } catch {
    // refused or timed out: the 503 below
  }
  return unavailable();
}
