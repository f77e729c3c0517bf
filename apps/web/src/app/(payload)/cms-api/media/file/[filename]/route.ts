import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getTranslator } from '@meridian/i18n';
import { problemResponse } from '@/outage/unavailable-body';
import { contentRange, isNotModified, mediaContentType, mediaHeaders, requestedRange } from '@/media/files';
import { mediaDir } from '@/server/paths';
import { languageOfRequest } from '@/outage/route-faults';

/**
 * GET/HEAD /cms-api/media/file/{filename}: an uploaded file, straight from disk. It takes the place of Payload's
 * own file route (this path is more specific than the REST catch-all) because every media file is public
 * (collections/Media/config.ts) and Payload's route
 * - looks each file up in the database first: during a database outage the pages served from cached data
 *   lost their images;
 * - sends no cache lifetime and no validators: every page view downloaded every image again.
 * Here: validators with 304 answers, an hour's cache lifetime and byte ranges (206) for resumed downloads and
 * seeking (media/files.ts).
 */
export async function GET(request: Request, { params }: { params: Promise<{ filename: string }> }): Promise<Response> {
  const { filename } = await params;
  const contentType = mediaContentType(filename);
  const notFound = () => problemResponse(404, getTranslator(languageOfRequest(request))('http.status.404.message'));
  if (!contentType) return notFound();
  const dir = mediaDir();
  const file = path.resolve(dir, filename);
  if (!file.startsWith(dir + path.sep)) return notFound();
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch {
    return notFound();
  }
  // The size and time of the file this handle reads, even if an editor replaces it meanwhile.
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return notFound();
  }
  const headers = mediaHeaders(contentType, stat);
  if (isNotModified(request.headers, stat)) {
    await handle.close();
    return new Response(null, { status: 304, headers });
  }
  if (request.method === 'HEAD') {
    await handle.close();
    return new Response(null, { status: 200, headers });
  }
  const range = requestedRange(request.headers, stat, contentType);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    const message = `Range not satisfiable: the file has ${stat.size} bytes.`;
    return problemResponse(416, message, { 'content-range': contentRange(stat.size), 'accept-ranges': 'bytes' });
  }
  // No Content-Length: Next.js drops it from every route's response and sends the body chunked.
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  const body = Readable.toWeb(handle.createReadStream(part)) as ReadableStream<Uint8Array>;
  if (!part) return new Response(body, { status: 200, headers });
  return new Response(body, { status: 206, headers: { ...headers, 'content-range': contentRange(stat.size, part) } });
}
