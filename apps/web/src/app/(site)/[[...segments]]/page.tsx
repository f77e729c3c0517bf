import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { PageContent } from '@/components/PageContent';
import { NotFoundView, notFoundMetadata, requestedPath } from '@/components/not-found/NotFoundView';
import { NOT_FOUND_DOCUMENT_HEADER } from '@/routing/not-found-document';
import { SiteChrome } from '@/components/SiteChrome';
import { PREVIEW_PARAM } from '@/preview/token';
import { decodeFlash, FLASH_COOKIE } from '@/contest/flash';
import { getDraftPageSlugs, getPageSlugs, type ResolvedSite } from '@/sites/data';
import { localePath, type SiteLocale } from '@/sites/languages';
import { environmentFromHost, isDebugEnvironment } from '@/server/environment';
import { lookupPageOnce, type OfferHome } from '@/lookup/page-lookup';
import type { OfferDetail } from '@meridian/contracts';
import { jobPostingJsonLd, jsonLdScript, offerPageMeta } from '@meridian/recruiting/lib/job-posting';
import { offerAlternates, pageMetadata, requestOrigin } from '@/seo/metadata';
import { getMediaById, shareImageOf } from '@/seo/data';
import { searchViewFor } from '@/site-search/data';
import { careerPagePath } from '@/routing/chrome-links';
import { getTranslator } from '@meridian/i18n';
import { JobAgentPage } from '@/job-agents/components/JobAgentPage';
import { jobAgentPagePath } from '@/job-agents/links';
import { siteVoice } from '@/sites/themes';
import { AccountPage, accountGate, accountTitleKey } from '@/accounts/components/AccountPage';
import { accountPath } from '@/accounts/links';
import { accountPageProperties, accountUserProperties, analyticsUserId } from '@/accounts/analytics';
import { payloadSecret } from '@/cms/secret';

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ segments?: string[] }>; searchParams: Promise<SearchParams> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Finds what a public URL shows (shared with the `?type=24818` fragment route): the page, or redirect / 404.
 * null: nothing, and the proxy asked for the 404 page inline (routing/not-found-document.ts).
 */
async function lookup(segments: string[], searchParams: SearchParams) {
  const requestHeaders = await headers();
  const result = await lookupPageOnce(
    requestHeaders.get('host'),
    requestHeaders.get('accept-language'),
    segments.join('/'),
    first(searchParams[PREVIEW_PARAM]),
    requestHeaders.get('x-meridian-search') ?? '',
  );
  if (result.kind === 'redirect') {
    if (result.permanent) permanentRedirect(result.location);
    redirect(result.location);
  }
  if (result.kind !== 'page' && result.kind !== 'job-agent' && result.kind !== 'account') {
    if (requestHeaders.get(NOT_FOUND_DOCUMENT_HEADER) === '1') return null;
    notFound();
  }
  return result;
}

/** Canonical, hreflang alternates, title, description, Open Graph and Twitter card of a CMS page. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { segments = [] } = await params;
  const query = await searchParams;
  const found = await lookup(segments, query);
  if (!found) {
    const { host, pathname } = await requestedPath();
    return notFoundMetadata(host, pathname);
  }
  if (found.kind === 'job-agent') {
    const t = getTranslator(found.locale.lang, siteVoice(found.site.theme));
    const title = t(found.view === 'confirm' ? 'jobAgent.page.confirmTitle' : 'jobAgent.page.title');
    // Personal pages reached with a token: never indexed, the URL never sent to another site as a referrer.
    return { title: `${title} – ${found.site.name}`, robots: { index: false, follow: false }, referrer: 'same-origin' };
  }
  if (found.kind === 'account') {
    const t = getTranslator(found.locale.lang, siteVoice(found.site.theme));
    // Personal pages (some reached with a link's token): never indexed, no referrer leaves the site (same-origin,
    // not no-referrer: with that, browsers send `Origin: null` on the forms' POSTs and the origin check refuses them).
    return {
      title: `${t(accountTitleKey(found.view))} – ${found.site.name}`,
      robots: { index: false, follow: false },
      referrer: 'same-origin',
    };
  }
  const { site, locale, page, preview, offer } = found;
  const requestHeaders = await headers();
  const origin = requestOrigin(requestHeaders.get('host'), requestHeaders.get('x-forwarded-proto')) ?? '';
  const slugs = preview ? await getDraftPageSlugs(site.id) : await getPageSlugs(site.id);
  const image =
    shareImageOf(page.seo?.image) ??
    (site.shareImageId ? shareImageOf(await getMediaById(site.shareImageId, locale.lang)) : null);
  const metadata = pageMetadata({
    origin,
    site,
    locale,
    page: { title: page.title, description: page.description, seoTitle: page.seo?.title },
    isHome: page.id === site.homePageId,
    slugs: slugs[page.id],
    image,
    // Workspace previews (SPEC §2.6), valid or not, are never indexed (the proxy also sends X-Robots-Tag).
    noindex: preview !== null || query[PREVIEW_PARAM] !== undefined,
  });
  if (!offer?.detail) return metadata;
  const withOffer = offerMetadata(metadata, origin, site, locale, slugs[page.id] ?? {}, offer.detail);
  // The group site lists every company's offers; an offer's canonical URL is on its own company's site.
  return offer.home
    ? {
        ...withOffer,
        alternates: { canonical: offer.home.url },
        openGraph: { ...withOffer.openGraph, url: offer.home.url },
      }
    : withOffer;
}

/** An offer's own URL: its title, description, canonical and language alternates over the career page's. */
function offerMetadata(
  base: Metadata,
  origin: string,
  site: ResolvedSite,
  locale: SiteLocale,
  careerSlugs: Partial<Record<string, string>>,
  detail: OfferDetail,
): Metadata {
  const careers = site.locales
    .filter((l) => careerSlugs[l.lang])
    .map((l) => ({ locale: l, path: `${localePath(l)}/${careerSlugs[l.lang]}` }));
  const maincareer = `${localePath(locale)}/${careerSlugs[locale.lang]}`;
  const meta = offerPageMeta(detail, { origin, maincareer, name: site.name });
  const alternates = offerAlternates(origin, careers, locale, detail) ?? { canonical: meta.canonical, languages: {} };
  return {
    ...base,
    title: { absolute: meta.title },
    description: meta.description,
    alternates,
    openGraph: { ...base.openGraph, title: meta.title, description: meta.description, url: alternates.canonical },
    twitter: { ...base.twitter, title: meta.title, description: meta.description },
  };
}

/**
 * schema.org JobPosting of the offer a detail URL shows (Google's job search); null without the data. The hiring
 * organization is the offer's own company (on the group site, which shows all, that company's site: `home`).
 */
function jobPosting(
  origin: string,
  site: ResolvedSite,
  locale: SiteLocale,
  careerSlug: string | undefined,
  detail: OfferDetail,
  home: OfferHome | null,
): string | null {
  if (!careerSlug) return null;
  const hiring = home?.site ?? site;
  const hiringOrigin = home?.origin ?? origin;
  const data = jobPostingJsonLd(
    detail,
    {
      name: hiring.legalName || hiring.name,
      url: `${hiringOrigin}${localePath(hiring.locales.find((l) => l.lang === locale.lang) ?? hiring.locales[0] ?? locale)}`,
      logo: `${hiringOrigin}/brands/${hiring.key}/logo.svg`,
      sameAs: hiring.sameAs,
    },
    { origin, maincareer: `${localePath(locale)}/${careerSlug}` },
    locale.lang,
  );
  if (data && home) (data as Record<string, unknown>).url = home.url;
  return data ? jsonLdScript(data) : null;
}

/**
 * The chrome of a page that is no CMS page (a job agent's or an account's): no current page, no preview, and the
 * language switcher pointing at the same view in the other languages.
 */
async function PersonalPageChrome({
  site,
  locale,
  pathOf,
  userProperties,
  children,
}: {
  site: ResolvedSite;
  locale: SiteLocale;
  pathOf: (locale: SiteLocale) => string;
  userProperties?: Record<string, string | number | boolean>;
  children: React.ReactNode;
}) {
  const slugs = await getPageSlugs(site.id);
  return (
    <SiteChrome
      site={site}
      locale={locale}
      currentPageId={null}
      pageSlugs={slugs}
      preview={null}
      languageHref={pathOf}
      userProperties={userProperties}
    >
      {children}
    </SiteChrome>
  );
}

export default async function SitePage({ params, searchParams }: Props) {
  const { segments = [] } = await params;
  const query = await searchParams;
  const found = await lookup(segments, query);
  if (!found) return <NotFoundView {...await requestedPath()} />;
  if (found.kind === 'job-agent') {
    const token = first(query.token);
    return (
      <PersonalPageChrome
        site={found.site}
        locale={found.locale}
        pathOf={(locale) => jobAgentPagePath(locale, found.view, token)}
      >
        <JobAgentPage
          siteKey={found.site.key}
          locale={found.locale}
          voice={siteVoice(found.site.theme)}
          view={found.view}
          token={token}
          done={first(query.done)}
          edit={first(query.edit)}
        />
      </PersonalPageChrome>
    );
  }
  if (found.kind === 'account') {
    const candidate = await accountGate(found.locale, found.view);
    // The account pages are personal (never cached): a signed-in candidate's analytics properties go with them.
    const userProperties = candidate
      ? accountUserProperties(analyticsUserId(payloadSecret(), candidate.id), candidate.profile)
      : accountPageProperties();
    return (
      <PersonalPageChrome
        site={found.site}
        locale={found.locale}
        pathOf={(locale) => accountPath(locale, found.view)}
        userProperties={userProperties}
      >
        <AccountPage
          site={found.site}
          locale={found.locale}
          view={found.view}
          token={first(query.token)}
          done={first(query.done)}
          flashId={first(query.e)}
        />
      </PersonalPageChrome>
    );
  }
  const { site, locale, page, preview, offer } = found;
  const pageSlugs = preview ? await getDraftPageSlugs(site.id) : await getPageSlugs(site.id);
  const search = await searchViewFor(
    site,
    locale,
    page,
    query.keyword,
    careerPagePath(locale, site.careerPageId, pageSlugs),
  );
  // A contest entry posted from this page answers with a 303 back here; its outcome is in a cookie for this path.
  const contestFlash = decodeFlash((await cookies()).get(FLASH_COOKIE)?.value);
  const requestHeaders = await headers();
  // The recruiting module reads every §2.7 parameter from the raw query string (the proxy passes it on).
  const rawQuery = requestHeaders.get('x-meridian-search') ?? '';
  const debug = isDebugEnvironment(environmentFromHost(requestHeaders.get('host')));
  const origin = requestOrigin(requestHeaders.get('host'), requestHeaders.get('x-forwarded-proto')) ?? '';
  const posting = offer?.detail
    ? jobPosting(origin, site, locale, pageSlugs[page.id]?.[locale.lang], offer.detail, offer.home)
    : null;
  return (
    <SiteChrome site={site} locale={locale} currentPageId={page.id} pageSlugs={pageSlugs} preview={preview}>
      {posting ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: posting }} /> : null}
      <PageContent
        site={site}
        locale={locale}
        page={page}
        pageSlugs={pageSlugs}
        search={search}
        preview={preview?.token ?? null}
        contestFlash={contestFlash}
        debug={debug}
        rendering={{ live: true, query: rawQuery }}
        offerJobId={offer?.jobId ?? null}
      />
    </SiteChrome>
  );
}

export type { ResolvedSite, SiteLocale };
