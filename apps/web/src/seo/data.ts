import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPayload } from '@/cms/payload';
import { cacheTags } from '@/cms/cache-tags';
import type { Media } from '@/payload-types';
import type { RedirectRule, RedirectStatus } from '@/collections/Redirects/validation';
import type { ContentLanguage } from '@/sites/languages';
import type { ShareImage } from './metadata';
import type { SitemapPage } from './sitemap-rules';

/** Share image of a media document: the original (seeded at 1200 × 630), or the 1600 px rendition of a larger upload. */
export function shareImageOf(media: Media | number | null | undefined): ShareImage | null {
  if (!media || typeof media === 'number') return null;
  const large = media.sizes?.large;
  if ((media.width ?? 0) > 2000 && large?.url)
    return { url: large.url, width: large.width, height: large.height, alt: media.alt };
  return media.url ? { url: media.url, width: media.width, height: media.height, alt: media.alt } : null;
}

/** A media document by id in one language (the site's default share image); cached until sites change. */
export const getMediaById = (mediaId: number, lang: ContentLanguage) =>
  unstable_cache(
    async (): Promise<Media | null> => {
      const payload = await getPayload();
      try {
        return await payload.findByID({
          collection: 'media',
          id: mediaId,
          locale: lang,
          depth: 0,
          overrideAccess: true,
        });
      } catch {
        return null;
      }
    },
    ['meridian-media', String(mediaId), lang],
    { tags: [cacheTags.sites] },
  )();

/** Every published page of a site with its slugs and last change: the page sitemaps. */
export const getSitemapPages = (siteId: number) =>
  unstable_cache(
    async (): Promise<SitemapPage[]> => {
      const payload = await getPayload();
      const { docs } = await payload.find({
        collection: 'pages',
        locale: 'all',
        draft: false,
        depth: 0,
        limit: 10_000,
        overrideAccess: true,
        select: { slug: true, updatedAt: true },
        where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
        sort: 'id',
      });
      return docs.map((doc) => ({
        id: doc.id,
        slugs: (doc.slug ?? {}) as unknown as Partial<Record<ContentLanguage, string>>,
        updatedAt: doc.updatedAt,
      }));
    },
    ['meridian-sitemap-pages', String(siteId)],
    { tags: [cacheTags.sitePages(siteId)] },
  )();

/** The redirects of a site; cached until one of them changes. */
export const getRedirects = (siteId: number) =>
  unstable_cache(
    async (): Promise<RedirectRule[]> => {
      const payload = await getPayload();
      const { docs } = await payload.find({
        collection: 'redirects',
        depth: 0,
        limit: 10_000,
        overrideAccess: true,
        where: { tenant: { equals: siteId } },
      });
      return docs.map((doc) => ({ from: doc.from, to: doc.to, status: Number(doc.status) as RedirectStatus }));
    },
    ['meridian-redirects', String(siteId)],
    { tags: [cacheTags.redirects(siteId)] },
  )();
