/**
 * City autocomplete (SPEC §5.3) over the geocoding endpoint (§7.4, §3.11), the static autocomplete, and the
 * keyboard rules shared by both. Pure: the component feeds events and renders the result.
 */
import type { GeocodingFeature, GeocodingResponse } from '@meridian/contracts';

/** Lists close 250 ms after focus-out (SPEC §5.3, §9.3). */
export const AUTOCOMPLETE_CLOSE_DELAY_MS = 250;
export const MAX_SUGGESTIONS = 5;
export const MIN_QUERY_LENGTH = 3;

/** The text sent to geocoding: semicolons removed, trimmed; null when 2 characters or fewer (SPEC §5.3). */
export function geocodingQuery(text: string): string | null {
  const cleaned = text.replace(/;/g, '').trim();
  return cleaned.length > 2 ? cleaned : null;
}

export interface GeocodingEndpoint {
  /** e.g. '{api}/geocoding/v5/mapbox.places/' */
  prefix: string;
  /** e.g. '.json?access_token=…' (may already carry a query) */
  suffix: string;
}

/**
 * GET {prefix}{encoded text}{suffix} with the options of SPEC §7.4: autocomplete on, types place,region,postcode,
 * proximity by IP, limit 5, the page language. null when the text is too short.
 */
export function geocodingUrl(endpoint: GeocodingEndpoint, text: string, language: string): string | null {
  const query = geocodingQuery(text);
  if (query === null) return null;
  const base = `${endpoint.prefix}${encodeURIComponent(query)}${endpoint.suffix}`;
  // Options the configured suffix already sets win: the endpoint rejects a repeated parameter (400).
  const preset = new Set((endpoint.suffix.split('?')[1] ?? '').split('&').map((pair) => pair.split('=')[0]));
  const options = [
    ['autocomplete', 'true'],
    ['types', 'place,region,postcode'],
    ['proximity', 'ip'],
    ['limit', String(MAX_SUGGESTIONS)],
    ['language', encodeURIComponent(language || 'de')],
  ]
    .filter(([name]) => !preset.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  if (!options) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${options}`;
}

export interface Suggestion {
  /** place_name_{lang} (falls back to place_name) */
  fullName: string;
  /** text_{lang} (falls back to text) */
  shortName: string;
  lat: number | null;
  lon: number | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads a feature in the page language (SPEC §3.11). */
export function featureToSuggestion(feature: GeocodingFeature | null | undefined, lang: string): Suggestion | null {
  if (!feature || typeof feature !== 'object') return null;
  const record = feature as unknown as Record<string, unknown>;
  const fullName = text(record[`place_name_${lang}`]) || text(record.place_name);
  const shortName = text(record[`text_${lang}`]) || text(record.text);
  const coordinates = (feature.geometry as { coordinates?: unknown } | undefined)?.coordinates;
  let lat: number | null = null;
  let lon: number | null = null;
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    if (Number.isFinite(coordinates[0]) && Number.isFinite(coordinates[1]))
      [lon, lat] = [coordinates[0], coordinates[1]];
  }
  if (!fullName && !shortName) return null;
  return { fullName, shortName, lat, lon };
}

/** At most 5 suggestions from a geocoding answer; anything malformed gives none (errors are ignored, §7.4). */
export function readSuggestions(response: unknown, lang: string): Suggestion[] {
  const features = (response as Partial<GeocodingResponse> | null | undefined)?.features;
  if (!Array.isArray(features)) return [];
  const seen = new Set<string>();
  return features
    .map((feature) => featureToSuggestion(feature, lang))
    .filter((suggestion): suggestion is Suggestion => {
      if (suggestion === null) return false;
      // A provider may name two features alike (a city state and its region): a visitor sees one suggestion.
      const label = (suggestion.fullName || suggestion.shortName).toLocaleLowerCase();
      if (seen.has(label)) return false;
      seen.add(label);
      return true;
    })
    .slice(0, MAX_SUGGESTIONS);
}

/** features[0].place_name, which the module also reads (SPEC §3.11). */
export function firstPlaceName(response: unknown): string | null {
  const features = (response as Partial<GeocodingResponse> | null | undefined)?.features;
  const name = Array.isArray(features) ? (features[0] as { place_name?: unknown } | undefined)?.place_name : undefined;
  return typeof name === 'string' && name !== '' ? name : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Field state (SPEC §5.3)

export type CityFieldType = 'full' | 'short';

export interface CityFieldState {
  text: string;
  lat: number | null;
  lon: number | null;
}

/** Typing clears the stored coordinates. */
export const onCityInput = (text: string): CityFieldState => ({ text, lat: null, lon: null });

/** A suggestion has all three parts: full name, short name and coordinates. */
export const isCompleteSuggestion = (
  suggestion: Suggestion | null | undefined,
): suggestion is Suggestion & { lat: number; lon: number } =>
  !!suggestion &&
  suggestion.fullName !== '' &&
  suggestion.shortName !== '' &&
  suggestion.lat !== null &&
  suggestion.lon !== null;

/** Picking a suggestion: the field gets the full or the short name by field type, and its coordinates. */
export function pickSuggestion(suggestion: Suggestion, fieldType: CityFieldType): CityFieldState {
  return {
    text: fieldType === 'short' ? suggestion.shortName : suggestion.fullName,
    lat: suggestion.lat,
    lon: suggestion.lon,
  };
}

/**
 * Leaving the field: filled from the first suggestion only if it has all three parts; otherwise unchanged.
 * Coordinates already stored (a suggestion was picked) are kept.
 */
export function onCityBlur(
  state: CityFieldState,
  suggestions: readonly Suggestion[],
  fieldType: CityFieldType,
): CityFieldState {
  if (state.lat !== null && state.lon !== null) return state;
  if (geocodingQuery(state.text) === null) return state;
  const first = suggestions[0];
  return isCompleteSuggestion(first) ? pickSuggestion(first, fieldType) : state;
}

// ---------------------------------------------------------------------------------------------------------------
// Highlighting (SPEC §5.3): the matching prefix in bold, as segments (never HTML)

export interface TextSegment {
  text: string;
  bold: boolean;
}

export function highlightPrefix(label: string, typed: string): TextSegment[] {
  const query = typed.replace(/;/g, '').trim();
  if (query !== '' && label.toLocaleLowerCase().startsWith(query.toLocaleLowerCase()) && label.length >= query.length) {
    const head = label.slice(0, query.length);
    const rest = label.slice(query.length);
    return rest
      ? [
          { text: head, bold: true },
          { text: rest, bold: false },
        ]
      : [{ text: head, bold: true }];
  }
  return label ? [{ text: label, bold: false }] : [];
}

// ---------------------------------------------------------------------------------------------------------------
// Static autocomplete (SPEC §5.3): on focus, only options starting with the current text

export function staticOptions(options: readonly string[], typed: string): string[] {
  const query = typed.trim().toLocaleLowerCase();
  return options.filter((value) => value.toLocaleLowerCase().startsWith(query));
}

// ---------------------------------------------------------------------------------------------------------------
// Keyboard (SPEC §5.3): up/down with wrap-around, Enter picks the highlighted item, Tab the first

export type ListKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Tab' | 'Escape';

export type KeyResult =
  { kind: 'highlight'; index: number } | { kind: 'pick'; index: number } | { kind: 'close' } | { kind: 'none' };

/** `highlighted` is -1 when nothing is highlighted. */
export function listKey(key: string, highlighted: number, size: number): KeyResult {
  if (size <= 0) return key === 'Escape' ? { kind: 'close' } : { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'highlight', index: highlighted < 0 || highlighted >= size - 1 ? 0 : highlighted + 1 };
    case 'ArrowUp':
      return { kind: 'highlight', index: highlighted <= 0 || highlighted >= size ? size - 1 : highlighted - 1 };
    case 'Enter':
      return highlighted >= 0 && highlighted < size ? { kind: 'pick', index: highlighted } : { kind: 'none' };
    case 'Tab':
      return { kind: 'pick', index: 0 };
    case 'Escape':
      return { kind: 'close' };
    default:
      return { kind: 'none' };
  }
}
