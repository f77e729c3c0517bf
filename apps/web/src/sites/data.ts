import 'server-only';
import { unstable_cache } from 'next/cache';
import { getPayload } from '@/cms/payload';
import { cacheTags } from '@/cms/cache-tags';
import type { Navigation, Page, Site } from '@/payload-types';
import { hostnameOf } from '@/server/environment';
import { isContentLanguage, type ContentLanguage, type SiteLocale } from './languages';
import { relationId } from '@/cms/relation';
import type { PublishedTreeEntry } from '@/collections/Pages/tree';
import { readPublishedPageTree } from '@/collections/Pages/tree-data';

/** What the public pages need to know about a site; resolved from the request host. */
export interface ResolvedSite {
  id: number;
  key: string;
  name: string;
  legalName: string;
  theme: string;
  hosts: string[];
  locales: SiteLocale[];
  isDefault: boolean;
  homePageId: number | null;
  /** The page with the job search; offer pages live below it. */
  careerPageId: number | null;
  /** Default share image (Open Graph, Twitter) and the company's profiles elsewhere. */
  shareImageId: number | null;
  sameAs: string[];
  privacyPageId: number | null;
  legalNoticePageId: number | null;
  contact: Site['contact'];
  tagline: Partial<Record<ContentLanguage, string>>;
  /** Contact widget content (brand B); localized texts per language. */
  contactWidget: {
    heading: Partial<Record<ContentLanguage, string>>;
    channels: { kind: string; value: string; label: Partial<Record<ContentLanguage, string>> }[];
    hours: Partial<Record<ContentLanguage, string>>;
  };
}

/** All sites, cached until a site changes. */
export const getSites = unstable_cache(
  async (): Promise<ResolvedSite[]> => {
    const payload = await getPayload();
    const { docs } = await payload.find({
      collection: 'sites',
      locale: 'all',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    });
    return docs.map((site) => ({
      id: site.id,
      key: site.key,
      name: site.name,
      legalName: site.legalName,
      theme: site.theme,
      hosts: (site.hosts ?? []).map((h) => h.host.toLowerCase()),
      locales: (site.marketLanguages ?? [])
        .filter((l) => isContentLanguage(l.lang))
        .map((l) => ({ market: l.market, lang: l.lang as ContentLanguage })),
      isDefault: Boolean(site.isDefault),
      homePageId: relationId(site.homePage),
      careerPageId: relationId(site.careerPage),
      shareImageId: relationId(site.seo?.shareImage),
      sameAs: (site.seo?.sameAs ?? []).map((entry) => entry.url),
      privacyPageId: relationId(site.legal?.privacyPage),
      legalNoticePageId: relationId(site.legal?.legalNoticePage),
      contact: site.contact,
      tagline: (site.tagline ?? {}) as unknown as Partial<Record<ContentLanguage, string>>,
      contactWidget: {
        heading: (site.contactWidget?.heading ?? {}) as unknown as Partial<Record<ContentLanguage, string>>,
        channels: (site.contactWidget?.channels ?? []).map((channel) => ({
          kind: channel.kind,
          value: channel.value,
          label: (channel.label ?? {}) as unknown as Partial<Record<ContentLanguage, string>>,
        })),
        hours: (site.contactWidget?.hours ?? {}) as unknown as Partial<Record<ContentLanguage, string>>,
      },
    }));
  },
  ['meridian-sites'],
  { tags: [cacheTags.sites] },
);

/** Host → site; hosts no site claims fall back to the default site (the parent group). */
export async function resolveSite(host: string | null): Promise<ResolvedSite | null> {
  const sites = await getSites();
  const hostname = hostnameOf(host ?? '');
  return (
    sites.find((site) => site.hosts.includes(hostname)) ?? sites.find((site) => site.isDefault) ?? sites[0] ?? null
  );
}

export type PublicPage = Page;

/** One published page of a site in one language, matched by slug or by id; cached until that site's pages change. */
function findPublishedPage(siteId: number, lang: ContentLanguage, match: { slug: string } | { id: number }) {
  const [field, value] = 'slug' in match ? (['slug', match.slug] as const) : (['id', match.id] as const);
  return unstable_cache(
    async (): Promise<PublicPage | null> => {
      const payload = await getPayload();
      const { docs } = await payload.find({
        collection: 'pages',
        locale: lang,
        fallbackLocale: false,
        draft: false,
        depth: 2,
        limit: 1,
        overrideAccess: true,
        where: {
          and: [{ tenant: { equals: siteId } }, { [field]: { equals: value } }, { _status: { equals: 'published' } }],
        },
      });
      return docs[0] ?? null;
    },
    [`meridian-page-by-${field}`, String(siteId), lang, String(value)],
    { tags: [cacheTags.sitePages(siteId), ...('id' in match ? [cacheTags.page(match.id)] : [])] },
  )();
}

/**
 * Workspace preview (SPEC §2.6): the newest version of a page, draft or published. Never cached: drafts must
 * not reach Next's data cache, where a public render could pick them up.
 */
async function findDraftPage(
  siteId: number,
  lang: ContentLanguage,
  match: { slug: string } | { id: number },
): Promise<PublicPage | null> {
  const [field, value] = 'slug' in match ? (['slug', match.slug] as const) : (['id', match.id] as const);
  const payload = await getPayload();
  const { docs } = await payload.find({
    collection: 'pages',
    locale: lang,
    fallbackLocale: false,
    draft: true,
    depth: 2,
    limit: 1,
    overrideAccess: true,
    where: { and: [{ tenant: { equals: siteId } }, { [field]: { equals: value } }] },
  });
  return docs[0] ?? null;
}

export const getDraftPageBySlug = (siteId: number, lang: ContentLanguage, slug: string) =>
  findDraftPage(siteId, lang, { slug });
export const getDraftPageById = (siteId: number, lang: ContentLanguage, pageId: number) =>
  findDraftPage(siteId, lang, { id: pageId });

/** Preview: the slugs of the newest versions (a page renamed in a draft links under its new slug); uncached. */
export async function getDraftPageSlugs(
  siteId: number,
): Promise<Record<number, Partial<Record<ContentLanguage, string>>>> {
  const payload = await getPayload();
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'all',
    draft: true,
    depth: 0,
    limit: 1000,
    overrideAccess: true,
    select: { slug: true },
    where: { tenant: { equals: siteId } },
  });
  return Object.fromEntries(
    docs.map((doc) => [doc.id, (doc.slug ?? {}) as unknown as Partial<Record<ContentLanguage, string>>]),
  );
}

/** A published page of a site by its slug in one language. */
export const getPublishedPageBySlug = (siteId: number, lang: ContentLanguage, slug: string) =>
  findPublishedPage(siteId, lang, { slug });

/** A published page by id in one language (home, legal pages). */
export const getPublishedPageById = (siteId: number, lang: ContentLanguage, pageId: number) =>
  findPublishedPage(siteId, lang, { id: pageId });

/** The slug of every published page of a site, per language: links and the language switcher use it. */
export const getPageSlugs = (siteId: number) =>
  unstable_cache(
    async (): Promise<Record<number, Partial<Record<ContentLanguage, string>>>> => {
      const payload = await getPayload();
      const { docs } = await payload.find({
        collection: 'pages',
        locale: 'all',
        draft: false,
        depth: 0,
        limit: 1000,
        overrideAccess: true,
        select: { slug: true },
        where: { and: [{ tenant: { equals: siteId } }, { _status: { equals: 'published' } }] },
      });
      return Object.fromEntries(
        docs.map((doc) => [doc.id, (doc.slug ?? {}) as unknown as Partial<Record<ContentLanguage, string>>]),
      );
    },
    ['meridian-page-slugs', String(siteId)],
    { tags: [cacheTags.sitePages(siteId)] },
  )();

/** The one document a site has in a per-site collection (navigation, consent settings), in one language. */
export async function findSiteDocument<Slug extends 'navigation' | 'consent-settings'>(
  collection: Slug,
  siteId: number,
  lang: ContentLanguage,
) {
  const payload = await getPayload();
  const { docs } = await payload.find({
    collection,
    locale: lang,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    where: { tenant: { equals: siteId } },
  });
  return docs[0] ?? null;
}

export const getNavigation = (siteId: number, lang: ContentLanguage) =>
  unstable_cache(
    async (): Promise<Navigation | null> => findSiteDocument('navigation', siteId, lang),
    ['meridian-navigation', String(siteId), lang],
    { tags: [cacheTags.navigation(siteId)] },
  )();

/**
 * The site's page tree in one language, for a navigation that follows it (see readPublishedPageTree); cached until a
 * page of the site or its navigation changes.
 */
export const getPageTree = (siteId: number, lang: ContentLanguage) =>
  unstable_cache(
    async (): Promise<PublishedTreeEntry[]> => readPublishedPageTree(await getPayload(), siteId, lang),
    ['meridian-page-tree', String(siteId), lang],
    { tags: [cacheTags.sitePages(siteId), cacheTags.navigation(siteId)] },
  )();
