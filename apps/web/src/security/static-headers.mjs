// The security headers every response carries, stated once: the proxy sets them on pages (security/headers.ts),
// next.config.mjs on everything the proxy does not see (assets, API routes, the CMS API). Plain JavaScript so that
// next.config.mjs can import it.

/** On every response, HTML or not. */
export const COMMON_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), geolocation=(self)',
};

/** Everywhere but on development hosts, which have no TLS. */
export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' };
