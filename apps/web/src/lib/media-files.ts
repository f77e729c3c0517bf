import path from 'node:path';

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

/**
 * The content type for a stored file name, or null when it is not a file name the Media collection can have stored
 * there: no path (separators, dot segments, hidden files), no control characters, not too long, a known extension.
 */
export function mediaContentType(filename: string): string | null {
  if (!filename || filename.length > MAX_FILENAME_LENGTH) return null;
  if (filename.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(filename)) return null;
  return CONTENT_TYPES[path.extname(filename).toLowerCase()] ?? null;
}

export interface FileVersion {
  size: number;
  mtimeMs: number;
}

/** A weak validator from the file's size and modification time (a rewritten crop changes at least the time). */
export const mediaEtag = ({ size, mtimeMs }: FileVersion): string => `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;

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

/** The response headers for a file (200 and 304 alike). */
export function mediaHeaders(contentType: string, version: FileVersion): Record<string, string> {
  return {
    'content-type': contentType,
    'cache-control': MEDIA_CACHE_CONTROL,
    etag: mediaEtag(version),
    'last-modified': new Date(Math.floor(version.mtimeMs / 1000) * 1000).toUTCString(),
  };
}
