/**
 * Facts of the wire between the sites, the recruiting module and the recruiting API: each stated once here, and
 * imported by both sides.
 */

/** Search and detail calls carry this header (any value, even empty); without it the API answers 403 (SPEC §7.3). */
export const API_HEADER = 'x-meridian-api';

/** The content languages of the sites and the API's `lang` values (SPEC §1). Polish exists only for the cookie dialog. */
export const CONTENT_LANGUAGES = ['de', 'en', 'fr', 'es'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The longest keyword the search form, its URL and the API take (SPEC §5.2). */
export const KEYWORD_MAX_LENGTH = 100;

/** The largest result offset the API pages to; the module never asks beyond it. */
export const MAX_OFFSET = 100_000;
