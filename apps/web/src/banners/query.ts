import type { Payload } from 'payload';
import type { ContentLanguage } from '@/sites/languages';

/**
 * The banners a site shows in one language, as stored documents: active, published, with a headline in the
 * language. Read as last published: a draft saved over a published banner is kept apart (in its versions) until it is
 * published, and a banner never published is not shown at all. Whether each is within its show from / until is
 * decided where it is shown (rules.ts), as pages are kept in a cache.
 */
export async function findSiteBanners(payload: Payload, siteId: number, lang: ContentLanguage) {
  const { docs } = await payload.find({
    collection: 'banners',
    locale: lang,
    fallbackLocale: false,
    depth: 0,
    limit: 20,
    sort: 'createdAt',
    overrideAccess: true,
    draft: false,
    where: {
      and: [{ tenant: { equals: siteId } }, { active: { equals: true } }, { _status: { equals: 'published' } }],
    },
  });
  return docs.filter((doc) => doc.headline);
}
