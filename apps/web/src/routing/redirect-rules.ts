import { matchRedirect, type RedirectRule } from '@/collections/Redirects/validation';
import { appAnswers, withinMs } from '@/server/in-process';
import { selfUrl } from './self-url';

/**
 * The proxy's view of the editor-managed redirects: read per host from the app in this process (its data cache;
 * over loopback from /api/redirects until the app has registered its answers) and kept for a few seconds, so that a
 * page request costs no extra read. The CMS hooks drop the copy on every change of redirects or sites
 * (forgetRedirectRules); REDIRECT_TTL_MS bounds how long another instance's change takes to show here.
 */
export const REDIRECT_TTL_MS = 3_000;
const cache = new Map<string, { rules: RedirectRule[]; expires: number }>();
/** Reads under way, by host: a crowd arriving as the rules expire waits for one read, not one each. */
const reading = new Map<string, Promise<RedirectRule[]>>();

const READ_TIMEOUT_MS = 5_000;

/** The rules from the app's data cache in this process; null before the app registered its answers. */
async function readInProcess(hostname: string): Promise<RedirectRule[] | null> {
  const answers = appAnswers();
  if (!answers) return null;
  return withinMs(answers.redirectRules(hostname), READ_TIMEOUT_MS);
}

/** The rules from /api/redirects; null when it answered an error. */
async function readOverLoopback(hostname: string): Promise<RedirectRule[] | null> {
  const response = await fetch(selfUrl(`/api/redirects?host=${encodeURIComponent(hostname)}`), {
    cache: 'no-store',
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  return response.ok ? ((await response.json()) as { rules: RedirectRule[] }).rules : null;
}

/** Counts forgetRedirectRules calls: a read that started before one does not keep what it read. */
let generation = 0;

/** Drops every host's rules: the next request reads them anew (after a CMS change of redirects or sites). */
export function forgetRedirectRules(): void {
  generation += 1;
  cache.clear();
}

function read(hostname: string): Promise<RedirectRule[]> {
  const running = reading.get(hostname);
  if (running) return running;
  const previous = cache.get(hostname);
  const started = generation;
  const promise = (async () => {
    try {
      const rules = (await readInProcess(hostname)) ?? (await readOverLoopback(hostname)) ?? previous?.rules ?? [];
      if (cache.size > 1_000) cache.clear();
      if (started === generation) cache.set(hostname, { rules, expires: Date.now() + REDIRECT_TTL_MS });
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
