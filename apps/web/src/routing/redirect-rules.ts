import { matchRedirect, type RedirectRule } from '@/collections/Redirects/validation';
import { selfUrl } from './self-url';

/**
 * The proxy's view of the editor-managed redirects: read per host from the web server's own
 * /api/redirects and kept for a few seconds, so that a page request costs no extra round trip most of the time
 * and an editor's change applies within REDIRECT_TTL_MS.
 */
export const REDIRECT_TTL_MS = 3_000;
const cache = new Map<string, { rules: RedirectRule[]; expires: number }>();

async function rulesFor(hostname: string, now: number): Promise<RedirectRule[]> {
  const hit = cache.get(hostname);
  if (hit && hit.expires > now) return hit.rules;
  try {
    const response = await fetch(selfUrl(`/api/redirects?host=${encodeURIComponent(hostname)}`), {
      cache: 'no-store',
      signal: AbortSignal.timeout(5_000),
    });
    const rules = response.ok ? ((await response.json()) as { rules: RedirectRule[] }).rules : (hit?.rules ?? []);
    if (cache.size > 1_000) cache.clear();
    cache.set(hostname, { rules, expires: now + REDIRECT_TTL_MS });
    return rules;
  } catch {
    // The redirect list is not worth failing a page for: serve the page as if there were none.
    return hit?.rules ?? [];
  }
}

/** The redirect a request path takes, if any. */
export async function findRedirect(hostname: string, pathname: string): Promise<RedirectRule | null> {
  return matchRedirect(await rulesFor(hostname, Date.now()), pathname);
}
