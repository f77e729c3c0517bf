import 'server-only';
import { requestLogger } from '@/lib/logger';
import { getPublishedPageById, getPublishedPageBySlug, resolveSite, type PublicPage, type ResolvedSite } from './data';
import { bestLocale, localePath, type SiteLocale } from './languages';
import { parseSitePath } from './site-path';

/** What a public URL shows: a published page, a redirect, or nothing. */
export type PageLookup =
  | { kind: 'page'; site: ResolvedSite; locale: SiteLocale; page: PublicPage }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'not-found' };

/**
 * Host and path segments → page. Shared by the page route and the `?type=24818` fragment route, so both
 * answer the same URLs the same way.
 */
export async function lookupPage(host: string | null, acceptLanguage: string | null, segments: readonly string[]): Promise<PageLookup> {
  const site = await resolveSite(host);
  if (!site) return { kind: 'not-found' };
  const parsed = parseSitePath(segments, site.locales);
  // Debug level only outside Production (the environment follows the host).
  requestLogger(host).debug({ site: site.key, segments, result: parsed.kind }, 'page lookup');
  if (parsed.kind === 'root') return { kind: 'redirect', location: localePath(bestLocale(site.locales, acceptLanguage)), permanent: false };
  if (parsed.kind === 'not-found' || parsed.slugs.length > 1) return { kind: 'not-found' };
  const { locale, slugs } = parsed;
  const slug = slugs[0];
  const page = slug
    ? await getPublishedPageBySlug(site.id, locale.lang, slug)
    : site.homePageId
      ? await getPublishedPageById(site.id, locale.lang, site.homePageId)
      : null;
  if (!page) return { kind: 'not-found' };
  // The home page answers at the locale root only.
  if (slug && page.id === site.homePageId) return { kind: 'redirect', location: localePath(locale), permanent: true };
  return { kind: 'page', site, locale, page };
}
