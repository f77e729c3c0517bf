/**
 * Side-navigation site search (SPEC §2.6, §3.5, §7.6): the tracking event the browser PUTs to /api/tracking,
 * its strict server-side validation, the keyword rule and the search-result URL. Pure, shared by both sides.
 */
import { withPreviewParam } from '../preview/rules.ts';

export const TRACKING_URL = '/api/tracking';
export const SEARCH_ACTION = 'searchSideNavigation';
/** Form-encoded tracking bodies above this size are refused (the fields below fit easily). */
export const TRACKING_MAX_BYTES = 4096;
export const KEYWORD_MAX_LENGTH = 100;
export const PAGE_MAX_LENGTH = 2048;
/**
 * §7.6 navigates after the tracking call; a slow or hanging tracking endpoint must not hold the visitor for the
 * 60 s request time-out, so the browser goes on after this long at the latest (the call itself carries on: keepalive).
 */
export const TRACKING_NAVIGATION_WAIT_MS = 1500;
const TRACKING_LANGUAGES = ['de', 'en', 'fr', 'es'] as const;

/** §3.5: site, language, action, data, additional, page. */
export interface TrackingEvent {
  site: string;
  language: string;
  action: string;
  data: string;
  additional: string;
  page: string;
}

/** The §7.6 event for a side-navigation search: site is the form's data id ('0' by default). */
export function siteSearchEvent({
  site,
  language,
  keyword,
  page,
}: {
  site?: string | null;
  language: string;
  keyword: string;
  page: string;
}): TrackingEvent {
  return { site: site || '0', language, action: SEARCH_ACTION, data: keyword, additional: '', page };
}

export type KeywordResult = { ok: true; keyword: string } | { ok: false; error: 'empty' | 'too-long' | 'markup' };

// Markup characters and control characters: a keyword is plain text.
const MARKUP = /[<>]/;
const CONTROL = /\p{Cc}/u;

/** A search keyword: trimmed, inner whitespace collapsed, at most 100 characters, no markup or control characters. */
export function validateKeyword(raw: string | null | undefined): KeywordResult {
  const keyword = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (keyword === '') return { ok: false, error: 'empty' };
  if (keyword.length > KEYWORD_MAX_LENGTH) return { ok: false, error: 'too-long' };
  if (MARKUP.test(keyword) || CONTROL.test(keyword)) return { ok: false, error: 'markup' };
  return { ok: true, keyword };
}

/** The search-result URL with `?keyword=` when one was entered (SPEC §2.6); the preview parameter stays. */
export function searchResultUrl(resultUrl: string, keyword: string, pageUrl: string, preview: string | null): string {
  const trimmed = keyword.trim();
  let url = resultUrl;
  if (trimmed) {
    const hashAt = url.indexOf('#');
    const base = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    url = `${base}${base.includes('?') ? '&' : '?'}keyword=${encodeURIComponent(trimmed)}${hash}`;
  }
  return preview ? withPreviewParam(url, pageUrl, preview) : url;
}

export type TrackingParse = { ok: true; value: TrackingEvent } | { ok: false; error: string };

/**
 * A PUT /api/tracking body (`application/x-www-form-urlencoded`): exactly the six §3.5 fields, each once,
 * within its limits. Anything else is refused, not repaired: nothing is stored from a malformed body.
 */
export function parseTrackingBody(body: string): TrackingParse {
  if (body.length > TRACKING_MAX_BYTES) return { ok: false, error: `body larger than ${TRACKING_MAX_BYTES} bytes` };
  let params: URLSearchParams;
  try {
    // URLSearchParams never throws on odd input but decodes broken %-escapes leniently; check them first.
    decodeURIComponent(body.replace(/\+/g, ' '));
    params = new URLSearchParams(body);
  } catch {
    return { ok: false, error: 'body is not form-encoded' };
  }
  const allowed = ['site', 'language', 'action', 'data', 'additional', 'page'];
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!allowed.includes(key)) return { ok: false, error: `unknown field: ${key.slice(0, 40)}` };
    if (seen.has(key)) return { ok: false, error: `field given twice: ${key}` };
    seen.add(key);
  }
  const value = Object.fromEntries(allowed.map((key) => [key, params.get(key)])) as Record<
    keyof TrackingEvent,
    string | null
  >;
  if (value.site === null || !/^\d{1,10}$/.test(value.site)) return { ok: false, error: 'site must be a number id' };
  if (value.language === null || !(TRACKING_LANGUAGES as readonly string[]).includes(value.language))
    return { ok: false, error: 'language must be de, en, fr or es' };
  if (value.action !== SEARCH_ACTION) return { ok: false, error: `action must be ${SEARCH_ACTION}` };
  if (value.data === null) return { ok: false, error: 'data (the keyword) is required' };
  // An empty keyword is a search too (the form navigates without ?keyword=); otherwise the keyword rule.
  if (value.data.trim() !== '') {
    const keyword = validateKeyword(value.data);
    if (!keyword.ok) return { ok: false, error: `data: ${keyword.error}` };
    value.data = keyword.keyword;
  } else value.data = '';
  if (value.additional === null || value.additional.length > 200 || /[<>]/.test(value.additional))
    return { ok: false, error: 'additional must be at most 200 characters of text' };
  if (
    value.page === null ||
    !value.page.startsWith('/') ||
    value.page.startsWith('//') ||
    value.page.length > PAGE_MAX_LENGTH ||
    /[\s<>]/.test(value.page)
  ) {
    return { ok: false, error: 'page must be a site path (with query)' };
  }
  return { ok: true, value: value as TrackingEvent };
}
