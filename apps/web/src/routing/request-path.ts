/**
 * First-line validation of public page paths, before any lookup (bad input → a clean 400/404, never a
 * 500). Pure and cheap: the proxy runs it on every page request.
 */
export const MAX_PATH_LENGTH = 1024;
export const MAX_SEGMENTS = 12;
const SEGMENT = /^[a-z0-9][a-z0-9._~-]{0,199}$/i;

export type PathCheck = { ok: true; segments: string[] } | { ok: false; status: 400 | 414; reason: string };

export function checkRequestPath(rawPathname: string): PathCheck {
  if (rawPathname.length > MAX_PATH_LENGTH) return { ok: false, status: 414, reason: 'path too long' };
  if (!rawPathname.startsWith('/')) return { ok: false, status: 400, reason: 'path must start with /' };
  const decoded = decodePath(rawPathname);
  if (decoded === null) return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  if (/[\p{Cc}\\]/u.test(decoded)) return { ok: false, status: 400, reason: 'control character or backslash' };
  const segments = decoded.split('/').filter((segment) => segment.length > 0);
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    return { ok: false, status: 400, reason: 'path traversal' };
  }
  if (segments.length > MAX_SEGMENTS) return { ok: false, status: 400, reason: 'too many segments' };
  if (!segments.every((segment) => SEGMENT.test(segment))) {
    return { ok: false, status: 400, reason: 'invalid characters in path' };
  }
  return { ok: true, segments };
}

/**
 * Whether a raw path holds a percent sign that does not start a valid escape. Next.js's own router answers such a
 * path with a 500 wherever the proxy does not look at it first (API routes, the CMS API, assets).
 */
export const hasMalformedEncoding = (rawPathname: string): boolean =>
  rawPathname.includes('%') && decodePath(rawPathname) === null;

/** The path with its escapes decoded, or null when one is malformed. */
function decodePath(rawPathname: string): string | null {
  try {
    return decodeURIComponent(rawPathname);
  } catch {
    return null;
  }
}

/**
 * The paths the proxy serves as pages, sitemaps and robots.txt: the same set as the first entries of its
 * `config.matcher` (proxy.ts), which Next.js requires to be literals there. Case-insensitive, as the matcher is.
 */
const OUTSIDE_PAGES = /^\/(?:_next\/|cms-api|api\/|brands\/|favicon|.*\.[a-z0-9]{2,5}$)/i;
export const isPagePath = (rawPathname: string): boolean =>
  !OUTSIDE_PAGES.test(rawPathname) || /^\/(?:sitemap\.xml|robots\.txt|sitemaps(?:\/.*)?)$/i.test(rawPathname);
