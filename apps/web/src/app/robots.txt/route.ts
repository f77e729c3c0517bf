import { sitemapContext } from '@/seo/sitemap-data';
import { robotsTxt } from '@/seo/sitemap-rules';
import { withDatabaseFaults } from '@/outage/route-faults';

/** robots.txt per site: the host decides the site; outside Production everything stays out of the index. */
async function robots(request: Request) {
  const context = await sitemapContext(request);
  if (!context)
    return new Response('Bad Request\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(robotsTxt(context.origin, context.production), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(robots);
