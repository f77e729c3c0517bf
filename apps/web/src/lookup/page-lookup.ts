import 'server-only';
import { cache } from 'react';
import { requestLogger } from '@/server/logger';
import {
  getDraftPageById,
  getDraftPageBySlug,
  getPublishedPageById,
  getPublishedPageBySlug,
  getPageSlugs,
  getSites,
  resolveSite,
  type PublicPage,
  type ResolvedSite,
} from '@/sites/data';
import { bestLocale, localePath, type SiteLocale } from '@/sites/languages';
import { PREVIEW_PARAM } from '@/preview/token';
import { previewFor, type Preview } from '@/preview/review-links';
import { offerPath, parseSitePath } from '@/routing/site-path';
import { offerRedirect, offerSite } from '@meridian/recruiting/lib/job-posting';
import { detailUrl } from '@meridian/recruiting/lib/links';
import { getVariant } from '@meridian/recruiting/lib/variants';
import { COMPANIES, type OfferDetail } from '@meridian/contracts';
import type { RecruitingBlock } from '@/payload-types';
import { blockConfig } from '@/recruiting/config';
import { getOfferDetail, recruitingSite } from '@/recruiting/server';
import { requestOrigin } from '@/seo/metadata';
import { jobAgentView } from '@/job-agents/links';
import { accountView, type AccountView } from '@/accounts/links';

/** What a public URL shows: a published page, a redirect, or nothing. */
export type PageLookup =
  | {
      kind: 'page';
      site: ResolvedSite;
      locale: SiteLocale;
      page: PublicPage;
      preview: Preview | null;
      /** `home`: the offer's own site when this one shows another company's offer (the group's lists them all). */
      offer?: { jobId: number; detail: OfferDetail | null; home: OfferHome | null };
    }
  | { kind: 'redirect'; location: string; permanent: boolean }
  /** A job agent's confirmation or management page (personal: never cached, never indexed). */
  | { kind: 'job-agent'; site: ResolvedSite; locale: SiteLocale; view: 'manage' | 'confirm' }
  /** A page of the candidate account, under the locale's own path names (personal: never cached, never indexed). */
  | { kind: 'account'; site: ResolvedSite; locale: SiteLocale; view: AccountView }
  | { kind: 'not-found' };

/**
 * Host and path segments → page. Shared by the page route and the `?type=24818` fragment route, so both
 * answer the same URLs the same way. With a valid workspace preview token (`ADMCMD_prev`) for this site the
 * newest draft is shown (uncached); any other token is logged and ignored: the published page.
 */
export async function lookupPage(
  host: string | null,
  acceptLanguage: string | null,
  segments: readonly string[],
  previewToken: string | null = null,
  /** The request's raw query string ('?…'): an offer's redirects keep it (trade-fair mode, UTM parameters). */
  query = '',
): Promise<PageLookup> {
  const site = await resolveSite(host);
  if (!site) return { kind: 'not-found' };
  const preview = await previewFor(previewToken, site.id, host);
  const bySlug = preview ? getDraftPageBySlug : getPublishedPageBySlug;
  const byId = preview ? getDraftPageById : getPublishedPageById;
  // Redirects keep a valid preview, so the editor stays in it.
  const keep = (location: string) =>
    preview ? `${location}?${PREVIEW_PARAM}=${encodeURIComponent(preview.token)}` : location;
  const parsed = parseSitePath(segments, site.locales);
  // Debug level only outside Production (the environment follows the host).
  requestLogger(host).debug({ site: site.key, segments, result: parsed.kind }, 'page lookup');
  if (parsed.kind === 'root')
    return { kind: 'redirect', location: keep(localePath(bestLocale(site.locales, acceptLanguage))), permanent: false };
  if (parsed.kind === 'not-found') return { kind: 'not-found' };
  const { locale } = parsed;
  const agentView = jobAgentView(parsed.slugs);
  if (agentView) return { kind: 'job-agent', site, locale, view: agentView };
  const account = accountView(locale.lang, parsed.slugs);
  if (account) return { kind: 'account', site, locale, view: account };
  // {maincareer}/{jobId}/{urlpart} (SPEC §2.8): the career page with that offer's detail open.
  const offer = offerPath(parsed.slugs);
  const slugs = offer ? parsed.slugs.slice(0, 1) : parsed.slugs;
  if (slugs.length > 1) return { kind: 'not-found' };
  const slug = slugs[0];
  const page = slug
    ? await bySlug(site.id, locale.lang, slug)
    : site.homePageId
      ? await byId(site.id, locale.lang, site.homePageId)
      : null;
  if (!page) return { kind: 'not-found' };
  // The home page answers at the locale root only.
  if (slug && page.id === site.homePageId && !offer)
    return { kind: 'redirect', location: keep(localePath(locale)), permanent: !preview };
  if (offer) {
    if (!hasListModule(page)) return { kind: 'not-found' };
    // An unknown or withdrawn offer ({} from the API) is the site's 404; an unreachable API still shows the page
    // (the module tries the detail in the browser); a wrong or missing urlpart redirects to the canonical URL.
    const detail = await getOfferDetail(offer.jobId, locale.lang);
    if (detail && Object.keys(detail).length === 0) return { kind: 'not-found' };
    let home: OfferHome | null = null;
    if (detail) {
      // Another company's offer is not shown inside this brand's site: it moves to its own site, or is a 404 there.
      const placement = await offerPlacement(site, locale, page, detail as OfferDetail, host);
      if (placement.kind === 'not-found') return { kind: 'not-found' };
      if (placement.kind === 'moved')
        return { kind: 'redirect', location: withQuery(placement.url, query), permanent: true };
      home = placement.home;
      const decision = offerRedirect(String(offer.jobId), offer.urlpart, detail as OfferDetail, {
        maincareer: localePathOf(locale, slug!),
      });
      // A wrong slug keeps the query string (messemodus, UTM parameters; a preview token is part of it).
      if (decision.kind === 'redirect')
        return {
          kind: 'redirect',
          location: query ? withQuery(decision.location, query) : keep(decision.location),
          permanent: !preview,
        };
      if (decision.kind !== 'ok') return { kind: 'not-found' };
    }
    return {
      kind: 'page',
      site,
      locale,
      page,
      preview,
      offer: { jobId: offer.jobId, detail: (detail as OfferDetail | null) ?? null, home },
    };
  }
  return { kind: 'page', site, locale, page, preview };
}

const localePathOf = (locale: SiteLocale, slug: string) => `${localePath(locale)}/${slug}`;

const withQuery = (location: string, query: string) =>
  query && query !== '?' ? `${location}${query.startsWith('?') ? query : `?${query}`}` : location;

/** An offer's own site, its origin and the offer's absolute URL there. */
export interface OfferHome {
  site: ResolvedSite;
  origin: string;
  url: string;
}

/**
 * Where an offer belongs: shown here (with its own site when that is another one, for the canonical URL and the
 * JSON-LD), moved to its company's site (absolute URL), or 'not-found' when that site or its career page is not known.
 */
async function offerPlacement(
  site: ResolvedSite,
  locale: SiteLocale,
  page: PublicPage,
  detail: OfferDetail,
  host: string | null,
): Promise<{ kind: 'here'; home: OfferHome | null } | { kind: 'moved'; url: string } | { kind: 'not-found' }> {
  const block = (page.layout ?? []).find(
    (entry) => entry.blockType === 'recruiting' && (entry.mode ?? 'list') === 'list',
  );
  const config = blockConfig(
    { ...recruitingSite(site.key, locale), pagePath: '' },
    (block ?? {}) as Partial<RecruitingBlock>,
  );
  const decision = offerSite(detail, {
    companyId: config.companyId,
    ownCompanyOffersOnly: getVariant(config.variant).ownCompanyOffersOnly,
  });
  if (decision.kind === 'elsewhere') {
    const home = await offerHomeElsewhere(decision.companyId, site, locale, detail, host);
    return home ? { kind: 'moved', url: home.url } : { kind: 'not-found' };
  }
  return { kind: 'here', home: await offerHomeElsewhere(Number(detail.companyId), site, locale, detail, host) };
}

/**
 * The offer's own site and its URL there when that site is not `site`: the site of the offer's company, in the
 * same language when it has it; null when it is this site, or when that site, its career page or a host is unknown.
 */
async function offerHomeElsewhere(
  companyId: number,
  site: ResolvedSite,
  locale: SiteLocale,
  detail: OfferDetail,
  host: string | null,
): Promise<OfferHome | null> {
  const siteKey = COMPANIES.find((company) => company.companyId === companyId)?.site;
  if (!siteKey || siteKey === site.key) return null;
  const owner = (await getSites()).find((candidate) => candidate.key === siteKey);
  if (!owner || owner.id === site.id || owner.careerPageId === null) return null;
  const ownerLocale =
    owner.locales.find((entry) => entry.lang === locale.lang && entry.market === locale.market) ??
    owner.locales.find((entry) => entry.lang === locale.lang) ??
    owner.locales[0];
  const careerSlug = ownerLocale ? (await getPageSlugs(owner.id))[owner.careerPageId]?.[ownerLocale.lang] : undefined;
  const ownerHost = hostLike(host, owner.hosts);
  const origin = ownerHost ? requestOrigin(ownerHost, null) : null;
  if (!ownerLocale || !careerSlug || !origin) return null;
  return {
    site: owner,
    origin,
    url: `${origin}${detailUrl(detail, { maincareer: localePathOf(ownerLocale, careerSlug), utm: '' })}`,
  };
}

/** The other site's host of the same kind as the request's (development `*.localhost` or not), with the request's port. */
function hostLike(requestHost: string | null, hosts: readonly string[]): string | null {
  const [hostname = '', port] = (requestHost ?? '').toLowerCase().split(':');
  const local = hostname === 'localhost' || hostname.endsWith('.localhost');
  const match =
    hosts.find(
      (candidate) =>
        (candidate === 'localhost' || candidate.endsWith('.localhost')) === local && candidate !== 'localhost',
    ) ?? hosts.find((candidate) => (candidate === 'localhost' || candidate.endsWith('.localhost')) === local);
  if (!match) return null;
  return local && port ? `${match}:${port}` : match;
}

const hasListModule = (page: PublicPage): boolean =>
  (page.layout ?? []).some((block) => block.blockType === 'recruiting' && (block.mode ?? 'list') === 'list');

/**
 * lookupPage once per request (React's request cache): the page route's metadata and body and the not-found
 * boundary all ask. The segments are keyed as one string because cache() compares arguments by identity.
 */
export const lookupPageOnce = cache(
  (host: string | null, acceptLanguage: string | null, path: string, previewToken: string | null, query = '') =>
    lookupPage(host, acceptLanguage, path === '' ? [] : path.split('/'), previewToken, query),
);
