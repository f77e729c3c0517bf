/** Side-navigation site search (SPEC §2.6, §3.5, §7.6). */
export {
  KEYWORD_MAX_LENGTH,
  PAGE_MAX_LENGTH,
  SEARCH_ACTION,
  TRACKING_MAX_BYTES,
  TRACKING_URL,
  parseTrackingBody,
  searchResultUrl,
  siteSearchEvent,
  validateKeyword,
  type KeywordResult,
  type TrackingEvent,
  type TrackingParse,
} from './rules.ts';
