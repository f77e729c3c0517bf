import type { Payload } from 'payload';
import { buildPageTree, publishedTree, type PublishedTreeEntry } from './tree';

/**
 * The site's page tree in one language, for a navigation that follows it: only pages published in that language (a
 * title and a slug in it, no fallback to another language) and not hidden from menus; a page that is left out
 * leaves out its child pages too.
 */
export async function readPublishedPageTree(
  payload: Payload,
  siteId: number,
  lang: string,
): Promise<PublishedTreeEntry[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: lang as 'de',
    fallbackLocale: false,
    draft: false,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      title: true,
      navTitle: true,
      hideInMenus: true,
      slug: true,
      parent: true,
      tenant: true,
      _order: true,
      _status: true,
    },
    where: { tenant: { equals: siteId } },
  });
  return publishedTree(buildPageTree(docs, siteId));
}
