import 'server-only';
import { detailUrl, getVariant, readCareerParams } from '@meridian/recruiting';
import type { SiteLocale } from '@/sites/languages';
import { blockConfig } from './config';
import { recruitingSite, searchOffers } from './server';

/** How many matching offers the site search shows beside the pages; the rest are one link away. */
export const SITE_SEARCH_OFFERS = 5;

/** An offer as the site search lists it. */
export interface OfferHit {
  id: number;
  title: string;
  href: string;
  /** Where: the offer's city (or branch). */
  place: string;
}

export interface OfferHits {
  hits: OfferHit[];
  /** All offers matching the keyword. */
  total: number;
  /** The career page searching the keyword: all of them. */
  allHref: string;
}

/**
 * The site's offers matching a site-search keyword, as its career page would find them for `?search=` (the
 * site's variant and company; the group site's career page lists every company's). Null when the API fails: the
 * pages are still shown.
 */
export async function searchOffersFor(
  siteKey: string,
  locale: SiteLocale,
  careerPath: string,
  keyword: string,
): Promise<OfferHits | null> {
  const config = blockConfig({ ...recruitingSite(siteKey, locale), pagePath: careerPath }, { mode: 'list' });
  const query = `search=${encodeURIComponent(keyword)}`;
  const { criteria } = readCareerParams(query, config, getVariant(config.variant));
  const list = await searchOffers(criteria, config, SITE_SEARCH_OFFERS);
  if (!list) return null;
  return {
    total: list.total_found ?? list.matches.length,
    allHref: `${careerPath}?${query}`,
    hits: list.matches.slice(0, SITE_SEARCH_OFFERS).map((offer) => ({
      id: offer.njobid,
      title: offer.sjobbez,
      href: detailUrl(offer, config),
      place: offer.uselocation_city || offer.sniederlassungbez || '',
    })),
  };
}
