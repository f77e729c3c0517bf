/**
 * Validation of the geocoding request (path query and query string). Every rejection names the parameter, so the
 * route can answer 400 with it; nothing here throws anything else.
 */
import { GEO_LANGUAGES, type GeoLanguage } from './exonyms.ts';
import type { GeoPlaceType } from './gazetteer.ts';
import type { GeoSearchOptions } from './search.ts';

export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;

/** Types we index, and the maps service's other types, accepted but never matched here. */
const INDEXED_TYPES: readonly GeoPlaceType[] = ['place', 'region', 'postcode'];
const OTHER_KNOWN_TYPES = new Set(['country', 'district', 'locality', 'neighborhood', 'address', 'poi']);

export class GeoParamError extends Error {
  constructor(
    readonly parameter: string,
    readonly detail: string,
  ) {
    super(`${parameter}: ${detail}`);
  }
}

export interface GeoRequest {
  search: GeoSearchOptions;
  languages: GeoLanguage[];
}

/** Trims, removes semicolons (SPEC §5.3), requires 1–100 characters. */
export function cleanQueryText(raw: string): string {
  const text = raw.replace(/;/g, '').replace(/\s+/g, ' ').trim();
  if (text.length === 0) throw new GeoParamError('query', 'must not be empty');
  if (text.length > MAX_QUERY_LENGTH)
    throw new GeoParamError('query', `must be at most ${MAX_QUERY_LENGTH} characters`);
  return text;
}

/** Query-string values arrive as string, string[] (repeated) or undefined. */
type QueryValue = string | string[] | undefined;

function single(name: string, value: QueryValue): string | undefined {
  if (Array.isArray(value)) throw new GeoParamError(name, 'must be given once');
  return value;
}

function list(name: string, value: QueryValue): string[] | undefined {
  const text = single(name, value);
  if (text === undefined) return undefined;
  const parts = text.split(',').map((p) => p.trim().toLowerCase());
  if (parts.some((p) => p.length === 0))
    throw new GeoParamError(name, 'must be a comma-separated list without empty items');
  return parts;
}

export function parseLimit(value: QueryValue): number {
  const text = single('limit', value);
  if (text === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,2}$/.test(text) || Number(text) < 1 || Number(text) > MAX_LIMIT) {
    throw new GeoParamError('limit', `must be an integer from 1 to ${MAX_LIMIT}`);
  }
  return Number(text);
}

export function parseTypes(value: QueryValue): Set<GeoPlaceType> {
  const parts = list('types', value);
  if (!parts) return new Set(INDEXED_TYPES);
  const types = new Set<GeoPlaceType>();
  for (const part of parts) {
    if ((INDEXED_TYPES as readonly string[]).includes(part)) types.add(part as GeoPlaceType);
    else if (!OTHER_KNOWN_TYPES.has(part)) throw new GeoParamError('types', `unknown type '${part.slice(0, 20)}'`);
  }
  return types;
}

/** 'ip' (accepted; no IP location here, so no boost) or 'lon,lat'. */
export function parseProximity(value: QueryValue): [number, number] | undefined {
  const text = single('proximity', value);
  if (text === undefined || text.trim().toLowerCase() === 'ip') return undefined;
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(text);
  const lon = match ? Number(match[1]) : NaN;
  const lat = match ? Number(match[2]) : NaN;
  if (!(Math.abs(lon) <= 180 && Math.abs(lat) <= 90)) {
    throw new GeoParamError('proximity', "must be 'ip' or 'longitude,latitude' within -180..180, -90..90");
  }
  return [lon, lat];
}

export function parseLanguages(value: QueryValue): GeoLanguage[] {
  const parts = list('language', value);
  if (!parts) return ['de'];
  const languages: GeoLanguage[] = [];
  for (const part of parts) {
    const lang = part.slice(0, 2);
    // Accept region variants ('de-AT') by their language.
    if (!(GEO_LANGUAGES as readonly string[]).includes(lang) || !/^[a-z]{2}(-[a-z]{2})?$/.test(part)) {
      throw new GeoParamError('language', `supported: ${GEO_LANGUAGES.join(', ')}`);
    }
    if (!languages.includes(lang as GeoLanguage)) languages.push(lang as GeoLanguage);
  }
  return languages;
}

export function parseCountries(value: QueryValue): Set<string> | undefined {
  const parts = list('country', value);
  if (!parts) return undefined;
  if (parts.some((p) => !/^[a-z]{2}$/.test(p))) throw new GeoParamError('country', 'must be ISO 3166-1 alpha-2 codes');
  return new Set(parts.map((p) => p.toUpperCase()));
}

export function parseAutocomplete(value: QueryValue): boolean {
  const text = single('autocomplete', value);
  if (text === undefined || text === 'true') return true;
  if (text === 'false') return false;
  throw new GeoParamError('autocomplete', "must be 'true' or 'false'");
}

/** The whole request; `rawQuery` is the decoded path segment without '.json'. */
export function parseGeoRequest(rawQuery: string, qs: Record<string, QueryValue>): GeoRequest {
  return {
    search: {
      query: cleanQueryText(rawQuery),
      types: parseTypes(qs.types),
      countries: parseCountries(qs.country),
      limit: parseLimit(qs.limit),
      autocomplete: parseAutocomplete(qs.autocomplete),
      proximity: parseProximity(qs.proximity),
    },
    languages: parseLanguages(qs.language),
  };
}
