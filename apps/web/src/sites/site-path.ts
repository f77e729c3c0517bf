import type { SiteLocale } from './languages';

/**
 * Meaning of a public path for one site: `/` (choose a language), `/{market}/{lang}/{slug…}` (a page), or
 * not found. Market and language must be one of the site's locales.
 */
export type SitePath =
  | { kind: 'root' }
  | { kind: 'page'; locale: SiteLocale; slugs: string[] }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export function parseSitePath(segments: readonly string[], locales: readonly SiteLocale[]): SitePath {
  if (segments.length === 0) return { kind: 'root' };
  const [market, lang, ...slugs] = segments;
  const locale = locales.find((l) => l.market === market && l.lang === lang);
  if (!locale) return { kind: 'not-found' };
  if (!slugs.every((slug) => SLUG.test(slug))) return { kind: 'not-found' };
  return { kind: 'page', locale, slugs };
}
