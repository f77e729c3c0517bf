/**
 * Shapes shared by the pure logic of the recruiting module: the per-instance configuration (SPEC §3.10) and the
 * search criteria that the URL (§2.7), the form (§2.10) and the filters (§4.5) read and write.
 */
import type {
  NamedEntity,
  OfferDetailResponse,
  RangeEntity,
  SearchResponse,
  TargetGroupEntity,
} from '@meridian/contracts';

/** The four brand variants (SPEC §1): 'default' is the parent group. */
export type VariantId = 'default' | 'brand-a' | 'brand-b' | 'brand-c';
export const VARIANT_IDS = ['default', 'brand-a', 'brand-b', 'brand-c'] as const satisfies readonly VariantId[];

/** Configurable list components (SPEC §2.13). */
export type ListComponent =
  'search' | 'filter' | 'reload' | 'initiativeapplication' | 'registerfreelance' | 'allfreelance' | 'list' | 'metainfo';

/** Module modes (SPEC §1, §3.10). */
export type ModuleMode = 'link' | 'header' | 'list';

/** '' = any type, '3' = jobs, '4' = projects (SPEC §9.1). */
export type OfferTypeParam = '' | '3' | '4';

/** Internal career filter value (SPEC §4.5): single value. */
export type InternalCareer = '' | 'inhouse' | 'headquarter';

export interface TouchUrls {
  main?: string;
  job?: string;
  project?: string;
  register?: string;
}

/** Recruiting module configuration per instance (SPEC §3.10). Everything but the identity has a default. */
export interface RecruitingConfig {
  variant: VariantId;
  // Identity and hosts
  company: string;
  companyId: number;
  api: string;
  ads: string;
  tracking: string;
  // Listing
  /** Branch of a branch page; '0' = none (SPEC §4.4). */
  location: string;
  type: OfferTypeParam;
  /** Page size. */
  count: number;
  listComponents: ListComponent[];
  mode: ModuleMode;
  view: string;
  filterPosition: string;
  // Trade fair
  messemodus: boolean;
  /** UTM query part appended in trade-fair mode, e.g. 'utm_source=fair&utm_medium=qr' (no leading '?' or '&'). */
  utm: string;
  qrCodeUrl: string;
  // URLs
  maincareer: string;
  touchUrls: TouchUrls;
  recruitingUrl: string;
  initiativeUrl: string;
  /** The site's job-agent endpoint (POST /api/job-agents); '' where there is none (the standalone embed). */
  jobAgentEndpoint: string;
  pluginUri: string;
  // Preloaded data
  entryId: number;
  metadata: unknown;
  recruitingDetailData: OfferDetailResponse | null;
  recruitingListData: SearchResponse | null;
  // Display
  additionalFields: string[];
  additionalListFields: string[];
  // Preset filter lists (SPEC §7.3.4: the facet list call is skipped when one is configured)
  facultiesFilter: RangeEntity[] | null;
  targetgroupsFilter: TargetGroupEntity[] | null;
  typesFilter: NamedEntity[] | null;
  radiiFilter: NamedEntity[] | null;
  staffResponsibilitiesFilter: NamedEntity[] | null;
  jobtypesFilter: NamedEntity[] | null;
  workplacetypesFilter: NamedEntity[] | null;
  internalCareerFilter: NamedEntity[] | null;
  // Language and market
  prioLanguage: string;
  prioTargetmarket: string;
  language: string;
  tag: string;
  // Link mode and preset filters
  linkKeyword: string;
  linkText: string;
  linkLocation: string;
  linkRadius: string;
  /** Preset faculty codes, comma list (used when the URL has no valid `faculty`). */
  range: string;
  /** Preset target group ids, comma list (used when the URL has no valid `target`). */
  targetgroup: string;
  emotionImage: { desktop?: string; tablet?: string; phone?: string } | null;
}

/** A city as the module keeps it: 'name;lat;lon' in the URL (SPEC §2.7); coordinates null until geocoded. */
export interface CityValue {
  name: string;
  lat: number | null;
  lon: number | null;
}

/** What a search is made of: read from the URL, changed by the form and the filters. */
export interface SearchCriteria {
  keyword: string;
  city: CityValue | null;
  /** '' | '0' | '-' | '25' | '50' | '100' | '200' */
  radius: string;
  /** '0' = no branch; else an id or a comma list of ids. */
  branch: string;
  type: OfferTypeParam;
  /** Faculty codes (areaId*1000 + facultyId). */
  faculty: string[];
  target: string[];
  staffresponsibility: string[];
  jobtype: string[];
  workplacetype: string[];
  internalCareer: InternalCareer;
}

export const emptyCriteria = (): SearchCriteria => ({
  keyword: '',
  city: null,
  radius: '',
  branch: '0',
  type: '',
  faculty: [],
  target: [],
  staffresponsibility: [],
  jobtype: [],
  workplacetype: [],
  internalCareer: '',
});

/** Defaults for an instance; the CMS block and the standalone embed override what they know. */
export function defaultConfig(overrides: Partial<RecruitingConfig> = {}): RecruitingConfig {
  return {
    variant: 'default',
    company: 'velora',
    companyId: 1,
    api: '',
    ads: '',
    tracking: '',
    location: '0',
    type: '',
    count: 20,
    listComponents: ['search', 'filter', 'reload', 'initiativeapplication', 'list', 'metainfo'],
    mode: 'list',
    view: '',
    filterPosition: '',
    messemodus: false,
    utm: '',
    qrCodeUrl: '',
    maincareer: '',
    touchUrls: {},
    recruitingUrl: '',
    initiativeUrl: '',
    jobAgentEndpoint: '',
    pluginUri: '',
    entryId: 0,
    metadata: null,
    recruitingDetailData: null,
    recruitingListData: null,
    additionalFields: [],
    additionalListFields: [],
    facultiesFilter: null,
    targetgroupsFilter: null,
    typesFilter: null,
    radiiFilter: null,
    staffResponsibilitiesFilter: null,
    jobtypesFilter: null,
    workplacetypesFilter: null,
    internalCareerFilter: null,
    prioLanguage: 'de',
    prioTargetmarket: 'de',
    language: 'de',
    tag: '',
    linkKeyword: '',
    linkText: '',
    linkLocation: '',
    linkRadius: '',
    range: '',
    targetgroup: '',
    emotionImage: null,
    ...overrides,
  };
}

/** Splits a comma list, dropping empty parts. */
export const splitList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * An id the API accepts in its comma lists: 1–9 digits (apps/api search-params). Longer digit runs are treated
 * as not numeric, so they fall back like any malformed value instead of failing the search with a 400.
 */
export const isIdPart = (value: string): boolean => /^\d{1,9}$/.test(value);
/** The API's maximum number of values in one comma list. */
export const MAX_LIST_VALUES = 50;
