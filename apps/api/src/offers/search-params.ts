/**
 * Validation of the search query string (SPEC §7.3.1, §5.1). Every bad value is a 400 naming the parameter:
 * never a silently different search.
 */
import { COMPANIES, KEYWORD_MAX_LENGTH, MAX_OFFSET } from '@meridian/contracts';
import { badParameter } from '../errors.ts';
import type { PresentationOptions, SearchQuery } from './query.ts';
import { parseKeyword } from './keyword/parse.ts';
import { synonymTable } from './keyword/synonym-source.ts';
import type { SynonymTable } from './keyword/synonyms.ts';
import { LANGS, type Lang } from './types.ts';

export type RawQuery = Record<string, unknown>;

export const MAX_KEYWORD_LENGTH = KEYWORD_MAX_LENGTH;
export const MAX_LIMIT = 100;
export { MAX_OFFSET };
export const DEFAULT_LIMIT = 10;
const MAX_LIST_ITEMS = 50;

/** A single string value; repeated parameters are rejected (which one would count is ambiguous). */
export function single(raw: RawQuery, name: string): string | undefined {
  const v = raw[name];
  if (v === undefined) return undefined;
  if (Array.isArray(v)) throw badParameter(name, 'given more than once');
  if (typeof v !== 'string') return String(v);
  return v;
}

export function parseInteger(raw: RawQuery, name: string, min: number, max: number): number | undefined {
  const v = single(raw, name)?.trim();
  if (v === undefined || v === '') return undefined;
  if (!/^\d{1,9}$/.test(v)) throw badParameter(name, 'must be a whole number');
  const n = Number(v);
  if (n < min || n > max) throw badParameter(name, `must be between ${min} and ${max}`);
  return n;
}

function parseNumber(raw: RawQuery, name: string, min: number, max: number): number | undefined {
  const v = single(raw, name)?.trim();
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d{1,3}(\.\d{1,15})?$/.test(v)) throw badParameter(name, 'must be a decimal number');
  const n = Number(v);
  if (n < min || n > max) throw badParameter(name, `must be between ${min} and ${max}`);
  return n;
}

/** Comma list of whole numbers ('1,2,3'); empty → undefined. */
export function parseIdList(raw: RawQuery, name: string): number[] | undefined {
  const v = single(raw, name)?.trim();
  if (v === undefined || v === '') return undefined;
  const parts = v.split(',').map((p) => p.trim());
  if (parts.length > MAX_LIST_ITEMS) throw badParameter(name, `at most ${MAX_LIST_ITEMS} values`);
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) throw badParameter(name, 'must be a comma list of whole numbers');
  return [...new Set(parts.map(Number))];
}

export function parseBoolean(raw: RawQuery, name: string, trueValues: string[] = ['true', '1']): boolean {
  const v = single(raw, name)?.trim().toLowerCase();
  if (v === undefined || v === '') return false;
  if (trueValues.includes(v)) return true;
  if (v === 'false' || v === '0') return false;
  throw badParameter(name, `must be one of ${[...trueValues, 'false'].join(', ')}`);
}

export function parseLang(raw: RawQuery): Lang {
  const v = single(raw, 'lang')?.trim().toLowerCase();
  if (v === undefined || v === '') return 'de';
  if (!(LANGS as readonly string[]).includes(v)) throw badParameter('lang', `must be one of ${LANGS.join(', ')}`);
  return v as Lang;
}

export function parseCompany(raw: RawQuery, name: string): number | undefined {
  const v = single(raw, name)?.trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  const company = COMPANIES.find((c) => c.company === v || String(c.companyId) === v);
  if (!company) throw badParameter(name, `unknown company '${v.slice(0, 40)}'`);
  return company.companyId;
}

/** radius: '', '-' or '0' = none; otherwise a number of km, 0 < r ≤ 200. */
function parseRadius(raw: RawQuery): number | undefined {
  const v = single(raw, 'radius')?.trim();
  if (v === undefined || v === '' || v === '-' || v === '0') return undefined;
  if (!/^\d{1,3}(\.\d{1,6})?$/.test(v)) throw badParameter('radius', "must be '-' or a number of km up to 200");
  const n = Number(v);
  if (n <= 0 || n > 200) throw badParameter('radius', "must be '-' or a number of km up to 200");
  return n;
}

/** The query string of a search; the keyword's synonyms from `synonyms` (the shipped rules unless given). */
export function parseSearchQuery(
  raw: RawQuery,
  synonyms: SynonymTable = synonymTable(),
): { query: SearchQuery; presentation: PresentationOptions } {
  const keyword = single(raw, 'query') ?? '';
  if (keyword.length > MAX_KEYWORD_LENGTH) throw badParameter('query', `at most ${MAX_KEYWORD_LENGTH} characters`);
  const lat = parseNumber(raw, 'lat', -90, 90);
  const lon = parseNumber(raw, 'lon', -180, 180);
  if ((lat === undefined) !== (lon === undefined))
    throw badParameter(lat === undefined ? 'lat' : 'lon', 'lat and lon go together');
  const radiusKm = parseRadius(raw);
  const tag = single(raw, 'tag')?.trim().toLowerCase();
  if (tag !== undefined && tag.length > 100) throw badParameter('tag', 'at most 100 characters');
  const typeId = parseInteger(raw, 'type', 3, 4);
  let branches = parseIdList(raw, 'branch');
  // branch=0 is "no branch" (SPEC §3.10 location '0').
  if (branches && branches.every((b) => b === 0)) branches = undefined;
  const countCompany = parseCompany(raw, 'count');
  const query: SearchQuery = {
    keyword: keyword.trim() ? parseKeyword(keyword, synonyms) : undefined,
    point: lat !== undefined && lon !== undefined ? { lat, lon } : undefined,
    radiusKm: lat !== undefined ? radiusKm : undefined,
    companyId: parseCompany(raw, 'company'),
    typeId,
    branches,
    inhouse: parseBoolean(raw, 'inhouse'),
    tag: tag ? tag : undefined,
    faculties: parseIdList(raw, 'faculty'),
    targetGroups: parseIdList(raw, 'target'),
    staffResponsibilities: parseIdList(raw, 'staffresponsibility'),
    jobTypes: parseIdList(raw, 'jobtype'),
    workplaceTypes: parseIdList(raw, 'workplacetype'),
    prioLanguage: parseInteger(raw, 'prioLanguage', 1, 999),
    prioTargetmarket: parseInteger(raw, 'prioTargetmarket', 1, 999),
    counts: countCompany !== undefined,
    countTotal: single(raw, 'total') === undefined ? true : parseBoolean(raw, 'total'),
    limit: parseInteger(raw, 'limit', 0, MAX_LIMIT) ?? DEFAULT_LIMIT,
    offset: parseInteger(raw, 'offset', 0, MAX_OFFSET) ?? 0,
  };
  const presentation: PresentationOptions = {
    lang: parseLang(raw),
    hyphen: parseBoolean(raw, 'hyphen', ['override', 'active', 'true', '1']),
    showRanges: parseBoolean(raw, 'showRanges'),
  };
  return { query, presentation };
}

/** A search with no keyword, point or filter: the list a page shows before the visitor does anything. */
export function isInitialSearch(q: SearchQuery): boolean {
  return (
    q.offset === 0 &&
    !q.keyword &&
    !q.point &&
    q.typeId === undefined &&
    !q.branches &&
    !q.inhouse &&
    !q.tag &&
    !q.faculties &&
    !q.targetGroups &&
    !q.staffResponsibilities &&
    !q.jobTypes &&
    !q.workplaceTypes
  );
}
