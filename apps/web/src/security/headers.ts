/**
 * Response security headers: one Content-Security-Policy with a per-request nonce for every HTML
 * response, plus the static headers every response carries. Pure functions: the proxy feeds them the request's
 * facts, the unit tests check the policy text.
 */
import type { Environment } from '@/server/environment';
import { COMMON_SECURITY_HEADERS, HSTS_HEADER } from './static-headers.mjs';

/**
 * Third parties the pages may talk to once a visitor consented (SPEC §3.2, §4.1): analytics tags, monitoring,
 * video and podcast embeds. Loading stays consent-gated in site-kit; the policy only keeps anything else out.
 */
export const THIRD_PARTY_SOURCES = {
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.pingdom.net',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://i.ytimg.com',
    'https://i.vimeocdn.com',
  ],
  frame: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://open.spotify.com',
    'https://w.soundcloud.com',
  ],
} as const;

export interface CspInput {
  /** Fresh, unguessable, per request (base64). */
  nonce: string;
  /** Origins the browser calls besides its own (the recruiting API, map tiles). */
  connectOrigins?: readonly string[];
  /** Origins allowed to frame our pages (the CMS admin's live preview); our own origin always is. */
  frameAncestors?: readonly string[];
  /** `next dev` evaluates modules with eval; production never does. */
  allowEval?: boolean;
}

/** Nonces are base64 of 16 random bytes: anything else would let a crafted value widen the policy. */
export function isValidNonce(nonce: string): boolean {
  return /^[A-Za-z0-9+/]{16,64}={0,2}$/.test(nonce);
}

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Origins only (scheme://host[:port]); anything unparseable is dropped so config typos cannot inject directives. */
export function originsOf(values: readonly (string | undefined | null)[]): string[] {
  const origins = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // not a URL: ignored on purpose
    }
  }
  return [...origins];
}

export function buildContentSecurityPolicy({
  nonce,
  connectOrigins = [],
  frameAncestors = [],
  allowEval = false,
}: CspInput): string {
  if (!isValidNonce(nonce)) throw new Error('invalid CSP nonce');
  // 'strict-dynamic': scripts that our nonced scripts load (Next's chunks, consented tags) are trusted; nothing
  // else runs, and no inline script without the nonce. Styles may be inline (React style attributes, MapLibre).
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(allowEval ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // The recruiting API serves contact photos and QR codes (SPEC §2.14): the configured API origin may show images.
    'img-src': ["'self'", 'data:', 'blob:', ...connectOrigins, ...THIRD_PARTY_SOURCES.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectOrigins, ...THIRD_PARTY_SOURCES.connect],
    'frame-src': ["'self'", ...THIRD_PARTY_SOURCES.frame],
    'media-src': ["'self'", 'blob:'],
    // MapLibre runs its workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'", ...frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Headers on every response, HTML or not. HSTS only outside Development (a localhost site has no TLS). */
export function staticSecurityHeaders(environment: Environment): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(environment === 'development' ? {} : HSTS_HEADER),
  };
}
