import { sitemapContext, sitemapFileUrls } from '@/seo/sitemap-data';
import { parseSitemapFile, urlsetXml } from '@/seo/sitemap-rules';
import { withDatabaseFaults } from '@/outage/route-faults';
import { cacheTags } from '@/cms/cache-tags';
import { cacheTagHeaders } from '@/cms/cdn-purge';

const text = (body: string, status: number, extra: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...extra } });

/** One page or offer sitemap of the site: /sitemaps/pages-{n}.xml, /sitemaps/offers-{n}.xml. */
async function sitemapFile(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file: name } = await params;
  const file = name.length <= 40 ? parseSitemapFile(name) : null;
  if (!file) return text('Not Found', 404);
  const context = await sitemapContext(request);
  if (!context) return text('Bad Request', 400);
  const urls = await sitemapFileUrls(context.site, context.origin, file);
  if (urls === null) return text('Service Unavailable', 503, { 'retry-after': '60' });
  if (urls.length === 0 && !(file.kind === 'pages' && file.index === 1)) return text('Not Found', 404);
  return new Response(urlsetXml(urls), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=60',
      // Page sitemaps follow the pages; offer sitemaps the imports (their minute of max-age is all they keep).
      ...(file.kind === 'pages' ? cacheTagHeaders([cacheTags.sitePages(context.site.id)]) : {}),
    },
  });
}

/** Without the database: 503 with Retry-After instead of 500. */
export const GET = withDatabaseFaults(sitemapFile);
