/** Maps (SPEC §2.5, §2.6, §3.12, §4.10, §5.7, §7.5, §8.4, §9.6): pure rules, server-safe. React parts: `./client.ts`. */
export * from './lib/config.ts';
export * from './lib/latlong.ts';
export * from './lib/geojson.ts';
export * from './lib/bounds.ts';
export * from './lib/branches.ts';
export * from './lib/links.ts';
export * from './lib/labels.ts';
export * from './lib/places.ts';
export { MAP_CONSENT_ITEM } from './consent.ts';
export { mapTexts, FALLBACK_MAP_TEXTS, type MapTexts } from './texts.ts';
