/**
 * Career search page query parameters (SPEC §2.7) read on load with the validation of §5.1, and written back after
 * an in-place search (§2.10). Malformed input never throws: every parameter falls back as the spec says.
 */
import { KEYWORD_MAX_LENGTH, RADIUS_OPTIONS } from '@meridian/contracts';
import {
  isIdPart,
  MAX_LIST_VALUES,
  splitList,
  type CityValue,
  type InternalCareer,
  type OfferTypeParam,
  type RecruitingConfig,
  type SearchCriteria,
} from './types.ts';
import type { VariantRules } from './variants.ts';

/** The only UTM parameters passed on (SPEC §2.9). */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

/** Form limits (SPEC §5.2) also bound what the URL may carry. */
export { KEYWORD_MAX_LENGTH };
export const CITY_MAX_LENGTH = 50;

export interface CareerPageParams {
  criteria: SearchCriteria;
  /** Trade-fair mode from `messemodus` (or the instance configuration). */
  tradeFair: boolean;
  /** Raw `messemodus` value, passed on in detail URLs ('' when absent). */
  messemodus: string;
  utm: UtmParams;
  /** Whether the page URL had a query string at all (SPEC §4.3: preloaded list data only without one). */
  hasQueryString: boolean;
  /** Offers before the last page shown (`offset`, the no-JS 'load more'): the server renders 1 … offset + count. */
  offset: number;
}

/**
 * Query string → first value per name; `null` marks a value whose percent-encoding is broken. Never throws.
 * '+' is a space (form encoding).
 */
export function parseQueryString(query: string): Map<string, string | null> {
  const result = new Map<string, string | null>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  if (body === '') return result;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawName = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const name = safeDecode(rawName);
    if (name === null || result.has(name)) continue; // first occurrence wins, like URLSearchParams.get
    result.set(name, safeDecode(rawValue));
  }
  return result;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

// Control characters and markup brackets never belong in a keyword or a city name; nor does U+FFFD, what a
// malformed escape becomes once a layer before us decoded it leniently (the server's request URL does).
const FORBIDDEN_TEXT = /[\p{Cc}<>\ufffd]/u;

/** Keyword: trimmed; malformed (undecodable, control characters, markup, over 100 characters) → '' (SPEC §5.1). */
export function validateKeyword(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed.length > KEYWORD_MAX_LENGTH || FORBIDDEN_TEXT.test(trimmed)) return '';
  return trimmed;
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?(e-?\d+)?$/i;

function parseCoordinate(value: string, limit: number): number | null {
  const trimmed = value.trim();
  if (!COORDINATE.test(trimmed)) return null;
  const number = Number(trimmed);
  if (!Number.isFinite(number) || Math.abs(number) > limit) return null;
  return number + 0; // normalises -0
}

/**
 * City 'name;lat;lon' (SPEC §2.7) or a bare name (geocoded before the first search, §4.3). Malformed → null
 * (SPEC §5.1: empty).
 */
export function parseCity(value: string | null | undefined): CityValue | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(';');
  const name = (parts[0] ?? '').trim();
  if (name === '' || name.length > CITY_MAX_LENGTH || FORBIDDEN_TEXT.test(name)) return null;
  if (parts.length === 1) return { name, lat: null, lon: null };
  if (parts.length !== 3) return null;
  const lat = parseCoordinate(parts[1]!, 90);
  const lon = parseCoordinate(parts[2]!, 180);
  if (lat === null || lon === null) return null;
  return { name, lat, lon };
}

export function formatCity(city: CityValue): string {
  return city.lat !== null && city.lon !== null ? `${city.name};${city.lat};${city.lon}` : city.name;
}

/**
 * Radius (SPEC §5.1): accepted only if at most 3 characters, numeric, and one of the radius options. '-' is an
 * option of the form's select (§5.2), where it means "no radius" and clears the field; it is not numeric, so as a
 * parameter it is empty too. Valid: 25, 50, 100, 200.
 */
export function isValidRadius(value: string): boolean {
  return value.length <= 3 && /^\d+$/.test(value) && (RADIUS_OPTIONS as readonly string[]).includes(value);
}

/**
 * The radius read from the URL: valid → itself; invalid → empty. "Empty" is the variant's default radius
 * ('' for most, '0' for the variant whose default is '0'), and an absent radius is the default too. A radius
 * without a city means nothing (it is sent only with coordinates, §7.3.1): empty as well, so that nothing shows it
 * as applied (the form's select, the radius filter, the filter counter).
 */
export function validateRadius(
  value: string | null | undefined,
  rules: Pick<VariantRules, 'defaultRadius'>,
  city: CityValue | null | undefined = undefined,
): string {
  if (typeof value !== 'string' || city === null) return rules.defaultRadius;
  return isValidRadius(value) ? value : rules.defaultRadius;
}

/** The radius a search really applies: a valid one with a city, else the variant's default (SPEC §5.1, §7.3.1). */
export const appliedRadius = (
  criteria: Pick<SearchCriteria, 'city' | 'radius'>,
  rules: Pick<VariantRules, 'defaultRadius'>,
): string => validateRadius(criteria.radius, rules, criteria.city);

/** Largest no-JS 'load more' offset the server renders (SPEC §4.3 paging through the `offset` parameter). */
export const MAX_PAGE_OFFSET = 1000;

/**
 * `offset` (the no-JS 'load more', SPEC §4.3: offset advances by count): a whole number of offers from 0 to
 * MAX_PAGE_OFFSET; anything else 0 (the first page).
 */
export function validateOffset(value: string | null | undefined): number {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return 0;
  const offset = Number(value);
  return offset <= MAX_PAGE_OFFSET ? offset : 0;
}

/** faculty / target (SPEC §5.1): every comma part numeric, else the configured preset. */
export function validateNumericList(value: string | null | undefined, fallback: string): string[] {
  const valid = (parts: string[]) => parts.length <= MAX_LIST_VALUES && parts.every(isIdPart);
  if (typeof value === 'string') {
    const parts = value.split(',').map((part) => part.trim());
    if (parts.length > 0 && valid(parts)) return parts;
  }
  const preset = splitList(fallback);
  return valid(preset) ? preset : [];
}

/**
 * branch (SPEC §5.1): a comma list keeps only its numeric parts; a single non-numeric value becomes '0' (so does a
 * list without any numeric part). Absent → the configured location.
 */
export function validateBranch(value: string | null | undefined, fallbackLocation = '0'): string {
  if (typeof value !== 'string')
    return value === undefined && fallbackLocation !== '0' ? validateBranch(fallbackLocation) : '0';
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 1) return isIdPart(parts[0]!) ? parts[0]! : '0';
  const numeric = parts.filter(isIdPart).slice(0, MAX_LIST_VALUES);
  return numeric.length > 0 ? numeric.join(',') : '0';
}

export function validateType(value: string | null | undefined, fallback: OfferTypeParam): OfferTypeParam {
  return value === '3' || value === '4' ? value : fallback;
}

/** internalCareer (brand A's filter, single value, §4.5): 'inhouse' or 'headquarter'; anything else none. */
export const validateInternalCareer = (value: string | null | undefined): InternalCareer =>
  value === 'inhouse' || value === 'headquarter' ? value : '';

const isTruthyFlag = (value: string): boolean => value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/** Reads the career page parameters (SPEC §2.7) from `location.search`. */
export function readCareerParams(
  query: string,
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius'>,
): CareerPageParams {
  const params = parseQueryString(typeof query === 'string' ? query : '');
  const get = (name: string): string | null | undefined => params.get(name); // undefined = absent, null = malformed

  // search; on the touch URLs searchTerm or searchword; absent → linkKeyword (SPEC §2.7).
  let keyword: string;
  if (params.has('search')) keyword = validateKeyword(get('search'));
  else if (params.has('searchTerm')) keyword = validateKeyword(get('searchTerm'));
  else if (params.has('searchword')) keyword = validateKeyword(get('searchword'));
  else keyword = validateKeyword(config.linkKeyword);

  const rawMessemodus = get('messemodus');
  const messemodus = typeof rawMessemodus === 'string' ? rawMessemodus : '';
  const tradeFair = params.has('messemodus') ? isTruthyFlag(messemodus) : config.messemodus;

  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = get(key);
    if (typeof value === 'string' && value !== '' && !FORBIDDEN_TEXT.test(value)) utm[key] = value;
  }

  const city = parseCity(get('city'));
  return {
    criteria: {
      keyword,
      city,
      radius: validateRadius(get('radius'), rules, city),
      branch: params.has('branch') ? validateBranch(get('branch')) : validateBranch(undefined, config.location),
      type: validateType(get('type'), validateType(config.type, '')),
      faculty: validateNumericList(get('faculty'), config.range),
      target: validateNumericList(get('target'), config.targetgroup),
      // Not in §2.7's table: written by the filters (and their no-JS links) so that a reload keeps them.
      staffresponsibility: validateNumericList(get('staffresponsibility'), ''),
      jobtype: validateNumericList(get('jobtype'), ''),
      workplacetype: validateNumericList(get('workplacetype'), ''),
      internalCareer: validateInternalCareer(get('internalCareer')),
    },
    tradeFair,
    messemodus: tradeFair ? messemodus || '1' : '',
    utm,
    hasQueryString: params.size > 0,
    offset: validateOffset(get('offset')),
  };
}

/** Encodes a query value, keeping ',' and ';' readable and spaces as '+'. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3B/gi, ';').replace(/%20/g, '+');
}

export function buildQueryString(entries: ReadonlyArray<readonly [string, string]>): string {
  return entries.map(([name, value]) => `${encodeQueryValue(name)}=${encodeQueryValue(value)}`).join('&');
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The query string after an in-place search (SPEC §2.10), without '?'. Writes only what differs from what the
 * page would read without it: radius only if it differs from the default, presets and the branch page's location
 * are left out, trade-fair mode and the UTM parameters are kept.
 */
export function writeCareerQuery(
  criteria: SearchCriteria,
  config: RecruitingConfig,
  rules: Pick<VariantRules, 'defaultRadius'>,
  extra: { messemodus?: string; tradeFair?: boolean; utm?: UtmParams } = {},
): string {
  const entries: [string, string][] = [];
  if (criteria.keyword !== '') entries.push(['search', criteria.keyword]);
  // An explicitly empty search keeps the link keyword from coming back (SPEC §2.7: only an absent search falls back).
  else if (validateKeyword(config.linkKeyword) !== '') entries.push(['search', '']);
  if (criteria.city) entries.push(['city', formatCity(criteria.city)]);
  const radius = appliedRadius(criteria, rules);
  if (radius !== rules.defaultRadius) entries.push(['radius', radius]);
  if (criteria.faculty.length > 0 && !sameList(criteria.faculty, validateNumericList(undefined, config.range))) {
    entries.push(['faculty', criteria.faculty.join(',')]);
  }
  if (criteria.target.length > 0 && !sameList(criteria.target, validateNumericList(undefined, config.targetgroup))) {
    entries.push(['target', criteria.target.join(',')]);
  }
  if (criteria.branch !== '0' && criteria.branch !== validateBranch(undefined, config.location))
    entries.push(['branch', criteria.branch]);
  if (criteria.type !== '' && criteria.type !== validateType(config.type, '')) entries.push(['type', criteria.type]);
  for (const name of ['staffresponsibility', 'jobtype', 'workplacetype'] as const) {
    if (criteria[name].length > 0) entries.push([name, criteria[name].join(',')]);
  }
  // So that a reload or a shared link keeps it.
  if (criteria.internalCareer) entries.push(['internalCareer', criteria.internalCareer]);
  if (extra.tradeFair) entries.push(['messemodus', extra.messemodus || '1']);
  for (const key of UTM_KEYS) {
    const value = extra.utm?.[key];
    if (value) entries.push([key, value]);
  }
  return buildQueryString(entries);
}

/** Removes one parameter from a query string, keeping the others as they are (SPEC §2.12: 'branch'). */
export function removeQueryParam(query: string, name: string): string {
  const body = query.startsWith('?') ? query.slice(1) : query;
  return body
    .split('&')
    .filter((pair) => pair !== '' && safeDecode(pair.split('=')[0]!) !== name)
    .join('&');
}

/** The UTM parameters as a query part ('' when none), in the spec's order. */
export function utmQuery(utm: UtmParams): string {
  return buildQueryString(UTM_KEYS.filter((key) => utm[key]).map((key) => [key, utm[key]!] as const));
}
