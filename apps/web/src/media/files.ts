import path from 'node:path';
import { combineRanges, parse as parseRange } from 'range-parser';

/**
 * Rules for serving uploaded media files (images, PDFs) from disk, the way a visitor's browser and a shared cache
 * expect: a content type from the upload's extension, validators (ETag, Last-Modified) and a cache lifetime.
 */

/** The types the Media collection accepts (collections/Media/config.ts), by the extension Payload stores them under. */
const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/**
 * Browsers and shared caches keep a file for an hour, then revalidate it (a 304 costs no body) and may show the
 * kept copy meanwhile for a day. Not `immutable`: Payload writes a new crop or focal point of an image under the
 * same file name, and an editor's change should reach visitors within the hour.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const MAX_FILENAME_LENGTH = 255;

/** The paths a media document's files are served under: the upload and each of its sizes. */
export function mediaFilePaths(doc: unknown): string[] {
  const media = (doc ?? {}) as { filename?: unknown; sizes?: Record<string, { filename?: unknown } | null> };
  const names = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)];
  return names
    .filter((name): name is string => typeof name === 'string' && mediaContentType(name) !== null)
    .map((name) => `/cms-api/media/file/${encodeURIComponent(name)}`);
}

/**
 * The content type for a stored file name, or null when it is not a file name the Media collection can have stored
 * there: no path (separators, dot segments, hidden files), no control characters, not too long, a known extension.
 */
export function mediaContentType(filename: string): string | null {
  if (!filename || filename.length > MAX_FILENAME_LENGTH) return null;
  if (filename.startsWith('.') || /[/\\\p{Cc}]/u.test(filename)) return null;
  return CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? null;
}

export interface FileVersion {
  size: number;
  mtimeMs: number;
}

/** A weak validator from the file's size and modification time (a rewritten crop changes at least the time). */
export const mediaEtag = ({ size, mtimeMs }: FileVersion): string =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

/**
 * Whether a conditional GET or HEAD may be answered 304 (RFC 9110 §13.1): If-None-Match decides when present
 * (weak comparison); otherwise If-Modified-Since, to the second Last-Modified carries.
 */
export function isNotModified(headers: Headers, version: FileVersion): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const etag = mediaEtag(version).slice(2);
    return ifNoneMatch.split(',').some((candidate) => {
      const tag = candidate.trim();
      return tag === '*' || tag.replace(/^W\//, '') === etag;
    });
  }
  const ifModifiedSince = headers.get('if-modified-since');
  if (ifModifiedSince === null) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(version.mtimeMs / 1000) <= Math.floor(since / 1000);
}

/** Last-Modified: the file's time to the second, as HTTP dates carry it. */
const lastModified = ({ mtimeMs }: FileVersion): string => new Date(Math.floor(mtimeMs / 1000) * 1000).toUTCString();

/** The response headers for a file (200, 206 and 304 alike). */
export function mediaHeaders(contentType: string, version: FileVersion): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': MEDIA_CACHE_CONTROL,
    etag: mediaEtag(version),
    'last-modified': lastModified(version),
    'accept-ranges': servesRanges(contentType) ? 'bytes' : 'none',
  };
}

/**
 * Byte ranges for every type but SVG: `next start` gzips compressible responses after the route, and a gzipped part
 * would no longer be the bytes its Content-Range names. SVG files are small; they come whole.
 */
const servesRanges = (contentType: string): boolean => contentType !== 'image/svg+xml';

/** What a GET asks for of a file: all of it, one byte range (both ends included), or a range beyond its end. */
export type RangeRequest = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The part of a file a GET's Range header asks for (RFC 9110 §14): a download resuming, a player seeking. Parsed
 * by `range-parser`, as Express serves files; overlapping and adjacent ranges are merged.
 * - Whole file (200): no Range, an SVG file, a unit other than bytes, an If-Range that no longer holds (the file
 *   changed since the first part), or ranges that stay several after merging (a server may ignore Range; one part
 *   per response keeps multipart bodies out), or a suffix range of an empty file (there is no part to send).
 * - Unsatisfiable (416): no range starts inside the file, or a range in the header does not parse (reversed ones
 *   too). Empty list elements are ignored (RFC 9110 §5.6.1).
 */
export function requestedRange(headers: Headers, version: FileVersion, contentType: string): RangeRequest {
  const range = headers.get('range') ?? '';
  const unit = /^\s*bytes\s*=/i.exec(range);
  if (!unit || !servesRanges(contentType)) return { kind: 'whole' };
  if (!ifRangeHolds(headers.get('if-range'), version)) return { kind: 'whole' };
  const parsed = parseRange(version.size, `bytes=${range.slice(unit[0].length).trimEnd()}`);
  // code 1: a malformed range; no ranges left: none starts inside the file (an empty file has no part to send: whole).
  if (parsed.code & 1) return { kind: 'unsatisfiable' };
  if (parsed.ranges.length === 0) return parsed.code === 0 ? { kind: 'whole' } : { kind: 'unsatisfiable' };
  const ranges = combineRanges(parsed.ranges);
  if (ranges.length !== 1) return { kind: 'whole' };
  return { kind: 'part', start: ranges[0]!.start, end: ranges[0]!.end };
}

/**
 * If-Range (RFC 9110 §13.1.5): the part only if the file is still the one the client has the rest of. An entity
 * tag needs a strong match, which our weak tags never give; a date must be Last-Modified exactly.
 */
function ifRangeHolds(ifRange: string | null, version: FileVersion): boolean {
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return false;
  return Date.parse(value) === Date.parse(lastModified(version));
}

/** Content-Range of a 206 (the part), or of a 416 (no part: an asterisk, then the size). */
export const contentRange = (size: number, part?: { start: number; end: number }): string =>
  part ? `bytes ${part.start}-${part.end}/${size}` : `bytes */${size}`;
