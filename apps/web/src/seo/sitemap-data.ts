import 'server-only';
import { getPageSlugs, resolveSite, type ResolvedSite } from '@/sites/data';
import { environmentFromHost, isValidHostHeader } from '@/server/environment';
import { pageHref } from '@/routing/links';
import { requestOrigin } from './metadata';
import { getSitemapPages } from './data';
import { fetchOfferUrls } from '@/recruiting/offer-urls';
import {
  MAX_SITEMAP_URLS,
  chunk,
  newest,
  offerSitemapUrls,
  offersPerSitemap,
  pageSitemapUrls,
  sitemapFileName,
  type SitemapFile,
  type SitemapUrl,
} from './sitemap-rules';

/** The site and origin of a sitemap or robots.txt request; null for a host that is not a valid host name. */
export async function sitemapContext(
  request: Request,
): Promise<{ site: ResolvedSite; origin: string; production: boolean } | null> {
  const host = request.headers.get('host');
  if (!isValidHostHeader(host)) return null;
  const origin = requestOrigin(host, request.headers.get('x-forwarded-proto'));
  const site = await resolveSite(host);
  if (!origin || !site) return null;
  return { site, origin, production: environmentFromHost(host) === 'production' };
}

/** Paths of the career page in each language it is published in: the bases of the offer URLs. */
export async function careerPaths(site: ResolvedSite): Promise<string[]> {
  if (!site.careerPageId) return [];
  const slugs = (await getPageSlugs(site.id))[site.careerPageId] ?? {};
  return site.locales
    .filter((locale) => slugs[locale.lang])
    .map((locale) => pageHref(locale, slugs[locale.lang], false));
}

async function pageUrls(site: ResolvedSite, origin: string): Promise<SitemapUrl[]> {
  return pageSitemapUrls(origin, site.locales, site.homePageId, await getSitemapPages(site.id));
}

/** One offer sitemap's URLs, or null when the recruiting API does not answer (then 503, never an empty sitemap). */
async function offerUrls(site: ResolvedSite, origin: string, index: number): Promise<SitemapUrl[] | null> {
  const paths = await careerPaths(site);
  if (paths.length === 0) return [];
  const perFile = offersPerSitemap(paths.length);
  const page = await fetchOfferUrls(site.key, (index - 1) * perFile, perFile);
  return page && offerSitemapUrls(origin, paths, page.offers);
}

/** The index: every page sitemap and offer sitemap with the newest change in it. null when the API is down. */
export async function sitemapIndexEntries(
  site: ResolvedSite,
  origin: string,
): Promise<{ loc: string; lastmod?: string }[] | null> {
  const pages = chunk(await pageUrls(site, origin));
  const entries = pages.map((urls, i) => ({
    file: { kind: 'pages', index: i + 1 } as SitemapFile,
    lastmod: newest(urls.map((u) => u.lastmod)),
  }));
  const paths = await careerPaths(site);
  if (paths.length > 0) {
    const first = await fetchOfferUrls(site.key, 0, offersPerSitemap(paths.length));
    if (!first) return null;
    const files = Math.ceil(first.total / offersPerSitemap(paths.length));
    for (let index = 1; index <= files; index++) {
      const urls = index === 1 ? offerSitemapUrls(origin, paths, first.offers) : await offerUrls(site, origin, index);
      if (!urls) return null;
      entries.push({ file: { kind: 'offers', index }, lastmod: newest(urls.map((u) => u.lastmod)) });
    }
  }
  return entries.map((entry) => ({ loc: `${origin}/sitemaps/${sitemapFileName(entry.file)}`, lastmod: entry.lastmod }));
}

/** The URLs of one sitemap file; [] past the last file (→ 404), null when the API is down (→ 503). */
export async function sitemapFileUrls(
  site: ResolvedSite,
  origin: string,
  file: SitemapFile,
): Promise<SitemapUrl[] | null> {
  if (file.kind === 'pages') return chunk(await pageUrls(site, origin), MAX_SITEMAP_URLS)[file.index - 1] ?? [];
  return offerUrls(site, origin, file.index);
}
