import { matchRedirect, type RedirectRule } from '@/collections/Redirects/validation';
import { selfUrl } from './self-url';

/**
 * The proxy's view of the editor-managed redirects: read per host from the web server's own
 * /api/redirects and kept for a few seconds, so that a page request costs no extra round trip, and an editor's
 * change applies within REDIRECT_TTL_MS (plus the one request that sees the old rules while they are read anew).
 */
export const REDIRECT_TTL_MS = 3_000;
const cache = new Map<string, { rules: RedirectRule[]; expires: number }>();
/** Reads under way, by host: a crowd arriving as the rules expire waits for one read, not one each. */
const reading = new Map<string, Promise<RedirectRule[]>>();

function read(hostname: string): Promise<RedirectRule[]> {
  const running = reading.get(hostname);
  if (running) return running;
  const previous = cache.get(hostname);
  const promise = (async () => {
    try {
      const response = await fetch(selfUrl(`/api/redirects?host=${encodeURIComponent(hostname)}`), {
        cache: 'no-store',
        signal: AbortSignal.timeout(5_000),
      });
      const rules = response.ok
        ? ((await response.json()) as { rules: RedirectRule[] }).rules
        : (previous?.rules ?? []);
      if (cache.size > 1_000) cache.clear();
      cache.set(hostname, { rules, expires: Date.now() + REDIRECT_TTL_MS });
      return rules;
    } catch {
      // The redirect list is not worth failing a page for: serve the page as if there were none.
      return previous?.rules ?? [];
    } finally {
      reading.delete(hostname);
    }
  })();
  reading.set(hostname, promise);
  return promise;
}

/** The host's rules: fresh ones, or the expired ones while a single read renews them; the first time, that read. */
async function rulesFor(hostname: string, now: number): Promise<RedirectRule[]> {
  const hit = cache.get(hostname);
  if (hit && hit.expires > now) return hit.rules;
  if (hit) {
    void read(hostname);
    return hit.rules;
  }
  return read(hostname);
}

/**
 * The redirect a request path takes as far as the rules already read say, without waiting: expired rules are
 * renewed behind, as for findRedirect. Undefined: this host's rules were never read (ask findRedirect).
 */
export function knownRedirect(hostname: string, pathname: string, now = Date.now()): RedirectRule | null | undefined {
  const hit = cache.get(hostname);
  if (!hit) return undefined;
  if (hit.expires <= now) void read(hostname);
  return matchRedirect(hit.rules, pathname);
}

/** The redirect a request path takes, if any. */
export async function findRedirect(hostname: string, pathname: string): Promise<RedirectRule | null> {
  return matchRedirect(await rulesFor(hostname, Date.now()), pathname);
}
