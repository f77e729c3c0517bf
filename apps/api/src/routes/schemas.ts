/**
 * The wire schemas of the API's answers: JSON Schema in the route definitions, from which @fastify/swagger derives
 * the OpenAPI document (src/openapi). One source of truth:
 *   - object schemas are built with `objectOf<T>()` from the contract types (packages/contracts): a field added to or
 *     removed from a contract, or one whose optionality changes, fails the typecheck until its schema follows;
 *   - answers are sent with JSON.stringify (app.ts), not serialized through these schemas, so nothing is dropped or
 *     coerced to fit them, and the contract test (src/openapi/contract.test.ts) can hold every real answer against
 *     the document — fields not documented included.
 */
import type {
  Branch,
  GeocodingFeature,
  GeocodingResponse,
  MapBranchRecord,
  NamedEntity,
  OfferDetail,
  OfferListItem,
  OfferUrlEntry,
  OfferUrlsResponse,
  RangeEntity,
  SearchResponse,
  TargetGroupEntity,
  TitleSuggestions,
} from '@meridian/contracts';
import { STATUS_CATALOGUE, type ErrorBody } from '../errors.ts';
import type { ImportReport, Rejection } from '../offers/import.ts';

export type JsonSchema = Record<string, unknown>;

const OPTIONAL = Symbol('optional');
/** A property the contract marks optional (`?:`): not in `required`. */
interface Optional {
  readonly [OPTIONAL]: true;
  readonly schema: JsonSchema;
}
type Present = JsonSchema & { readonly [OPTIONAL]?: never };
/** Exactly the keys of T, each optional one wrapped in `optional()`. */
export type Fields<T> = { [K in keyof T]-?: object extends Pick<T, K> ? Optional : Present };

export const optional = (schema: JsonSchema): Optional => ({ [OPTIONAL]: true, schema });

export function objectOf<T>(fields: Fields<T>, annotations: { description?: string } = {}): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields) as [string, Optional | Present][]) {
    if (OPTIONAL in field) properties[name] = (field as Optional).schema;
    else {
      properties[name] = field;
      required.push(name);
    }
  }
  return { type: 'object', ...annotations, properties, ...(required.length ? { required } : {}) };
}

export const int = (description?: string): JsonSchema => ({ type: 'integer', ...(description ? { description } : {}) });
export const num = (description?: string): JsonSchema => ({ type: 'number', ...(description ? { description } : {}) });
export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const bool = (description?: string): JsonSchema => ({
  type: 'boolean',
  ...(description ? { description } : {}),
});
/** `type: [type, 'null']`; the document is OpenAPI 3.1 (JSON Schema 2020-12), so this stays as it is. */
export const orNull = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type, 'null'] });
const arrayOf = (items: JsonSchema, description?: string): JsonSchema => ({
  type: 'array',
  items,
  ...(description ? { description } : {}),
});

// ---------------------------------------------------------------------------------------------------------------
// Errors (SPEC §8.1)

export const errorSchema = objectOf<ErrorBody>(
  {
    status: int('the HTTP status, repeated'),
    title: str('catalogue title of the status (SPEC §8.1)'),
    message: str('catalogue message of the status (SPEC §8.1)'),
    parameter: optional(str('400 only: the offending query parameter, path parameter or body field')),
    detail: optional(str('400 only: why the value was rejected')),
  },
  { description: 'The error catalogue entry of the status; never a stack trace or a database text.' },
);

export type ErrorStatus = 400 | 401 | 403 | 404 | 413 | 414 | 415 | 429 | 503;

const ERROR_WHEN: Record<ErrorStatus, string> = {
  400: 'A parameter is invalid (`parameter` names it, `detail` says why).',
  401: 'No valid `Authorization: Bearer` token (or no IMPORT_TOKEN is configured).',
  403: 'The `x-meridian-api` header is missing.',
  404: 'Not found.',
  413: 'The request body is larger than this endpoint accepts.',
  414: 'The request address is too long.',
  415: 'The content type of the body is not accepted: send `application/json`.',
  429: 'Too many requests from this client address in the current minute; `Retry-After` says when to try again.',
  503: 'The database is unavailable; `Retry-After` says when to try again.',
};

const retryAfter = { 'Retry-After': { type: 'integer', description: 'seconds to wait before retrying' } };

/** The catalogue error answers a route really sends, with the situation each one stands for. */
export function errorResponses(statuses: Partial<Record<ErrorStatus, string>>): Record<number, JsonSchema> {
  return Object.fromEntries(
    (Object.entries(statuses) as [string, string][]).map(([status, when]) => {
      const code = Number(status) as ErrorStatus;
      return [
        code,
        {
          ...errorSchema,
          description: `${STATUS_CATALOGUE[code]!.title}. ${when || ERROR_WHEN[code]}`,
          ...(code === 503 || code === 429 ? { headers: retryAfter } : {}),
        },
      ];
    }),
  );
}

/** Binary or text answers (images, PDF, script, HTML): the media type is the contract. */
export function mediaResponse(mediaType: string, description: string, headers?: JsonSchema): JsonSchema {
  const text = mediaType.startsWith('text/');
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { [mediaType]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } } },
  };
}

/** 304 to a matching `If-None-Match`: no body. */
export const notModified = {
  description: 'Not modified: the `If-None-Match` tag matches the current version; no body.',
  type: 'null',
} as const;

export const etagHeader = {
  ETag: { type: 'string', description: 'entity tag of the answer; send it as If-None-Match' },
};

// ---------------------------------------------------------------------------------------------------------------
// Offers (SPEC §3.6–§3.8)

const listItemFields: Fields<OfferListItem> = {
  njobid: int('job id'),
  urlpart: str('URL slug of the offer'),
  sjobbez: str('title'),
  sjobbez_hyphen: optional(str('title with soft hyphens (U+00AD); when `hyphen` was requested')),
  typeId: { type: 'integer', enum: [3, 4], description: '3 job, 4 project' },
  sniederlassungbez: str('branch name'),
  nniederlassungid: int('branch id'),
  uselocation_city: str(),
  uselocation_country: str(),
  seinsatzbereichbez: str('area name'),
  neinsatzfachbereichset: str('comma list of faculty codes (areaId*1000 + facultyId)'),
  nzielgruppeset: str('comma list of target group ids'),
  nentfernung: optional(num('distance in km from the searched point (with lat/lon)')),
  nwochen: optional(orNull(int('duration in weeks (projects)'))),
  seintritt: optional(orNull(str('start date, dd.mm.yyyy'))),
  numberPure: optional(orNull(str())),
  inhouseRecruiting: bool(),
  staffResponsibilityId: optional(orNull(int())),
  workplacetypeId: optional(orNull(int())),
  jobtypeId: optional(orNull(int())),
  tags: arrayOf(str()),
  annualSalaryMinimum: optional(orNull(num())),
  annualSalaryMaximum: optional(orNull(num())),
  annualSalaryPeriod: optional(orNull(str("e.g. 'YEAR', 'MONTH', 'HOUR'"))),
  annualSalaryCurrency: optional(orNull(str('ISO 4217'))),
};

/** A search match: the contract's list item plus `ranges` (with `showRanges=true`). */
export type SearchMatch = OfferListItem & { ranges?: { code: number; name: string }[] };
const rangeRef = objectOf<{ code: number; name: string }>({ code: int('faculty code'), name: str('faculty name') });

export const searchMatchSchema = objectOf<SearchMatch>({
  ...listItemFields,
  ranges: optional(arrayOf(rangeRef, "the offer's faculties; with `showRanges=true`")),
});

const countMap: JsonSchema = {
  type: 'object',
  additionalProperties: { type: 'integer' },
  description: 'count per option id',
};

export const searchResponseSchema = objectOf<SearchResponse>({
  matches: arrayOf(searchMatchSchema),
  counts: {
    type: 'object',
    description:
      'facet counts (with `count`), each disjunctive: counted without the facet’s own filter; `{}` otherwise',
    properties: {
      range: countMap,
      targetgroup: countMap,
      types: countMap,
      radius: countMap,
      staffResponsibilities: countMap,
      jobtypes: countMap,
      workplacetypes: countMap,
      internalCareers: objectOf<{ inhouse: number; headquarter: number }>({ inhouse: int(), headquarter: int() }),
    },
  },
  has_more: bool(),
  total_found: int('matches of the query'),
  total: int('all active offers (of the company); 0 with total=false'),
  initial: bool('true when no filter is set'),
  status: int(),
  success: bool(),
  did_you_mean: optional(
    objectOf<{ query: string; total_found: number }>(
      { query: str('the keyword with its typos corrected'), total_found: int('matches of that keyword') },
      { description: '(extension) when a typed word was found only as a typo of another' },
    ),
  ),
});

export const titleSuggestionsSchema = objectOf<TitleSuggestions>({
  suggestions: arrayOf(
    objectOf<{ title: string; count: number }>({
      title: str('a job title in the requested language, without gender markers'),
      count: int('offers a search for this title finds, with the same parameters'),
    }),
  ),
});

export const offerDetailSchema = objectOf<OfferDetail>(
  {
    ...listItemFields,
    sjobbez_hyphen: str('title with soft hyphens (U+00AD)'),
    seinleitung_html: str('introduction (sanitized HTML)'),
    saufgabe_headline: str(),
    saufgabe_html: str(),
    sbenefits_headline: str(),
    sbenefits_html: str(),
    svoraussetzung_headline: str(),
    svoraussetzung_html: str(),
    sabbinder_html: str(),
    sanspvorname: str('contact first name'),
    sanspnachname: str('contact last name'),
    sansptitelbez: str('contact title'),
    sanspfunktion: str('contact role'),
    sanspfon: str('contact phone'),
    sanspemail: optional(orNull(str('contact e-mail; falls back to `semail`'))),
    semail: str(),
    sanspbild: {
      type: 'object',
      description: "contact photo URLs keyed by size; always '480x480' (a default image when the contact has none)",
      properties: { '480x480': { type: 'string', format: 'uri' } },
      required: ['480x480'],
      additionalProperties: { type: 'string', format: 'uri' },
    },
    sjobnr: str(),
    sorganisationbez: str(),
    sstrasse: str(),
    splz: str(),
    sort: str(),
    slandbez: str(),
    workplacetypeName: optional(orNull(str())),
    jobtypeName: optional(orNull(str())),
    annualSalaryCurrencySymbol: optional(orNull(str())),
    ssprachenr: str('locale of number separators'),
    qrcode: optional(orNull({ type: 'string', format: 'uri', description: 'QR code image URL; with `qrCodeUrl`' })),
    uselocation_latitude: num(),
    uselocation_longitude: num(),
    publishedAt: optional({ type: 'string', format: 'date', description: '(extension) publication date' }),
    countryCode: optional(str('(extension) ISO 3166-1 alpha-2 country of the location')),
    companyId: optional(int('(extension) the company the offer belongs to')),
  },
  { description: 'The offer (SPEC §3.7).' },
);

export const emptyObjectSchema: JsonSchema = {
  type: 'object',
  maxProperties: 0,
  description: '`{}`: the offer is unknown or withdrawn (SPEC §3.7: "not available").',
};

export const offerUrlsSchema = objectOf<OfferUrlsResponse>({
  total: int('active offers of the company'),
  offers: arrayOf(
    objectOf<OfferUrlEntry>({
      njobid: int(),
      urlpart: str(),
      typeId: { type: 'integer', enum: [3, 4] },
      lastmod: { type: 'string', format: 'date-time', description: 'last change' },
    }),
  ),
});

// ---------------------------------------------------------------------------------------------------------------
// Facet lists (SPEC §3.9)

export const rangesSchema = arrayOf(
  objectOf<RangeEntity>({
    neinsatzbereichid: int('area id'),
    seinsatzbereichnr: str("area key; exactly one is 'TECHNIK'"),
    seinsatzbereichbez: str('area name'),
    faculties: arrayOf(
      objectOf<RangeEntity['faculties'][number]>({ nfachbereichid: int(), sfachbereichbez: str() }),
      'with faculties=true; [] otherwise',
    ),
  }),
);

export const targetGroupsSchema = arrayOf(objectOf<TargetGroupEntity>({ nzielgruppeid: int(), szielgruppebez: str() }));

export const namedListSchema = arrayOf(objectOf<NamedEntity>({ id: { type: ['integer', 'string'] }, name: str() }));

// ---------------------------------------------------------------------------------------------------------------
// Branches (SPEC §3.9, §3.12)

/** GET /v4/data/branches: the contract's Branch, the address fields only with extended=true, plus the branch kind. */
export type BranchAnswer = Omit<Branch, 'street' | 'country' | 'fon' | 'email'> &
  Partial<Pick<Branch, 'street' | 'country' | 'fon' | 'email'>> & { type: number };

export const branchesSchema = arrayOf(
  objectOf<BranchAnswer>({
    id: int(),
    companyId: int(),
    name: str(),
    city: str(),
    zip: str(),
    latitude: num(),
    longitude: num(),
    type: {
      type: 'integer',
      enum: [1, 2, 3, 4],
      description: '1 branch, 2 head office, 3 competence centre, 4 project office',
    },
    street: optional(str('extended=true')),
    country: optional(str('extended=true')),
    fon: optional(str('extended=true')),
    email: optional(str('extended=true')),
  }),
);

export const mapBranchesSchema = arrayOf(
  objectOf<MapBranchRecord>({
    name: str(),
    street: str(),
    zip: str(),
    city: str(),
    fon: str(),
    email: str(),
    latitude: num(),
    longitude: num(),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Geocoding (SPEC §3.11)

const position = {
  type: 'array',
  items: { type: 'number' },
  minItems: 2,
  maxItems: 2,
  description: '[longitude, latitude]',
};
type FeatureBase = Pick<GeocodingFeature, 'id' | 'type' | 'place_type' | 'place_name' | 'text' | 'center' | 'geometry'>;

export const geocodingSchema = objectOf<GeocodingResponse>({
  type: { type: 'string', const: 'FeatureCollection' },
  query: arrayOf(str(), 'the query as its lower-cased words'),
  features: arrayOf({
    ...objectOf<FeatureBase>({
      id: str(),
      type: { type: 'string', const: 'Feature' },
      place_type: arrayOf({ type: 'string', enum: ['place', 'region', 'postcode'] }),
      place_name: str('full name in the first requested language'),
      text: str('short name in the first requested language'),
      center: position,
      geometry: objectOf<GeocodingFeature['geometry']>({
        type: { type: 'string', const: 'Point' },
        coordinates: position,
      }),
    }),
    patternProperties: {
      '^(text|place_name)_[a-z]{2}$': { type: 'string', description: 'the names per requested language' },
    },
  }),
});

// ---------------------------------------------------------------------------------------------------------------
// Feed import

export const importReportSchema = objectOf<ImportReport>({
  mode: { type: 'string', enum: ['full', 'partial'] },
  received: int('records in the feed'),
  created: int(),
  updated: int(),
  unchanged: int(),
  withdrawn: int('offers missing from a full feed, now withdrawn'),
  rejected: arrayOf(objectOf<Rejection>({ index: int('position in `offers`'), jobId: optional(int()), reason: str() })),
});

// ---------------------------------------------------------------------------------------------------------------
// Wildcard routes

/**
 * Route `config` of a wildcard route (`/v2/pdf/export/*`): the path and parameters the document shows instead of
 * `{*}`. The router keeps the wildcard (a parameter is capped at maxParamLength; encoded queries and slugs are
 * longer), and the handler parses the rest of the path as described here.
 */
export interface DocumentedPath {
  openapi: { url: string; params: JsonSchema };
}

export function documentedPath(url: string, params: Record<string, JsonSchema>): DocumentedPath {
  return { openapi: { url, params: { type: 'object', properties: params, required: Object.keys(params) } } };
}
