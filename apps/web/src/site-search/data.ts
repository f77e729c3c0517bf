import 'server-only';
import { unstable_cache } from 'next/cache';
import { validateKeyword } from '@meridian/site-kit/site-search';
import { getPayload } from '@/cms/payload';
import { cacheTags } from '@/cms/cache-tags';
import type { ResolvedSite } from '@/sites/data';
import { pageHref } from '@/routing/links';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { contestText, pageText, searchDocuments, type SearchDocument, type SearchHit } from './rules';
import { searchOffersFor, type OfferHits } from '@/recruiting/site-search-offers';

/** What the search-result block shows (SPEC §2.6): computed on the server for `?keyword=`. */
export type SearchView =
  | { state: 'prompt'; keyword: '' }
  | { state: 'invalid'; keyword: string }
  | { state: 'results'; keyword: string; hits: SearchHit[]; offers: OfferHits | null };

/**
 * The searchable text of a site's published pages in one language (search-result pages themselves left out);
 * cached until that site's pages change, like the pages.
 */
const getSearchDocuments = (site: ResolvedSite, locale: SiteLocale) =>
  unstable_cache(
    async (): Promise<SearchDocument[]> => {
      const payload = await getPayload();
      // Contest blocks show a contest of the site: its texts count as the page's.
      const contests = await payload.find({
        collection: 'contests',
        locale: locale.lang,
        fallbackLocale: false,
        depth: 0,
        limit: 200,
        overrideAccess: true,
        where: { tenant: { equals: site.id } },
      });
      const related = { contests: new Map(contests.docs.map((contest) => [contest.id, contestText(contest)])) };
      const { docs } = await payload.find({
        collection: 'pages',
        locale: locale.lang,
        fallbackLocale: false,
        draft: false,
        depth: 0,
        limit: 1000,
        sort: 'createdAt',
        overrideAccess: true,
        where: { and: [{ tenant: { equals: site.id } }, { _status: { equals: 'published' } }] },
      });
      return docs
        .filter(
          (doc) => doc.title && doc.slug && !(doc.layout ?? []).some((block) => block.blockType === 'searchResults'),
        )
        .map((doc) => ({
          id: doc.id,
          title: doc.title,
          href: pageHref(locale, doc.slug, doc.id === site.homePageId),
          text: pageText(doc, related),
        }));
    },
    ['meridian-search-documents', String(site.id), locale.market, locale.lang as ContentLanguage],
    { tags: [cacheTags.sitePages(site.id)] },
  )();

/**
 * What a page's search-result block shows for `?keyword=`: the site's pages and, beside them, the site's offers
 * matching the keyword (from the recruiting API, linked to the career page); undefined when the page has no
 * such block.
 */
export async function searchViewFor(
  site: ResolvedSite,
  locale: SiteLocale,
  page: { layout?: { blockType: string }[] | null },
  rawKeyword: string | string[] | null | undefined,
  careerPath: string | null,
): Promise<SearchView | undefined> {
  if (!(page.layout ?? []).some((block) => block.blockType === 'searchResults')) return undefined;
  const raw = Array.isArray(rawKeyword) ? rawKeyword[0] : rawKeyword;
  const keyword = validateKeyword(raw);
  if (!keyword.ok)
    return keyword.error === 'empty' ? { state: 'prompt', keyword: '' } : { state: 'invalid', keyword: '' };
  const [documents, offers] = await Promise.all([
    getSearchDocuments(site, locale),
    careerPath ? searchOffersFor(site.key, locale, careerPath, keyword.keyword) : null,
  ]);
  return { state: 'results', keyword: keyword.keyword, hits: searchDocuments(documents, keyword.keyword), offers };
}
