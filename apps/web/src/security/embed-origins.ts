/**
 * Partner pages that embed the recruiting module (the standalone script) may create job agents on a site: the same
 * origins the recruiting API allows (`CORS_ORIGINS`, comma-separated); without the setting, the development hosts
 * (`http://localhost` and `http://*.localhost` on any port), as in the API.
 */
const LOCALHOST_ORIGIN = /^http:\/\/([a-z0-9-]+\.)*localhost(:\d{1,5})?$/;

export function embedOriginAllowed(origin: string | null, setting = process.env.CORS_ORIGINS): boolean {
  if (!origin || origin === 'null') return false;
  const listed = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed.length ? listed.includes(origin) : LOCALHOST_ORIGIN.test(origin);
}

/** CORS headers of an answer to an allowed partner page: its origin only, never `*`, and caches told so. */
export function embedCorsHeaders(origin: string): Record<string, string> {
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** The preflight's answer for a JSON POST from an allowed partner page (kept a day by the browser). */
export function embedPreflightHeaders(origin: string): Record<string, string> {
  return {
    ...embedCorsHeaders(origin),
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
  };
}
