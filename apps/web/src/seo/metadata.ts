/**
 * Search-engine and sharing metadata of a page: canonical URL, hreflang alternates (every translation,
 * itself included, plus x-default), title, description, Open Graph and Twitter card. Pure: the page's
 * generateMetadata feeds it the looked-up data.
 */
import type { Metadata } from 'next';
import { environmentFromHost } from '@/server/environment';
import type { ContentLanguage, SiteLocale } from '@/sites/languages';
import { alternateLinks } from '@/routing/links';

export interface ShareImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alt?: string | null;
}

export interface PageSeoInput {
  origin: string;
  site: { name: string; locales: readonly SiteLocale[]; tagline?: Partial<Record<ContentLanguage, string>> };
  locale: SiteLocale;
  page: { title: string; description?: string | null; seoTitle?: string | null };
  isHome: boolean;
  slugs: Partial<Record<ContentLanguage, string>> | undefined;
  image: ShareImage | null;
  /** A workspace preview or any other URL that must stay out of search engines. */
  noindex?: boolean;
}

/** hreflang code of a site locale: language plus market as region (de/en → en-DE). */
export const hreflangOf = (locale: SiteLocale): string => `${locale.lang}-${locale.market.toUpperCase()}`;
/** Open Graph locale (de/en → en_DE). */
export const ogLocaleOf = (locale: SiteLocale): string => `${locale.lang}_${locale.market.toUpperCase()}`;

/**
 * The site's origin for absolute URLs: https, except development hosts, which are http unless a TLS proxy says it
 * forwarded https (Next sets `x-forwarded-proto: http` on its own plain connections, so http is not trusted to
 * downgrade a production host). null for a host that is not a valid host name.
 */
export function requestOrigin(host: string | null, forwardedProto: string | null): string | null {
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host.trim())) return null;
  const https =
    forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https' || environmentFromHost(host) !== 'development';
  return `${https ? 'https' : 'http'}://${host.trim().toLowerCase()}`;
}

const absolute = (origin: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The page's title in search results and shares: the editor's SEO title, else page and site name. */
export function pageTitle(site: { name: string }, page: PageSeoInput['page'], isHome: boolean): string {
  const custom = page.seoTitle?.trim();
  if (custom) return custom;
  // A title that already names the site (home pages often do) is not given the name a second time.
  if (page.title.toLocaleLowerCase().includes(site.name.toLocaleLowerCase())) return page.title;
  return isHome ? `${site.name} – ${page.title}` : `${page.title} – ${site.name}`;
}

/** Alternates of a page: one per language it is translated into (itself included), and x-default. */
export function pageAlternates(input: Pick<PageSeoInput, 'origin' | 'site' | 'locale' | 'isHome' | 'slugs'>) {
  const links = alternateLinks(input.site.locales, input.locale, input.slugs, input.isHome).filter(
    (link) => link.translated,
  );
  const canonical = absolute(input.origin, links.find((link) => link.current)?.href ?? '/');
  const languages: Record<string, string> = Object.fromEntries(
    links.map((link) => [hreflangOf(link.locale), absolute(input.origin, link.href)]),
  );
  // x-default: the version in the site's default locale (its first), or the first translation there is.
  const fallback = links.find((link) => link.locale === input.site.locales[0]) ?? links[0];
  if (fallback) languages['x-default'] = absolute(input.origin, fallback.href);
  return { canonical, languages, translatedLocales: links.map((link) => link.locale) };
}

export function pageMetadata(input: PageSeoInput): Metadata {
  const title = pageTitle(input.site, input.page, input.isHome);
  // Without an editor's description, the site's claim in the page language (never an empty meta description).
  const description = input.page.description?.trim() || input.site.tagline?.[input.locale.lang]?.trim() || undefined;
  const { canonical, languages, translatedLocales } = pageAlternates(input);
  const images = input.image?.url
    ? [
        {
          url: absolute(input.origin, input.image.url),
          ...(input.image.width ? { width: input.image.width } : {}),
          ...(input.image.height ? { height: input.image.height } : {}),
          ...(input.image.alt ? { alt: input.image.alt } : {}),
        },
      ]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      url: canonical,
      siteName: input.site.name,
      title,
      description,
      locale: ogLocaleOf(input.locale),
      alternateLocale: translatedLocales.filter((l) => l !== input.locale).map(ogLocaleOf),
      images,
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      images: images?.map((image) => image.url),
    },
    ...(input.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}

/**
 * Alternates of an offer page (for the lead's offer route): the same offer below the career page in each language
 * the career page is published in, itself included, and x-default (the site's default locale).
 */
export function offerAlternates(
  origin: string,
  careers: readonly { locale: SiteLocale; path: string }[],
  current: SiteLocale,
  offer: { njobid: number; urlpart: string },
): { canonical: string; languages: Record<string, string> } | null {
  const url = (path: string) =>
    `${origin}${path.replace(/\/+$/, '')}/${offer.njobid}/${encodeURIComponent(offer.urlpart)}`;
  const own = careers.find((c) => c.locale.market === current.market && c.locale.lang === current.lang);
  if (!own) return null;
  const languages: Record<string, string> = Object.fromEntries(careers.map((c) => [hreflangOf(c.locale), url(c.path)]));
  languages['x-default'] = url(careers[0]!.path);
  return { canonical: url(own.path), languages };
}
