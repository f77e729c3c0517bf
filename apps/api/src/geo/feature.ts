/** Gazetteer entries as features in the maps service's (Mapbox v5 places) response shape, SPEC §3.11. */
import type { GeocodingFeature, GeocodingResponse } from '@meridian/contracts';
import { COUNTRY_NAMES, nameIn, type GeoLanguage } from './exonyms.ts';
import type { Gazetteer, GazetteerEntry } from './gazetteer.ts';
import { foldText } from './normalize.ts';

/** Regions that are one city: the town's full name does not repeat them. */
const CITY_STATES = new Set(['DE.16', 'DE.04', 'AT.09']);

/** Short name: the town, region or postcode. */
export function shortName(entry: GazetteerEntry, lang: GeoLanguage): string {
  return nameIn(entry.names, lang);
}

/**
 * Full name: 'München, Bayern, Deutschland', 'Bayern, Deutschland', '80331 München, Bayern, Deutschland'.
 * City states leave the region out ('Berlin, Deutschland', 'Wien, Österreich'); 'Zürich, Zürich, Schweiz' keeps it.
 */
export function fullName(entry: GazetteerEntry, gazetteer: Gazetteer, lang: GeoLanguage): string {
  const country = COUNTRY_NAMES[entry.country];
  const countryName = country ? nameIn(country, lang) : entry.country;
  if (entry.type === 'region') return `${nameIn(entry.names, lang)}, ${countryName}`;
  const town = entry.type === 'postcode' && entry.place ? nameIn(entry.place.names, lang) : nameIn(entry.names, lang);
  const head = entry.type === 'postcode' ? `${entry.names.de} ${town}` : town;
  const region = entry.regionKey ? gazetteer.regionsByKey.get(entry.regionKey) : undefined;
  const regionName = region ? nameIn(region.names, lang) : undefined;
  const parts = [head];
  if (regionName && !(CITY_STATES.has(entry.regionKey!) && foldText(regionName) === foldText(town)))
    parts.push(regionName);
  parts.push(countryName);
  return parts.join(', ');
}

/** `text` and `place_name` in the first language, plus `text_{lang}`/`place_name_{lang}` for each requested one. */
export function toFeature(
  entry: GazetteerEntry,
  gazetteer: Gazetteer,
  languages: readonly GeoLanguage[],
): GeocodingFeature {
  const primary = languages[0] ?? 'de';
  const center: [number, number] = [entry.lon, entry.lat];
  const feature: GeocodingFeature = {
    id: entry.id,
    type: 'Feature',
    place_type: [entry.type],
    text: shortName(entry, primary),
    place_name: fullName(entry, gazetteer, primary),
    center,
    geometry: { type: 'Point', coordinates: [entry.lon, entry.lat] },
  };
  for (const lang of languages) {
    feature[`text_${lang}`] = shortName(entry, lang);
    feature[`place_name_${lang}`] = fullName(entry, gazetteer, lang);
  }
  return feature;
}

export function toFeatureCollection(
  query: string,
  entries: readonly GazetteerEntry[],
  gazetteer: Gazetteer,
  languages: readonly GeoLanguage[],
): GeocodingResponse {
  return {
    type: 'FeatureCollection',
    // The maps service echoes the query as its lower-cased words.
    query: query
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0),
    features: entries.map((e) => toFeature(e, gazetteer, languages)),
  };
}
