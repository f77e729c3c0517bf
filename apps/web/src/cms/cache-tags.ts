import { revalidateTag } from 'next/cache';
import { logger } from '@/server/logger';
import { purgePageCache } from '@/page-cache/store';
import { cdnPurge } from './cdn-purge';

/**
 * Cache tags for public data, and their invalidation from Payload hooks. Outside a Next.js server (seed
 * script, migrations) there is no cache to invalidate, so the call is skipped.
 */
export const cacheTags = {
  sites: 'sites',
  sitePages: (siteId: number | string) => `site:${siteId}:pages`,
  page: (pageId: number | string) => `page:${pageId}`,
  navigation: (siteId: number | string) => `site:${siteId}:navigation`,
  consent: (siteId: number | string) => `site:${siteId}:consent`,
  redirects: (siteId: number | string) => `site:${siteId}:redirects`,
  banners: (siteId: number | string) => `site:${siteId}:banners`,
};

/** Next's data cache of this process, as its server keeps it on globalThis once it has served a request. */
type ProcessCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

export function expireTags(...tags: string[]): void {
  // Rendered pages show menus, banners and links of many documents: every kept page goes.
  purgePageCache();
  // A CDN in front drops what carries these tags (cdn-purge.ts); nothing happens without one.
  cdnPurge().add({ tags });
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside any request: expireInProcess below does it.
    }
  }
  // Also straight in the process's data cache: a change the job queue makes (a scheduled publish) runs in timers
  // that Payload set up inside the request that started it, so revalidateTag may note the tags in that long
  // finished request instead of throwing, and the site would show the old page until the next edit.
  expireInProcess(tags);
}

/**
 * The tags expired in the process's data cache directly (what Next does with a request's noted tags at its end).
 * Outside a Next.js server (seed script, migrations) there is no such cache, and nothing to expire.
 */
function expireInProcess(tags: string[]): void {
  const cache = (globalThis as { __incrementalCache?: ProcessCache }).__incrementalCache;
  if (!cache) {
    logger.trace({ tags }, 'cache tags not expired (no Next.js cache in this process)');
    return;
  }
  cache
    .revalidateTag(tags, { expire: 0 })
    .catch((err: unknown) => logger.warn({ err, tags }, 'cache tags not expired'));
}
