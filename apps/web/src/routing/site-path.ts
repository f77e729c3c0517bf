import type { SiteLocale } from '@/sites/languages';

/**
 * Meaning of a public path for one site: `/` (choose a language), `/{market}/{lang}/{slug…}` (a page), or
 * not found. Market and language must be one of the site's locales.
 */
export type SitePath = { kind: 'root' } | { kind: 'page'; locale: SiteLocale; slugs: string[] } | { kind: 'not-found' };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export function parseSitePath(segments: readonly string[], locales: readonly SiteLocale[]): SitePath {
  if (segments.length === 0) return { kind: 'root' };
  const [market, lang, ...slugs] = segments;
  const locale = locales.find((l) => l.market === market && l.lang === lang);
  if (!locale) return { kind: 'not-found' };
  if (!slugs.every((slug) => SLUG.test(slug))) return { kind: 'not-found' };
  return { kind: 'page', locale, slugs };
}

/**
 * A detail URL below a page, {maincareer}/{jobId}/{urlpart} (SPEC §2.8): `[slug, jobId, urlpart]` (or without the
 * urlpart, which then redirects to the canonical URL) with a positive numeric job id → the job id and the path's
 * urlpart; anything else → null.
 */
export function offerPath(slugs: readonly string[]): { jobId: number; urlpart: string | undefined } | null {
  if ((slugs.length !== 3 && slugs.length !== 2) || !/^\d{1,15}$/.test(slugs[1]!)) return null;
  const jobId = Number(slugs[1]);
  return jobId > 0 && Number.isSafeInteger(jobId) ? { jobId, urlpart: slugs[2] } : null;
}
