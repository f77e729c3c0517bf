/**
 * @meridian/recruiting — the embeddable recruiting module (SPEC §1): the pure logic under
 * `lib/`; components and hooks build on it.
 */
export * from './lib/types.ts';
export * from './lib/variants.ts';
export * from './lib/url-params.ts';
export * from './lib/search-request.ts';
export * from './lib/links.ts';
export * from './lib/format.ts';
export * from './lib/list-fields.ts';
export * from './lib/search-state.ts';
export * from './lib/filters.ts';
export * from './lib/autocomplete.ts';
export * from './lib/tracking.ts';
export * from './lib/form-limits.ts';
export * from './lib/header-search.ts';
export * from './lib/translate.ts';
export * from './lib/sanitize.ts';
export * from './lib/saved-offers.ts';
