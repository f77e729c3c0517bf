import 'server-only';
import { cache } from 'react';
import { requestLogger } from '@/lib/logger';
import {
  getDraftPageById,
  getDraftPageBySlug,
  getPublishedPageById,
  getPublishedPageBySlug,
  resolveSite,
  type PublicPage,
  type ResolvedSite,
} from './data';
import { bestLocale, localePath, type SiteLocale } from './languages';
import { PREVIEW_PARAM } from '@/lib/preview-token';
import { previewFor, type Preview } from './preview';
import { offerPath, parseSitePath } from './site-path';
import { offerRedirect } from '@meridian/recruiting/lib/job-posting';
import type { OfferDetail } from '@meridian/contracts';
import { getOfferDetail } from '@/recruiting/server';

/** What a public URL shows: a published page, a redirect, or nothing. */
export type PageLookup =
  | { kind: 'page'; site: ResolvedSite; locale: SiteLocale; page: PublicPage; preview: Preview | null; offer?: { jobId: number; detail: OfferDetail | null } }
  | { kind: 'redirect'; location: string; permanent: boolean }
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
): Promise<PageLookup> {
  const site = await resolveSite(host);
  if (!site) return { kind: 'not-found' };
  const preview = previewFor(previewToken, site.id, host);
  const bySlug = preview ? getDraftPageBySlug : getPublishedPageBySlug;
  const byId = preview ? getDraftPageById : getPublishedPageById;
  // Redirects keep a valid preview, so the editor stays in it.
  const keep = (location: string) => (preview ? `${location}?${PREVIEW_PARAM}=${encodeURIComponent(preview.token)}` : location);
  const parsed = parseSitePath(segments, site.locales);
  // Debug level only outside Production (the environment follows the host).
  requestLogger(host).debug({ site: site.key, segments, result: parsed.kind }, 'page lookup');
  if (parsed.kind === 'root') return { kind: 'redirect', location: keep(localePath(bestLocale(site.locales, acceptLanguage))), permanent: false };
  if (parsed.kind === 'not-found') return { kind: 'not-found' };
  const { locale } = parsed;
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
  if (slug && page.id === site.homePageId && !offer) return { kind: 'redirect', location: keep(localePath(locale)), permanent: !preview };
  if (offer) {
    if (!hasListModule(page)) return { kind: 'not-found' };
    // An unknown or withdrawn offer ({} from the API) is the site's 404; an unreachable API still shows the page
    // (the module tries the detail in the browser); a wrong or missing urlpart redirects to the canonical URL.
    const detail = await getOfferDetail(offer.jobId, locale.lang);
    if (detail && Object.keys(detail).length === 0) return { kind: 'not-found' };
    if (detail) {
      const decision = offerRedirect(String(offer.jobId), offer.urlpart, detail as OfferDetail, { maincareer: localePathOf(locale, slug!) });
      if (decision.kind === 'redirect') return { kind: 'redirect', location: keep(decision.location), permanent: !preview };
      if (decision.kind !== 'ok') return { kind: 'not-found' };
    }
    return { kind: 'page', site, locale, page, preview, offer: { jobId: offer.jobId, detail: (detail as OfferDetail | null) ?? null } };
  }
  return { kind: 'page', site, locale, page, preview };
}

const localePathOf = (locale: SiteLocale, slug: string) => `${localePath(locale)}/${slug}`;

const hasListModule = (page: PublicPage): boolean =>
  (page.layout ?? []).some((block) => block.blockType === 'recruiting' && (block.mode ?? 'list') === 'list');

/**
 * lookupPage once per request (React's request cache): the page route's metadata and body and the not-found
 * boundary all ask. The segments are keyed as one string because cache() compares arguments by identity.
 */
export const lookupPageOnce = cache((host: string | null, acceptLanguage: string | null, path: string, previewToken: string | null) =>
  lookupPage(host, acceptLanguage, path === '' ? [] : path.split('/'), previewToken),
);
