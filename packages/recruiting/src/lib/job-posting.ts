/**
 * Search-engine view of an offer: schema.org JobPosting JSON-LD, the offer page's title, description and
 * canonical URL, and the redirect of an outdated slug. Pure functions; the offer page renders what they return.
 */
import type { OfferDetail } from '@meridian/contracts';
import sanitizeHtml from 'sanitize-html';
import { detailUrl } from './links.ts';

/** The company behind the site, as Google wants it in `hiringOrganization`. */
export interface JobPostingCompany {
  /** Legal or display name. */
  name: string;
  /** The company's website (absolute). */
  url: string;
  /** Absolute URL of the logo image. */
  logo: string;
  /** Absolute URLs of the company's profiles and websites. */
  sameAs: string[];
}

/** Where the offer lives: the site's origin and its career page path (the spec's `maincareer`). */
export interface JobPostingSite {
  /** e.g. https://www.kestrel-engineering.example (no trailing slash) */
  origin: string;
  /** Career page path or absolute URL, e.g. /de/de/karriere */
  maincareer: string;
  /** The apply flow is on the company's own site (Google's `directApply`). */
  directApply?: boolean;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JobPostingJsonLd = { '@context': 'https://schema.org'; '@type': 'JobPosting' } & Record<string, Json>;

/** Google's JobPosting employment types, from the offer's job type id (reference data of the API: 1..5). */
const EMPLOYMENT_TYPES: Record<number, string[]> = {
  1: ['FULL_TIME'],
  2: ['PART_TIME'],
  3: ['FULL_TIME', 'PART_TIME'],
  4: ['OTHER'], // apprenticeship: Google has no own value for it
  5: ['INTERN'],
};
/** Freelance projects (type 4) are contract work. */
const PROJECT_EMPLOYMENT_TYPE = ['CONTRACTOR'];
/** Workplace type id of fully remote work (reference data of the API). */
const REMOTE_WORKPLACE_TYPE = 3;
const SALARY_UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);

/** Country names the API writes (de/en/fr/es) → ISO 3166-1 alpha-2, for offers without `countryCode`. */
const COUNTRY_CODES: Record<string, string> = Object.fromEntries(
  (
    [
      ['DE', 'Deutschland', 'Germany', 'Allemagne', 'Alemania'],
      ['AT', 'Österreich', 'Austria', 'Autriche'],
      ['CH', 'Schweiz', 'Switzerland', 'Suisse', 'Suiza'],
      ['FR', 'Frankreich', 'France', 'Francia'],
      ['ES', 'Spanien', 'Spain', 'Espagne', 'España'],
      ['PL', 'Polen', 'Poland', 'Pologne', 'Polonia'],
    ] as const
  ).flatMap(([code, ...names]) => names.map((name) => [name.toLowerCase(), code])),
);

export function countryCodeOf(
  offer: Pick<OfferDetail, 'countryCode' | 'uselocation_country' | 'slandbez'>,
): string | null {
  if (offer.countryCode && /^[A-Z]{2}$/.test(offer.countryCode)) return offer.countryCode;
  for (const name of [offer.uselocation_country, offer.slandbez]) {
    const code = name ? COUNTRY_CODES[name.trim().toLowerCase()] : undefined;
    if (code) return code;
  }
  return null;
}

/** The tags JobPosting descriptions may carry (Google renders p, ul, li, headings, emphasis, br). */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'h5'],
  allowedAttributes: {},
};

export const sanitizeDescriptionHtml = (html: string | null | undefined): string =>
  sanitizeHtml(html ?? '', DESCRIPTION_HTML).trim();

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The offer's sections as one sanitised HTML description: intro, tasks, benefits, requirements, outro. */
export function offerDescriptionHtml(offer: OfferDetail): string {
  const section = (headline: string | undefined, html: string | undefined): string => {
    const body = sanitizeDescriptionHtml(html);
    if (!body) return '';
    return headline?.trim() ? `<h3>${escapeText(headline.trim())}</h3>${body}` : body;
  };
  return [
    section(undefined, offer.seinleitung_html),
    section(offer.saufgabe_headline, offer.saufgabe_html),
    section(offer.sbenefits_headline, offer.sbenefits_html),
    section(offer.svoraussetzung_headline, offer.svoraussetzung_html),
    section(undefined, offer.sabbinder_html),
  ]
    .filter(Boolean)
    .join('');
}

/** Plain text of HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');
const isoDate = (value: string | undefined): string | null =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/** Absolute canonical detail URL {origin}{maincareer}/{jobId}/{urlpart} (SPEC §2.8, never the trade-fair query). */
export function offerCanonicalUrl(
  offer: Pick<OfferDetail, 'njobid' | 'urlpart'>,
  site: Pick<JobPostingSite, 'origin' | 'maincareer'>,
): string {
  const path = detailUrl(offer, { maincareer: site.maincareer, utm: '' });
  return /^https?:\/\//.test(path) ? path : `${trimSlash(site.origin)}${path.startsWith('/') ? '' : '/'}${path}`;
}

function baseSalary(offer: OfferDetail): Json | null {
  const min = offer.annualSalaryMinimum;
  const max = offer.annualSalaryMaximum;
  const unit = offer.annualSalaryPeriod?.toUpperCase();
  const currency = offer.annualSalaryCurrency?.toUpperCase();
  const valid = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!currency || !/^[A-Z]{3}$/.test(currency) || !unit || !SALARY_UNITS.has(unit)) return null;
  if (!valid(min) && !valid(max)) return null;
  const value: Record<string, Json> = { '@type': 'QuantitativeValue', unitText: unit };
  if (valid(min) && valid(max) && min !== max) {
    value.minValue = Math.min(min, max);
    value.maxValue = Math.max(min, max);
  } else {
    value.value = valid(min) ? min : (max as number);
  }
  return { '@type': 'MonetaryAmount', currency, value };
}

function postalAddress(offer: OfferDetail): Record<string, Json> {
  const city = offer.uselocation_city?.trim() || offer.sort?.trim() || '';
  // Street and postcode are the branch's: use them only when the offer is in the branch's city.
  const atBranch = Boolean(offer.sort && city && offer.sort.trim().toLowerCase() === city.toLowerCase());
  const address: Record<string, Json> = { '@type': 'PostalAddress', addressLocality: city };
  if (atBranch && offer.sstrasse?.trim()) address.streetAddress = offer.sstrasse.trim();
  if (atBranch && offer.splz?.trim()) address.postalCode = offer.splz.trim();
  address.addressCountry = countryCodeOf(offer) ?? (offer.uselocation_country || offer.slandbez || '');
  return address;
}

/**
 * schema.org JobPosting for an offer (Google's job posting structured data): the required properties (title,
 * description as HTML, datePosted, hiringOrganization, jobLocation) and the recommended ones the data has.
 * null when the offer lacks what Google requires (no title, no publication date): no markup beats invalid markup.
 */
export function jobPostingJsonLd(
  offer: OfferDetail,
  company: JobPostingCompany,
  site: JobPostingSite,
  lang: string,
): JobPostingJsonLd | null {
  // Google wants the bare title: no markup.
  const title = plainText(offer.sjobbez ?? '')
    .replace(/[<>]/g, '')
    .trim();
  const datePosted = isoDate(offer.publishedAt);
  const description = offerDescriptionHtml(offer);
  if (!title || !datePosted || !description) return null;
  const url = offerCanonicalUrl(offer, site);
  const remote = offer.workplacetypeId === REMOTE_WORKPLACE_TYPE;
  const country = countryCodeOf(offer);

  const posting: JobPostingJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description,
    datePosted,
    url,
    inLanguage: lang,
    hiringOrganization: {
      '@type': 'Organization',
      name: offer.sorganisationbez?.trim() || company.name,
      sameAs: company.sameAs.length === 1 ? company.sameAs[0]! : company.sameAs,
      logo: company.logo,
      url: company.url,
    },
    jobLocation: {
      '@type': 'Place',
      address: postalAddress(offer),
      ...(Number.isFinite(offer.uselocation_latitude) && Number.isFinite(offer.uselocation_longitude)
        ? {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: offer.uselocation_latitude,
              longitude: offer.uselocation_longitude,
            },
          }
        : {}),
    },
  };
  const employmentType =
    offer.typeId === 4 ? PROJECT_EMPLOYMENT_TYPE : offer.jobtypeId ? EMPLOYMENT_TYPES[offer.jobtypeId] : undefined;
  if (employmentType) posting.employmentType = employmentType.length === 1 ? employmentType[0]! : employmentType;
  const salary = baseSalary(offer);
  if (salary) posting.baseSalary = salary;
  if (offer.sjobnr?.trim())
    posting.identifier = { '@type': 'PropertyValue', name: company.name, value: offer.sjobnr.trim() };
  if (site.directApply !== undefined) posting.directApply = site.directApply;
  if (remote) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = {
      '@type': 'Country',
      name: country ?? (offer.uselocation_country || 'DE'),
    };
  }
  return posting;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line separators are
 * escaped, so no value can close the script element (`</script>`) or open a comment.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface OfferPageMeta {
  title: string;
  description: string;
  canonical: string;
}

/** Title ("{title} in {city} – {site}"), meta description (the intro as text, ≤ 160 characters) and canonical URL. */
export function offerPageMeta(offer: OfferDetail, site: JobPostingSite & { name: string }): OfferPageMeta {
  const city = offer.uselocation_city?.trim();
  const title = `${offer.sjobbez.trim()}${city ? ` · ${city}` : ''} – ${site.name}`;
  const intro = plainText(offer.seinleitung_html ?? '') || plainText(offerDescriptionHtml(offer));
  return { title, description: truncateText(intro, 160), canonical: offerCanonicalUrl(offer, site) };
}

export type OfferRedirectDecision =
  { kind: 'ok' } | { kind: 'redirect'; status: 301; location: string } | { kind: 'not-found' } | { kind: 'gone' };

/**
 * What an offer URL {maincareer}/{jobId}/{slug} answers: a job id that is not a positive whole number → 404;
 * an unknown offer → 404, a withdrawn one (`{}` detail for a known id) → 410; a slug that is not the offer's
 * current one (renamed, missing, different case) → 301 to the canonical detail URL; otherwise the page.
 */
export function offerRedirect(
  pathJobId: string,
  pathSlug: string | undefined,
  offer: Pick<OfferDetail, 'njobid' | 'urlpart'> | null | undefined,
  config: { maincareer: string; withdrawn?: boolean },
): OfferRedirectDecision {
  if (!/^[1-9]\d{0,14}$/.test(pathJobId)) return { kind: 'not-found' };
  if (!offer || !offer.urlpart || offer.njobid !== Number(pathJobId))
    return config.withdrawn ? { kind: 'gone' } : { kind: 'not-found' };
  let slug: string | undefined;
  try {
    slug = pathSlug === undefined ? undefined : decodeURIComponent(pathSlug);
  } catch {
    slug = undefined;
  }
  if (slug === offer.urlpart) return { kind: 'ok' };
  return { kind: 'redirect', status: 301, location: detailUrl(offer, { maincareer: config.maincareer, utm: '' }) };
}

/**
 * Whose site an offer page belongs on: a site that shows only its own company's offers (the variant's
 * `ownCompanyOffersOnly`) shows another company's offer nowhere; the group site, which lists all companies, shows
 * every offer. An offer without a known company stays where it is.
 */
export function offerSite(
  offer: Pick<OfferDetail, 'companyId'>,
  site: { companyId: number; ownCompanyOffersOnly: boolean },
): { kind: 'here' } | { kind: 'elsewhere'; companyId: number } {
  const owner = Number(offer.companyId);
  if (!site.ownCompanyOffersOnly || !Number.isInteger(owner) || owner <= 0 || owner === site.companyId)
    return { kind: 'here' };
  return { kind: 'elsewhere', companyId: owner };
}
