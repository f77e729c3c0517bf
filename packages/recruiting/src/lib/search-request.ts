/**
 * The recruiting API calls (SPEC §7.3) as plain request descriptions: path + query entries + headers. The
 * client (client/api.ts) joins them with `{api}` and fetches; nothing here touches the network.
 */
import { API_HEADER, CONTENT_LANGUAGES, HEADQUARTER_BRANCH_ID, MAX_OFFSET } from '@meridian/contracts';
import { buildQueryString, isValidRadius } from './url-params.ts';
import { isIdPart, MAX_LIST_VALUES, type RecruitingConfig, type SearchCriteria } from './types.ts';
import { getVariant, type VariantRules } from './variants.ts';

/** Header sent with search and detail calls (SPEC §7.3; product name fixed in ARCHITECTURE §5). */
export const API_HEADER_NAME = API_HEADER;
export const API_HEADERS: Readonly<Record<string, string>> = { [API_HEADER_NAME]: '' };

export interface ApiRequest {
  /** Path below `{api}`, starting with '/'. */
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
}

/** Full URL of a request: `{api}{path}?{query}`. */
export function requestUrl(api: string, request: Pick<ApiRequest, 'path' | 'query'>): string {
  const query = buildQueryString(request.query);
  return `${api.replace(/\/+$/, '')}${request.path}${query ? `?${query}` : ''}`;
}

/** SPEC §7.3.1: en or pl → 2, fr → 3, es → 5; omitted for de (and anything unknown). */
export const PRIO_LANGUAGE_CODES: Readonly<Record<string, string>> = { en: '2', pl: '2', fr: '3', es: '5' };
/** SPEC §7.3.1: at → 12, es → 23, fr → 26, pl → 28; omitted for de (and anything unknown). */
export const PRIO_TARGETMARKET_CODES: Readonly<Record<string, string>> = { at: '12', es: '23', fr: '26', pl: '28' };

const codeFor = (table: Readonly<Record<string, string>>, key: string): string | undefined =>
  Object.hasOwn(table, key.toLowerCase()) ? table[key.toLowerCase()] : undefined;

/** A branch is sent only if the location is numeric and not '0' (SPEC §5.2); a comma list of ids counts. */
export function branchToSend(branch: string): string | null {
  if (branch === '0' || branch === '') return null;
  return branch.split(',').every(isIdPart) ? branch : null;
}

/** Languages the API takes as `lang` (apps/api: de, en, fr, es); anything else is left out (the API's default de). */
export const API_LANGS = CONTENT_LANGUAGES;
export const MAX_PAGE_SIZE = 100;
export { MAX_OFFSET };

/**
 * A coordinate as the API parses it: plain decimal, at most 15 fraction digits, never exponent notation
 * (String(1e-7) would be '1e-7').
 */
export function formatCoordinate(value: number): string {
  const plain = String(value + 0);
  if (/^-?\d+(\.\d{1,15})?$/.test(plain)) return plain;
  const fixed = value.toFixed(15).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

export interface SearchPage {
  offset: number;
  /** Page size; defaults to the configured count. */
  limit?: number;
}

/** GET /v4/recruiting/search (SPEC §7.3.1). */
export function buildSearchRequest(criteria: SearchCriteria, config: RecruitingConfig, page: SearchPage): ApiRequest {
  const query: [string, string][] = [['hyphen', 'override']];
  const prioLanguage = codeFor(PRIO_LANGUAGE_CODES, config.prioLanguage);
  if (prioLanguage) query.push(['prioLanguage', prioLanguage]);
  const prioTargetmarket = codeFor(PRIO_TARGETMARKET_CODES, config.prioTargetmarket);
  if (prioTargetmarket) query.push(['prioTargetmarket', prioTargetmarket]);

  // Internal career 'headquarter' is the head-office branch (SPEC §7.3.1, §9.1: 113); it replaces a chosen branch.
  const branch =
    criteria.internalCareer === 'headquarter' ? String(HEADQUARTER_BRANCH_ID) : branchToSend(criteria.branch);
  if (branch) query.push(['branch', branch]);
  const lang = config.language.toLowerCase();
  if ((API_LANGS as readonly string[]).includes(lang)) query.push(['lang', lang]);
  // Facet counts only when the filter component is present.
  if (config.listComponents.includes('filter') && config.company) query.push(['count', config.company.toLowerCase()]);
  if (getVariant(config.variant).ownCompanyOffersOnly && config.company)
    query.push(['company', config.company.toLowerCase()]);
  // Page size and offset within what the API accepts (limit 1..100, offset ≤ 100000); a bad count means 20.
  const requested = Math.floor(page.limit ?? config.count);
  const limit = Number.isFinite(requested) && requested > 0 ? clamp(requested, 1, MAX_PAGE_SIZE) : 20;
  const offset = Number.isFinite(page.offset) ? clamp(Math.floor(page.offset), 0, MAX_OFFSET) : 0;
  query.push(['limit', String(limit)], ['offset', String(offset)]);
  if (offset > 0) query.push(['total', 'false']);
  if (criteria.type) query.push(['type', criteria.type]);
  if (config.additionalFields.includes('range')) query.push(['showRanges', 'true']);
  if (config.tag) query.push(['tag', config.tag]);
  if (criteria.keyword) query.push(['query', criteria.keyword]);
  const city = criteria.city;
  if (city && city.lat !== null && city.lon !== null) {
    query.push(['lat', formatCoordinate(city.lat)], ['lon', formatCoordinate(city.lon)]);
    // '' and '0' mean "no radius": the server's default applies.
    if (isValidRadius(criteria.radius)) query.push(['radius', criteria.radius]);
  }
  const lists: [string, string[]][] = [
    ['target', criteria.target],
    ['faculty', criteria.faculty],
    ['staffresponsibility', criteria.staffresponsibility],
    ['jobtype', criteria.jobtype],
    ['workplacetype', criteria.workplacetype],
  ];
  for (const [name, values] of lists) {
    // Only ids the API accepts, at most 50 (filters come from facet lists, the URL is validated; this is the last guard).
    const ids = [...new Set(values.filter(isIdPart))].slice(0, MAX_LIST_VALUES);
    if (ids.length > 0) query.push([name, ids.join(',')]);
  }
  if (criteria.internalCareer === 'inhouse') query.push(['inhouse', 'true']);
  return { path: '/v4/recruiting/search', query, headers: { ...API_HEADERS } };
}

/**
 * GET /v4/recruiting/details/{jobId}?prepare=active&hyphen=active&lang={page language} (SPEC §7.3.2); in
 * trade-fair mode the variant that shows a QR code adds qrCodeUrl = the encoded detail URL. The language is the
 * page's (or the embed's `language`), as for the search: without it the API answers in German.
 */
export function buildDetailRequest(
  jobId: number | string,
  options: {
    rules: Pick<VariantRules, 'detailQrCodeUrlInTradeFair'>;
    tradeFair: boolean;
    detailUrl?: string;
    language?: string;
  },
): ApiRequest {
  const query: [string, string][] = [
    ['prepare', 'active'],
    ['hyphen', 'active'],
  ];
  const lang = (options.language ?? '').toLowerCase();
  if ((API_LANGS as readonly string[]).includes(lang)) query.push(['lang', lang]);
  if (options.tradeFair && options.rules.detailQrCodeUrlInTradeFair && options.detailUrl)
    query.push(['qrCodeUrl', options.detailUrl]);
  return { path: `/v4/recruiting/details/${encodeURIComponent(String(jobId))}`, query, headers: { ...API_HEADERS } };
}

/** The parent group's company id, used fixed by some branch calls (SPEC §7.3.3). */
export const GROUP_COMPANY_ID = 1;

/** GET /v4/data/branches/{companyId}/{branchId}?type=1,2,3,4&extended=true (SPEC §7.3.3) with the variant's differences. */
export function buildBranchRequest(
  branchId: number | string,
  config: Pick<RecruitingConfig, 'companyId'>,
  rules: Pick<VariantRules, 'branchCallCompanyIdFixed' | 'branchCallExtended'>,
): ApiRequest {
  const companyId = rules.branchCallCompanyIdFixed ? GROUP_COMPANY_ID : config.companyId;
  const query: [string, string][] = [['type', '1,2,3,4']];
  if (rules.branchCallExtended) query.push(['extended', 'true']);
  return { path: `/v4/data/branches/${companyId}/${encodeURIComponent(String(branchId))}`, query, headers: {} };
}

/** Facet lists (SPEC §7.3.4) and the preset that replaces each call. */
export const FACET_LISTS = [
  { facet: 'range', path: '/v4/recruiting/ranges', query: [['faculties', 'true']], preset: 'facultiesFilter' },
  { facet: 'targetgroup', path: '/v4/recruiting/targetgroups', query: [], preset: 'targetgroupsFilter' },
  { facet: 'types', path: '/v4/recruiting/types', query: [], preset: 'typesFilter' },
  {
    facet: 'staffResponsibilities',
    path: '/v4/recruiting/staffresponsibilities',
    query: [],
    preset: 'staffResponsibilitiesFilter',
  },
  { facet: 'jobtypes', path: '/v4/recruiting/jobtypes', query: [], preset: 'jobtypesFilter' },
  { facet: 'workplacetypes', path: '/v4/recruiting/workplacetypes', query: [], preset: 'workplacetypesFilter' },
  { facet: 'internalCareers', path: '/v4/recruiting/internalcareers', query: [], preset: 'internalCareerFilter' },
] as const satisfies readonly {
  facet: string;
  path: string;
  query: readonly (readonly [string, string])[];
  preset: keyof RecruitingConfig;
}[];

export type FacetListName = (typeof FACET_LISTS)[number]['facet'];

/**
 * The facet list calls to make: one per filter group the variant shows, skipped when a preset list is configured
 * (SPEC §7.3.4). Radius has no list call (its options are fixed, §9.1).
 */
export function buildFacetListRequests(
  config: RecruitingConfig,
  groups: readonly string[],
): { facet: FacetListName; request: ApiRequest }[] {
  return FACET_LISTS.filter((list) => groups.includes(list.facet))
    .filter((list) => {
      const preset = config[list.preset];
      return !Array.isArray(preset) || preset.length === 0;
    })
    .map((list) => {
      const query: [string, string][] = list.query.map(([name, value]) => [name, value]);
      if (config.language) query.push(['lang', config.language]);
      return { facet: list.facet, request: { path: list.path, query, headers: {} } };
    });
}
