import { getTranslator } from '@meridian/i18n';
import type { ContentLanguage } from '@/sites/languages';

/** Reads a request body's bytes up to `maxBytes`; null when it is larger (reading stops there, nothing more is buffered). */
export async function readBytesCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Buffer | null> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a request body up to `maxBytes` as text; null when it is larger (reading stops there). */
export async function readBodyCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<string | null> {
  return (await readBytesCapped(body, maxBytes))?.toString('utf8') ?? null;
}

/**
 * A request's body as text, at most `maxBytes`: null when its Content-Length says more (nothing is read) or when
 * more arrives than that (reading stops there).
 */
export async function readRequestBody(request: Request, maxBytes: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  return readBodyCapped(request.body, maxBytes);
}

/** The JSON error body every site API route answers with (never cached). */
export function problemResponse(
  status: number,
  error: string,
  headers?: Record<string, string>,
  extra?: Record<string, string>,
): Response {
  return Response.json({ status, error, ...extra }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** When a client may try again after a 503: the database is usually back within seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 when the database is unavailable: the §8.1 catalogue texts of 503 in the page's language
 * (`error` the message, `title` the title), with Retry-After.
 */
export function unavailableResponse(lang: ContentLanguage): Response {
  const t = getTranslator(lang);
  return problemResponse(
    503,
    t('http.status.503.message'),
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
    { title: t('http.status.503.status') },
  );
}
