/** Reads a request body up to `maxBytes`; null when it is larger (reading stops there, nothing more is buffered). */
export async function readBodyCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> {
  if (!body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}

/** The JSON error body every site API route answers with (never cached). */
export function problemResponse(status: number, error: string, headers?: Record<string, string>): Response {
  return Response.json({ status, error }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
