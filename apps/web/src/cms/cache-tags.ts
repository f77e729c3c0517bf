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

export function expireTags(...tags: string[]): void {
  // Rendered pages show menus, banners and links of many documents: every kept page goes.
  purgePageCache();
  // A CDN in front drops what carries these tags (cdn-purge.ts); nothing happens without one.
  cdnPurge().add({ tags });
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      logger.trace({ tag }, 'cache tag not expired (no Next.js cache in this process)');
    }
  }
}
