/**
 * The recruiting API's wire contract (SPEC §3.6–§3.9). Field names are the spec's, to the letter: the
 * recruiting module and third-party embeds read them as they are.
 */

/** 3 = job, 4 = project (SPEC §9.1). */
export type OfferTypeId = 3 | 4;
export const OFFER_TYPE_JOB = 3 as const;
export const OFFER_TYPE_PROJECT = 4 as const;

/** Headquarter branch id (SPEC §9.1): `branch=113` filters head-office offers. */
export const HEADQUARTER_BRANCH_ID = 113;

/** Radius options in km (SPEC §9.1); '-' means "no radius". */
export const RADIUS_OPTIONS = ['-', '25', '50', '100', '200'] as const;

/** One entry of `search.matches` (SPEC §3.6). */
export interface OfferListItem {
  njobid: number;
  urlpart: string;
  sjobbez: string;
  /** Title with soft hyphens (U+00AD), present when `hyphen` was requested. */
  sjobbez_hyphen?: string;
  typeId: OfferTypeId;
  sniederlassungbez: string;
  nniederlassungid: number;
  uselocation_city: string;
  uselocation_country: string;
  seinsatzbereichbez: string;
  /** Comma list of codes, code = areaId * 1000 + facultyId. */
  neinsatzfachbereichset: string;
  /** Comma list of target group ids. */
  nzielgruppeset: string;
  /** Distance in km from the searched point; present only when lat/lon were given. */
  nentfernung?: number;
  /** Duration in weeks (projects). */
  nwochen?: number | null;
  /** Start date, dd.mm.yyyy. */
  seintritt?: string | null;
  numberPure?: string | null;
  inhouseRecruiting: boolean;
  staffResponsibilityId?: number | null;
  workplacetypeId?: number | null;
  jobtypeId?: number | null;
  tags: string[];
  annualSalaryMinimum?: number | null;
  annualSalaryMaximum?: number | null;
  /** e.g. 'YEAR', 'MONTH', 'HOUR'. */
  annualSalaryPeriod?: string | null;
  /** ISO 4217, e.g. 'EUR', 'CHF'. */
  annualSalaryCurrency?: string | null;
}

/** Offer detail (SPEC §3.7): the list item plus these. An empty object `{}` means "not available". */
export interface OfferDetail extends OfferListItem {
  sjobbez_hyphen: string;
  seinleitung_html: string;
  saufgabe_headline: string;
  saufgabe_html: string;
  sbenefits_headline: string;
  sbenefits_html: string;
  svoraussetzung_headline: string;
  svoraussetzung_html: string;
  sabbinder_html: string;
  sanspvorname: string;
  sanspnachname: string;
  sansptitelbez: string;
  sanspfunktion: string;
  sanspfon: string;
  /** Contact e-mail; falls back to `semail` when absent. */
  sanspemail?: string | null;
  semail: string;
  /** Contact photo URLs keyed by size; always has '480x480' (a default image when the contact has none). */
  sanspbild: { '480x480': string } & Record<string, string>;
  sjobnr: string;
  sorganisationbez: string;
  sstrasse: string;
  splz: string;
  sort: string;
  slandbez: string;
  workplacetypeName?: string | null;
  jobtypeName?: string | null;
  annualSalaryCurrencySymbol?: string | null;
  /** Locale used for number separators, e.g. 'de', 'en'. */
  ssprachenr: string;
  /** Image URL of a QR code for `qrCodeUrl`, present when it was requested. */
  qrcode?: string | null;
  uselocation_latitude: number;
  uselocation_longitude: number;
  /** (extension) Publication date, ISO yyyy-mm-dd: JobPosting `datePosted`. */
  publishedAt?: string;
  /** (extension) ISO 3166-1 alpha-2 country of the offer's location: JobPosting `addressCountry`. */
  countryCode?: string;
  /** (extension) The company the offer belongs to (`COMPANIES`): its page lives on that company's site. */
  companyId?: number;
}

/** (extension) One entry of GET /v4/recruiting/offer-urls: what a sitemap needs of an active offer. */
export interface OfferUrlEntry {
  njobid: number;
  urlpart: string;
  typeId: OfferTypeId;
  /** Last change, ISO 8601 date-time. */
  lastmod: string;
}

/** (extension) Response of GET /v4/recruiting/offer-urls. */
export interface OfferUrlsResponse {
  total: number;
  offers: OfferUrlEntry[];
}

export type OfferDetailResponse = OfferDetail | Record<string, never>;

/** Facet keys of `counts` (SPEC §3.8). */
export type FacetKey =
  | 'range'
  | 'targetgroup'
  | 'types'
  | 'radius'
  | 'staffResponsibilities'
  | 'jobtypes'
  | 'workplacetypes'
  | 'internalCareers';

export type FacetCounts = Partial<Record<FacetKey, Record<string, number>>> & {
  internalCareers?: { inhouse: number; headquarter: number };
};

/** Response of GET /v4/recruiting/search (SPEC §3.8). */
export interface SearchResponse {
  matches: OfferListItem[];
  counts: FacetCounts;
  has_more: boolean;
  total_found: number;
  total: number;
  initial: boolean;
  status: number;
  success: boolean;
  /** (extension) When a typed word was found only as a typo of another: the corrected keyword and its matches. */
  did_you_mean?: { query: string; total_found: number };
}

/** (extension) Response of GET /v4/recruiting/suggestions: job titles for what someone is typing. */
export interface TitleSuggestions {
  /** At most 5, most offers first; `count` is what a search for `title` with the same parameters finds. */
  suggestions: { title: string; count: number }[];
}

/** Branch (SPEC §3.9, §7.3.3): GET /v4/data/branches/{companyId}/{branchId} returns an array of these. */
export interface Branch {
  id: number;
  companyId: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  fon: string;
  email: string;
  latitude: number;
  longitude: number;
}

/** Area with faculties (SPEC §3.9). Exactly one area has `seinsatzbereichnr` 'TECHNIK'. */
export interface RangeEntity {
  neinsatzbereichid: number;
  seinsatzbereichnr: string;
  seinsatzbereichbez: string;
  faculties: { nfachbereichid: number; sfachbereichbez: string }[];
}

export interface TargetGroupEntity {
  nzielgruppeid: number;
  szielgruppebez: string;
}

/** Type, staff responsibility, job type, workplace type, internal career (SPEC §3.9). */
export interface NamedEntity {
  id: number | string;
  name: string;
}

/** Geocoding answer in the maps service's shape (SPEC §3.11). `{lang}` keys are added per page language. */
export interface GeocodingFeature {
  id: string;
  type: 'Feature';
  place_type: ('place' | 'region' | 'postcode')[];
  place_name: string;
  text: string;
  center: [number, number];
  geometry: { type: 'Point'; coordinates: [number, number] };
  [localized: `place_name_${string}` | `text_${string}`]: unknown;
}

export interface GeocodingResponse {
  type: 'FeatureCollection';
  query: string[];
  features: GeocodingFeature[];
}

/** Branch/office record of a map source (SPEC §3.12). */
export interface MapBranchRecord {
  name: string;
  street: string;
  zip: string;
  city: string;
  fon: string;
  email: string;
  latitude: number;
  longitude: number;
}

/** The four companies behind the sites; `company` is the lower-case key sent as `count=`. */
export interface Company {
  companyId: number;
  company: string;
  site: 'group' | 'brand-a' | 'brand-b' | 'brand-c';
  name: string;
  legalName: string;
}

export const COMPANIES: readonly Company[] = [
  { companyId: 1, company: 'velora', site: 'group', name: 'Velora Group', legalName: 'Velora Group SE' },
  {
    companyId: 2,
    company: 'kestrel',
    site: 'brand-a',
    name: 'Kestrel Engineering',
    legalName: 'Kestrel Engineering GmbH',
  },
  {
    companyId: 3,
    company: 'brightwork',
    site: 'brand-b',
    name: 'Brightwork Personal',
    legalName: 'Brightwork Personaldienstleistungen GmbH',
  },
  { companyId: 4, company: 'halden', site: 'brand-c', name: 'Halden Recruiting', legalName: 'Halden Recruiting GmbH' },
] as const;
