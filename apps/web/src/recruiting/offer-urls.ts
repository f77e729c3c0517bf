import 'server-only';
import { API_HEADER, COMPANIES, type OfferUrlsResponse } from '@meridian/contracts';
import { logger } from '@/server/logger';
import { companyOfSite, offerUrlsUrl } from './api-urls';

/** Offers change without the CMS knowing: sitemaps re-read them after at most this many seconds. */
export const OFFER_SITEMAP_REVALIDATE = 60;

/** Active offers of the site's company, one page of the recruiting API's offer list; null when the API fails. */
export async function fetchOfferUrls(
  siteKey: string,
  offset: number,
  limit: number,
): Promise<{ total: number; offers: { njobid: number; urlpart: string; lastmod: string }[] } | null> {
  if (!COMPANIES.some((company) => company.site === siteKey)) return { total: 0, offers: [] };
  try {
    const response = await fetch(offerUrlsUrl(companyOfSite(siteKey), offset, limit), {
      headers: { [API_HEADER]: 'sitemap' },
      next: { revalidate: OFFER_SITEMAP_REVALIDATE, tags: ['offers'] },
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`recruiting API answered ${response.status}`);
    const body = (await response.json()) as OfferUrlsResponse;
    return {
      total: body.total,
      offers: body.offers.map((o) => ({ njobid: o.njobid, urlpart: o.urlpart, lastmod: o.lastmod })),
    };
  } catch (error) {
    logger.warn({ err: error, siteKey }, 'offer list for the sitemap not available');
    return null;
  }
}
