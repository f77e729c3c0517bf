import { matchRedirect, type RedirectRule } from '@/collections/Redirects/validation';
import { pageStore } from '@/page-cache/store';
import { selfUrl } from './self-url';

/**
 * The proxy's view of the editor-managed redirects: read per host from the web server's own /api/redirects once,
 * then answered in-process. The rules are kept until public content changes — every CMS hook that changes it
 * purges the page cache (cms/cache-tags.ts), and the page store's `generation` tells that here — so an editor's
 * change applies with the next request. REDIRECT_MAX_AGE_MS bounds how long rules are kept without a change seen
 * in this process (one written by another instance or a script): after that they are read anew behind the requests.
 */
export const REDIRECT_MAX_AGE_MS = 10_000;
interface KeptRules {
  rules: RedirectRule[];
  readAt: number;
  /** The page store's generation when the read began: a content change since then makes these rules old. */
  generation: number;
}
const cache = new Map<string, KeptRules>();
/** Reads under way, by host: a crowd arriving as the rules expire waits for one read, not one each. */
const reading = new Map<string, Promise<RedirectRule[]>>();

function read(hostname: string): Promise<RedirectRule[]> {
  const running = reading.get(hostname);
  if (running) return running;
  const previous = cache.get(hostname);
  const generation = pageStore().generation;
  const promise = (async () => {
    try {
      const response = await fetch(selfUrl(`/api/redirects?host=${encodeURIComponent(hostname)}`), {
        cache: 'no-store',
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) return previous?.rules ?? [];
      const { rules } = (await response.json()) as { rules: RedirectRule[] };
      if (cache.size > 1_000) cache.clear();
      cache.set(hostname, { rules, readAt: Date.now(), generation });
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

type Standing = 'fresh' | 'aged' | 'changed' | 'unknown';

/** Whether kept rules still hold: `changed` after a content change in this process, `aged` past the maximum age. */
function standingOf(hit: KeptRules | undefined, now: number): Standing {
  if (!hit) return 'unknown';
  if (hit.generation !== pageStore().generation) return 'changed';
  return now - hit.readAt < REDIRECT_MAX_AGE_MS ? 'fresh' : 'aged';
}

/**
 * The host's rules: kept ones; aged ones while a single read renews them behind; after a content change (or the
 * first time) the read itself, so that a redirect an editor just saved applies to the very next request.
 */
async function rulesFor(hostname: string, now: number): Promise<RedirectRule[]> {
  const hit = cache.get(hostname);
  switch (standingOf(hit, now)) {
    case 'fresh':
      return hit!.rules;
    case 'aged':
      void read(hostname);
      return hit!.rules;
    default:
      return read(hostname);
  }
}

/**
 * The redirect a request path takes as far as the rules already read say, without waiting: aged rules are
 * renewed behind, as for findRedirect. Undefined: this host's rules were never read or content changed since
 * (ask findRedirect).
 */
export function knownRedirect(hostname: string, pathname: string, now = Date.now()): RedirectRule | null | undefined {
  const hit = cache.get(hostname);
  const standing = standingOf(hit, now);
  if (standing === 'unknown' || standing === 'changed') return undefined;
  if (standing === 'aged') void read(hostname);
  return matchRedirect(hit!.rules, pathname);
}

/** The redirect a request path takes, if any. */
export async function findRedirect(hostname: string, pathname: string): Promise<RedirectRule | null> {
  return matchRedirect(await rulesFor(hostname, Date.now()), pathname);
}
