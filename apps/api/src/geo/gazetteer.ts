/**
 * The in-memory gazetteer: places (cities and towns), regions (Länder, Bundesländer, Kantone) and postcodes,
 * each with localized names and folded search keys. Built once, from the raw-data adapter's records.
 */
import { CITY_NAMES, GEO_LANGUAGES, REGION_NAMES, type LocalizedNames } from './exonyms.ts';
import { loadSourcePlaces, loadSourcePostcodes, type SourcePlace, type SourcePostcode } from './gazetteer-source.ts';
import { foldText, searchKeysOf } from './normalize.ts';

export type GeoPlaceType = 'place' | 'region' | 'postcode';

export interface GazetteerEntry {
  /** Feature id in the maps service's style: 'place.2867714', 'region.DE.02', 'postcode.DE.80331'. */
  id: string;
  type: GeoPlaceType;
  country: string;
  /** Display names; for a postcode the code itself. */
  names: LocalizedNames;
  /** Folded search keys over all languages (for a postcode: the code). */
  keys: string[];
  population: number;
  lon: number;
  lat: number;
  /** 'DE.02' for places and postcodes inside a known region. */
  regionKey?: string;
  /** Postcodes of a place, and the place of a postcode. */
  postcodes?: string[];
  place?: GazetteerEntry;
}

export interface Gazetteer {
  places: GazetteerEntry[];
  regions: GazetteerEntry[];
  postcodes: GazetteerEntry[];
  regionsByKey: Map<string, GazetteerEntry>;
  countries: ReadonlySet<string>;
}

/** GeoNames feature codes that are not towns of their own (sections, historical, abandoned, destroyed). */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export const DEFAULT_COUNTRIES = ['DE', 'AT', 'CH'] as const;

const cache = new Map<string, Gazetteer>();

/** Loads the shipped data for `countries` and builds the gazetteer; memoized per country set (it is immutable). */
export function loadGazetteer(countries: readonly string[] = DEFAULT_COUNTRIES): Gazetteer {
  const set = new Set(countries.map((c) => c.toUpperCase()));
  const cacheKey = [...set].sort().join(',');
  let gazetteer = cache.get(cacheKey);
  if (!gazetteer) {
    gazetteer = buildGazetteer(loadSourcePlaces(set), loadSourcePostcodes(set), set);
    cache.set(cacheKey, gazetteer);
  }
  return gazetteer;
}

export function buildGazetteer(
  sourcePlaces: readonly SourcePlace[],
  sourcePostcodes: readonly SourcePostcode[],
  countries: ReadonlySet<string>,
): Gazetteer {
  const places = sourcePlaces
    .filter((p) => countries.has(p.country) && !EXCLUDED_FEATURE_CODES.has(p.featureCode))
    .map(toPlaceEntry);
  const regions = buildRegions(places, countries);
  const postcodes = buildPostcodes(places, sourcePostcodes);
  return { places, regions, postcodes, regionsByKey: new Map(regions.map((r) => [r.regionKey!, r])), countries };
}

function toPlaceEntry(p: SourcePlace): GazetteerEntry {
  const names: LocalizedNames = CITY_NAMES[p.geonameId] ?? { de: p.name };
  const regionKey = `${p.country}.${p.admin1}`;
  return {
    id: `place.${p.geonameId}`,
    type: 'place',
    country: p.country,
    names,
    keys: keysOf(names, p.name),
    population: p.population,
    lon: p.lon,
    lat: p.lat,
    regionKey: REGION_NAMES[regionKey] ? regionKey : undefined,
  };
}

function keysOf(names: LocalizedNames, ...extra: string[]): string[] {
  const keys = new Set<string>();
  for (const lang of GEO_LANGUAGES) {
    const name = names[lang];
    if (name) for (const key of searchKeysOf(name)) keys.add(key);
  }
  for (const name of extra) for (const key of searchKeysOf(name)) keys.add(key);
  return [...keys];
}

/** Regions with population = sum of their towns and centre = population-weighted centroid of those towns. */
function buildRegions(places: readonly GazetteerEntry[], countries: ReadonlySet<string>): GazetteerEntry[] {
  const sums = new Map<string, { population: number; lon: number; lat: number }>();
  for (const p of places) {
    if (!p.regionKey) continue;
    const weight = Math.max(p.population, 1);
    const sum = sums.get(p.regionKey) ?? { population: 0, lon: 0, lat: 0 };
    sum.population += weight;
    sum.lon += p.lon * weight;
    sum.lat += p.lat * weight;
    sums.set(p.regionKey, sum);
  }
  const regions: GazetteerEntry[] = [];
  for (const [regionKey, names] of Object.entries(REGION_NAMES)) {
    const country = regionKey.slice(0, 2);
    const sum = sums.get(regionKey);
    if (!countries.has(country) || !sum) continue;
    regions.push({
      id: `region.${regionKey}`,
      type: 'region',
      country,
      names,
      keys: keysOf(names),
      population: sum.population,
      lon: round(sum.lon / sum.population, 5),
      lat: round(sum.lat / sum.population, 5),
      regionKey,
    });
  }
  return regions;
}

/**
 * Postcodes get the coordinates of their place, found by name within the country. A name shared by several towns
 * ('Neustadt') goes to the town nearest the other places of the same two-digit postcode area.
 */
function buildPostcodes(
  places: readonly GazetteerEntry[],
  sourcePostcodes: readonly SourcePostcode[],
): GazetteerEntry[] {
  const byName = new Map<string, GazetteerEntry[]>();
  const addName = (country: string, name: string, entry: GazetteerEntry): void => {
    const key = `${country}|${foldText(name)}`;
    const list = byName.get(key) ?? [];
    if (!list.includes(entry)) list.push(entry);
    byName.set(key, list);
  };
  for (const p of places) addName(p.country, p.names.de, p);
  const candidatesOf = (country: string, name: string): GazetteerEntry[] =>
    byName.get(`${country}|${foldText(name)}`) ??
    byName.get(`${country}|${foldText(name.replace(/\s*\(.*\)\s*$/, ''))}`) ??
    [];

  // Pass 1: postcodes whose place name is unique give each postcode area a centre.
  const areaSums = new Map<string, { lon: number; lat: number; n: number }>();
  for (const pc of sourcePostcodes) {
    for (const name of pc.placeNames) {
      const candidates = candidatesOf(pc.country, name);
      if (candidates.length !== 1) continue;
      const area = `${pc.country}|${pc.code.slice(0, 2)}`;
      const sum = areaSums.get(area) ?? { lon: 0, lat: 0, n: 0 };
      sum.lon += candidates[0]!.lon;
      sum.lat += candidates[0]!.lat;
      sum.n += 1;
      areaSums.set(area, sum);
    }
  }

  // Pass 2: resolve every postcode to its most populous known place.
  const result: GazetteerEntry[] = [];
  for (const pc of sourcePostcodes) {
    const area = areaSums.get(`${pc.country}|${pc.code.slice(0, 2)}`);
    let best: GazetteerEntry | undefined;
    for (const name of pc.placeNames) {
      const place = pickCandidate(candidatesOf(pc.country, name), area);
      if (place && (!best || place.population > best.population)) best = place;
    }
    if (!best) continue;
    (best.postcodes ??= []).push(pc.code);
    result.push({
      id: `postcode.${pc.country}.${pc.code}`,
      type: 'postcode',
      country: pc.country,
      names: { de: pc.code },
      keys: [pc.code],
      population: best.population,
      lon: best.lon,
      lat: best.lat,
      regionKey: best.regionKey,
      place: best,
    });
  }
  for (const p of places) p.postcodes?.sort();
  return result;
}

function pickCandidate(
  candidates: readonly GazetteerEntry[],
  area: { lon: number; lat: number; n: number } | undefined,
): GazetteerEntry | undefined {
  if (candidates.length <= 1 || !area)
    return candidates.reduce<GazetteerEntry | undefined>(
      (a, b) => (!a || b.population > a.population ? b : a),
      undefined,
    );
  const lon = area.lon / area.n;
  const lat = area.lat / area.n;
  return candidates.reduce((a, b) => (distanceKm(b.lon, b.lat, lon, lat) < distanceKm(a.lon, a.lat, lon, lat) ? b : a));
}

/** Great-circle distance in km. */
export function distanceKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
