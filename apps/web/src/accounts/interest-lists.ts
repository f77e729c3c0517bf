/**
 * The interest options of a site's profile form in a language: the job search's facet lists as the site's career
 * pages read them (recruiting API, cached five minutes). A list the API does not answer is null (interests.ts).
 */
import 'server-only';
import { siteDefaults } from '@/recruiting/config';
import { facetLists, recruitingSite } from '@/recruiting/server';
import type { SiteLocale } from '@/sites/languages';
import { interestOptions, type InterestLists, type InterestOptions } from './interests';

export async function interestOptionsFor(siteKey: string, locale: SiteLocale): Promise<InterestOptions> {
  const config = siteDefaults({ ...recruitingSite(siteKey, locale), pagePath: '' });
  return interestOptions((await facetLists(config)) as InterestLists);
}
