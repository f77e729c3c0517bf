import { sitemapContext, sitemapIndexEntries } from '@/seo/sitemap-data';
import { sitemapIndexXml } from '@/seo/sitemap-rules';
import { withDatabaseFaults } from '@/outage/route-faults';
import { cacheTags } from '@/cms/cache-tags';
import { cacheTagHeaders } from '@/cms/cdn-purge';

const XML = 'application/xml; charset=utf-8';

/**
 * The site's sitemap index: page and offer sitemaps. Pages are read from the tag-revalidated CMS cache,
 * offers from the recruiting API at most a minute old; the response itself is short-lived.
 */
async function sitemapIndex(request: Request) {
  const context = await sitemapContext(request);
  if (!context)
    return new Response('Bad Request\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const entries = await sitemapIndexEntries(context.site, context.origin);
  if (!entries)
    return new Response('Service Unavailable\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' },
    });
  return new Response(sitemapIndexXml(entries), {
    headers: {
      'content-type': XML,
      'cache-control': 'public, max-age=60',
      ...cacheTagHeaders([cacheTags.sitePages(context.site.id)]),
    },
  });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(sitemapIndex);
