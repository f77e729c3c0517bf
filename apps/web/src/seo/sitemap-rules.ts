/**
 * Sitemaps of a site (sitemaps.org protocol): `/sitemap.xml` is an index of page sitemaps
 * (`/sitemaps/pages-{n}.xml`) and offer sitemaps (`/sitemaps/offers-{n}.xml`), each at most 50,000 URLs. Pure:
 * route handlers feed them published pages and active offers; preview and admin URLs never get here.
 */
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { hreflangOf } from './metadata';
import { alternateLinks, pageHref } from '@/routing/links';

/** sitemaps.org: at most 50,000 URLs per sitemap. */
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates?: { hreflang: string; href: string }[];
}

export interface SitemapPage {
  id: number;
  slugs: Partial<Record<ContentLanguage, string>>;
  updatedAt: string;
}

export interface SitemapOffer {
  njobid: number;
  urlpart: string;
  lastmod: string;
}

export type SitemapFile = { kind: 'pages' | 'offers'; index: number };

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C datetime for lastmod; undefined when the value is not a date. */
export function w3cDate(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const hasAlternates = urls.some((url) => url.alternates?.length);
  const body = urls
    .map((url) => {
      const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
      for (const alt of url.alternates ?? [])
        parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  const ns = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `${XML_HEAD}<urlset ${ns}>\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod?: string }[]): string {
  const body = sitemaps
    .map(
      (s) =>
        `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** `pages-3.xml` → { kind: 'pages', index: 3 }; anything else (index 0, leading zeros, over 9999 files) → null. */
export function parseSitemapFile(name: string): SitemapFile | null {
  const match = /^(pages|offers)-([1-9]\d{0,3})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapFile['kind'], index: Number(match[2]) } : null;
}

export const sitemapFileName = (file: SitemapFile): string => `${file.kind}-${file.index}.xml`;

/** Every published page in every language it has a slug in, with its translations as hreflang alternates. */
export function pageSitemapUrls(
  origin: string,
  locales: readonly SiteLocale[],
  homePageId: number | null,
  pages: readonly SitemapPage[],
): SitemapUrl[] {
  return pages.flatMap((page) => {
    const isHome = page.id === homePageId;
    const translated = alternateLinks(locales, locales[0]!, page.slugs, isHome).filter((link) => link.translated);
    const alternates = translated.map((link) => ({ hreflang: hreflangOf(link.locale), href: `${origin}${link.href}` }));
    if (alternates.length > 1 && translated[0])
      alternates.push({ hreflang: 'x-default', href: `${origin}${translated[0].href}` });
    return translated.map((link) => ({
      loc: `${origin}${pageHref(link.locale, page.slugs[link.locale.lang], isHome)}`,
      lastmod: w3cDate(page.updatedAt),
      alternates: alternates.length > 1 ? alternates : undefined,
    }));
  });
}

/** Offers per offer sitemap: each offer is listed once per career page language, and a file holds ≤ 50,000 URLs. */
export const offersPerSitemap = (careerLanguages: number): number =>
  Math.max(1, Math.floor(MAX_SITEMAP_URLS / Math.max(1, careerLanguages)));

/** Offer detail URLs {career page}/{jobId}/{urlpart} (SPEC §2.8) in every language the career page has. */
export function offerSitemapUrls(
  origin: string,
  careerPaths: readonly string[],
  offers: readonly SitemapOffer[],
): SitemapUrl[] {
  return offers.flatMap((offer) =>
    careerPaths.map((career) => ({
      loc: `${origin}${career.replace(/\/+$/, '')}/${offer.njobid}/${encodeURIComponent(offer.urlpart)}`,
      lastmod: w3cDate(offer.lastmod),
    })),
  );
}

/** Splits URLs into sitemaps of at most `size`. */
export function chunk<T>(items: readonly T[], size = MAX_SITEMAP_URLS): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The newest of some W3C dates (for a sitemap's entry in the index). */
export function newest(dates: readonly (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

/** robots.txt: Production allows the site except CMS and internal APIs and names the sitemap; other environments stay out. */
export function robotsTxt(origin: string, production: boolean): string {
  const rules = production
    ? [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /cms-api',
        'Disallow: /api/',
        'Disallow: /*ADMCMD_prev=',
      ]
    : ['User-agent: *', 'Disallow: /'];
  return `${rules.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
