/**
 * A job agent's search: the career page's own query string (SPEC §2.7 parameters, read and written by the
 * recruiting module), so the management page and the digest's "see all" link open exactly the list the person
 * saved. The recruiting API is asked with the same parameters the page would send.
 */
import {
  buildSearchRequest,
  getVariant,
  parseQueryString,
  readCareerParams,
  writeCareerQuery,
  type RecruitingConfig,
  type SearchCriteria,
} from '@meridian/recruiting';
import type { getTranslator } from '@meridian/i18n';
import { siteDefaults } from '@/recruiting/config';

export interface SavedSearch {
  /** The career page query string without '?', as the page writes it. */
  query: string;
  criteria: SearchCriteria;
}

/** The career page parameters an agent keeps; a value of these the page would drop makes the search invalid. */
const SEARCH_PARAMS = [
  'search',
  'city',
  'radius',
  'branch',
  'type',
  'faculty',
  'target',
  'staffresponsibility',
  'jobtype',
  'workplacetype',
  'internalCareer',
] as const;
export const SAVED_SEARCH_MAX_LENGTH = 2_000;

/**
 * The saved form of a career page query string, or the first parameter that is not valid (the page would ignore
 * it, so the agent would search for something else than what the person saw).
 */
export function readSavedSearch(
  query: unknown,
  config: RecruitingConfig,
): { search: SavedSearch } | { invalid: string } {
  if (typeof query !== 'string' || query.length > SAVED_SEARCH_MAX_LENGTH) return { invalid: 'search' };
  const body = query.startsWith('?') ? query.slice(1) : query;
  const rules = getVariant(config.variant);
  const { criteria } = readCareerParams(body, config, rules);
  const canonical = writeCareerQuery(criteria, config, rules);
  const given = parseQueryString(body);
  const kept = parseQueryString(canonical);
  for (const name of SEARCH_PARAMS) {
    const value = given.get(name);
    if (value === undefined || value === '' || (name === 'radius' && value === '-')) continue;
    // A value the page reads as nothing (malformed, unknown) or as something else.
    if (value === null || (!kept.has(name) && !(name === 'radius' && value === rules.defaultRadius)))
      return { invalid: name };
  }
  return { search: { query: canonical, criteria } };
}

/** The recruiting API parameters of a saved search (GET /v4/recruiting/search without paging or counts). */
export function agentApiQuery(criteria: SearchCriteria, config: RecruitingConfig): string {
  const request = buildSearchRequest(criteria, config, { offset: 0, limit: 10 });
  const left = new Set(['hyphen', 'count', 'limit', 'offset', 'total', 'showRanges']);
  return new URLSearchParams(request.query.filter(([name]) => !left.has(name))).toString();
}

/** A short name of the search for subjects and lists: „Schweißer“ in Stuttgart (+50 km), or "all offers". */
export function describeSavedSearch(criteria: SearchCriteria, t: ReturnType<typeof getTranslator>): string {
  const parts: string[] = [];
  if (criteria.keyword) parts.push(t('jobAgent.search.keyword', { keyword: criteria.keyword }));
  if (criteria.city) {
    const radius = /^\d+$/.test(criteria.radius) && criteria.radius !== '0' ? criteria.radius : '';
    parts.push(
      radius
        ? t('jobAgent.search.near', { city: criteria.city.name, radius })
        : t('jobAgent.search.in', { city: criteria.city.name }),
    );
  }
  return parts.length ? parts.join(' ') : t('jobAgent.search.any');
}

/** An agent's search read back with its site's recruiting configuration (what the scheduler asks and describes). */
export function agentSearchOf(
  agent: { search?: string | null; lang: string; market: string; pagePath: string },
  siteKey: string,
): { config: RecruitingConfig; criteria: SearchCriteria } {
  const config = siteDefaults({
    key: siteKey,
    lang: agent.lang,
    market: agent.market,
    pagePath: agent.pagePath,
    api: '',
  });
  const { criteria } = readCareerParams(agent.search ?? '', config, getVariant(config.variant));
  return { config, criteria };
}
