import http from 'node:http';
import { Readable } from 'node:stream';
import type { NextRequest } from 'next/server';
import { createNonce } from '@/security/headers';
import { SELF_HOST, selfPort } from './self-url';

/**
 * The proxy's own request for a page, through this server: Next.js gives a rendered page no status of
 * our choosing (a 503 during a database outage, a 404 with its content for a missing page), so the proxy renders
 * it first and answers the visitor itself. The proxy only reaches the app over HTTP (Next.js keeps their modules
 * apart), like the redirect rules.
 */

/** Marks the proxy's own render attempt, with a secret of this process, so that a visitor cannot skip the check. */
export const RENDER_ATTEMPT_HEADER = 'x-meridian-render-attempt';
const attemptToken = createNonce();

export const isRenderAttempt = (request: Request): boolean =>
  request.headers.get(RENDER_ATTEMPT_HEADER) === attemptToken;

/** Hop-by-hop and transport headers that must not be copied between the two connections. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  'content-length',
]);

/** The visitor's request headers for the render attempt: no compression (the body is passed on as it is), marked. */
export function attemptRequestHeaders(headers: Headers, token: string): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (
      !NOT_FORWARDED.has(name) &&
      name !== 'accept-encoding' &&
      !name.startsWith('x-middleware-') &&
      name !== RENDER_ATTEMPT_HEADER
    )
      out[name] = value;
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

export function renderAttempt(
  request: NextRequest,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const attempt = http.request(
      {
        host: SELF_HOST,
        port: selfPort(),
        method: request.method,
        path: `${request.nextUrl.pathname}${request.nextUrl.search}`,
        headers: { ...attemptRequestHeaders(request.headers, attemptToken), ...options.headers },
      },
      (response) => {
        const status = response.statusCode ?? 502;
        const bodyless = request.method === 'HEAD' || status === 204 || status === 304;
        if (bodyless) response.resume();
        const body = bodyless ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers: attemptResponseHeaders(response.headers) }));
      },
    );
    attempt.setTimeout(options.timeoutMs, () => attempt.destroy(new Error('render attempt timed out')));
    attempt.on('error', reject);
    attempt.end();
  });
}
