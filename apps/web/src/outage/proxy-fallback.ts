import type { NextRequest } from 'next/server';
import { RETRY_AFTER_SECONDS } from '@/outage/unavailable-body';
import { unavailablePage } from './plain-error-page';
import type { ContentLanguage } from '@/sites/languages';
import { renderAttempt } from '@/routing/render-attempt';
import { selfUrl } from '@/routing/self-url';
import { existingDatabaseHealth } from '@/cms/database-health';

/**
 * Pages while the CMS database is unavailable, on the proxy's side. Next.js cannot give a rendered
 * page a 503 (a page that throws before streaming is a 500), so the proxy decides: while the
 * server's /api/health says the database is down, it renders the page itself first, through this server, and
 * passes the result on when it worked — pages whose data is in the data cache stay online — or answers the 503
 * page with Retry-After when it did not (uncached data fails at once while the database is known to be down).
 * Next.js keeps the proxy's modules apart from the app's: the health record is shared through globalThis
 * (cms/database-health.ts), the rendered attempt goes through this server over loopback.
 */

/**
 * How long the proxy trusts a health answer. A page that runs into an outage the proxy has not heard of yet is
 * Next's 500: that window is kept short (the server itself learns of a dropped connection at once).
 */
const UP_MEMO_MS = 250;
const DOWN_MEMO_MS = 250;
const HEALTH_TIMEOUT_MS = 4_000;

let known: { down: boolean; until: number } | null = null;
let asking: Promise<boolean> | null = null;

/**
 * Whether the database is down, as the server's health record says: read in-process once the app has made the
 * record, before that from the server's /api/health over loopback. A failed health check itself counts as up (no
 * change).
 */
export function databaseDown(now = Date.now()): Promise<boolean> {
  if (known && known.until > now) return Promise.resolve(known.down);
  if (asking) return asking;
  const health = existingDatabaseHealth();
  const answer = health
    ? health.status().then(
        (state) => state === 'down',
        () => false,
      )
    : fetch(selfUrl('/api/health'), { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
        async (response) => {
          await response.body?.cancel();
          return response.status === 503;
        },
        () => false,
      );
  asking = answer.then((down) => {
    known = { down, until: Date.now() + (down ? DOWN_MEMO_MS : UP_MEMO_MS) };
    asking = null;
    return down;
  });
  return asking;
}

/**
 * Whether the last health answer, still trusted, said the database is up; when it is no longer trusted, a new one
 * is asked for behind. For answers that cannot wait for one (the page cache's fast path).
 */
export function databaseKnownUp(now = Date.now()): boolean {
  if (known && known.until > now) return !known.down;
  void databaseDown(now);
  return false;
}

/**
 * A page (or sitemap) request while the database is down: the page as rendered from cached data, or 503. Only
 * GET and HEAD are attempted. `retry` and `home` are same-site paths built from the checked path.
 */
export async function serveDuringOutage(
  request: NextRequest,
  lang: ContentLanguage,
  links: { retry: string; home: string },
): Promise<Response> {
  const unavailable = () => unavailablePage(lang, { ...links, retryAfterSeconds: RETRY_AFTER_SECONDS });
  if (request.method !== 'GET' && request.method !== 'HEAD') return unavailable();
  try {
    // A render attempt during an outage fails fast on uncached data; anything slower is not worth the wait.
    const response = await renderAttempt(request, { timeoutMs: 8_000 });
    if (response.status < 500) return response;
    await response.body?.cancel();
  } catch {
    // refused or timed out: the 503 below
  }
  return unavailable();
}
