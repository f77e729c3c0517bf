/**
 * Forward search over the gazetteer: free text, a postcode, or 'zip city' (also 'city zip'), with prefix matching
 * while typing. Ranking: match quality (exact > prefix > later word) first, then population, with a boost for
 * places near the `proximity` point.
 */
import { distanceKm, type Gazetteer, type GazetteerEntry, type GeoPlaceType } from './gazetteer.ts';
import { COUNTRY_NAMES } from './exonyms.ts';
import { betterMatch, foldText, matchKey, matchRank, type MatchQuality } from './normalize.ts';

export interface GeoSearchOptions {
  /** Free text as typed (trimmed, without semicolons). */
  query: string;
  types: ReadonlySet<GeoPlaceType>;
  /** Upper-case ISO codes; undefined = every country of the gazetteer. */
  countries?: ReadonlySet<string>;
  limit: number;
  autocomplete: boolean;
  /** [lon, lat] */
  proximity?: readonly [number, number];
}

export interface ParsedGeoQuery {
  /** Digits typed as a postcode (complete or the beginning of one). */
  postcode?: string;
  /** Folded name part ('' when only a postcode was typed). */
  name: string;
  /** Folded further comma-separated parts ('Bayern', 'Deutschland') that narrow the result. */
  context: string[];
}

/** Splits 'zip city, region, country' into its parts. */
export function parseGeoQuery(query: string): ParsedGeoQuery {
  const [head = '', ...rest] = query.split(',');
  const context = rest.map(foldText).filter((part) => part.length > 0);
  const text = head.trim();
  const zipFirst = /^(\d{1,5})(?:\s+(.*))?$/.exec(text);
  if (zipFirst) return { postcode: zipFirst[1], name: foldText(zipFirst[2] ?? ''), context };
  const zipLast = /^(.*\D)\s+(\d{4,5})$/.exec(text);
  if (zipLast) return { postcode: zipLast[2], name: foldText(zipLast[1] ?? ''), context };
  return { name: foldText(text), context };
}

interface Candidate {
  entry: GazetteerEntry;
  tier: number;
  score: number;
}

export function searchGazetteer(gazetteer: Gazetteer, options: GeoSearchOptions): GazetteerEntry[] {
  const parsed = parseGeoQuery(options.query);
  if (!parsed.postcode && parsed.name.length === 0) return [];
  const inCountry = (e: GazetteerEntry): boolean => !options.countries || options.countries.has(e.country);
  const candidates: Candidate[] = [];
  const add = (entry: GazetteerEntry, quality: MatchQuality, tierOffset = 0): void => {
    if (quality === 'none' || !inCountry(entry)) return;
    candidates.push({ entry, tier: matchRank(quality) + tierOffset, score: 0 });
  };

  if (parsed.postcode) {
    const zip = parsed.postcode;
    const zipQuality = (code: string): MatchQuality =>
      code === zip ? 'exact' : options.autocomplete && code.startsWith(zip) ? 'prefix' : 'none';
    const nameOk = (place: GazetteerEntry | undefined): boolean =>
      parsed.name === '' || (!!place && bestMatch(place, parsed.name, true) !== 'none');
    if (options.types.has('postcode')) {
      for (const pc of gazetteer.postcodes) if (nameOk(pc.place)) add(pc, zipQuality(pc.names.de));
    }
    if (options.types.has('place')) {
      // A town matched through one of its postcodes ranks just below the postcode itself.
      for (const place of gazetteer.places) {
        if (!place.postcodes || !nameOk(place)) continue;
        const quality = place.postcodes.reduce<MatchQuality>((q, code) => betterMatch(q, zipQuality(code)), 'none');
        add(place, quality, -0.5);
      }
    }
  } else {
    if (options.types.has('place'))
      for (const place of gazetteer.places) add(place, bestMatch(place, parsed.name, options.autocomplete));
    if (options.types.has('region'))
      for (const region of gazetteer.regions) add(region, bestMatch(region, parsed.name, options.autocomplete));
  }

  const narrowed = narrowByContext(candidates, parsed.context, gazetteer);
  for (const c of narrowed) c.score = scoreOf(c, options.proximity);
  narrowed.sort((a, b) => b.tier - a.tier || b.score - a.score || a.entry.id.localeCompare(b.entry.id));
  return withoutCityStateTwins(narrowed.map((c) => c.entry)).slice(0, options.limit);
}

/**
 * A city state (Berlin, Hamburg, Bremen, Wien) is both a town and a region of the same name, and both read
 * 'Berlin, Deutschland': the region is dropped when its town is among the results, so a suggestion appears once.
 */
export function withoutCityStateTwins(entries: readonly GazetteerEntry[]): GazetteerEntry[] {
  const townsByRegion = new Set<string>();
  for (const e of entries)
    if (e.type === 'place' && e.regionKey) townsByRegion.add(`${e.regionKey}|${foldText(e.names.de ?? '')}`);
  return entries.filter((e) => {
    if (e.type !== 'region') return true;
    const regionKey = e.id.replace(/^region\./, '');
    return !townsByRegion.has(`${regionKey}|${foldText(e.names.de ?? '')}`);
  });
}

function bestMatch(entry: GazetteerEntry, name: string, autocomplete: boolean): MatchQuality {
  let best: MatchQuality = 'none';
  for (const key of entry.keys) {
    best = betterMatch(best, matchKey(key, name, autocomplete));
    if (best === 'exact') break;
  }
  return best;
}

/** Keeps candidates whose region or country matches every context part; ignores the context if none would stay. */
function narrowByContext(candidates: Candidate[], context: readonly string[], gazetteer: Gazetteer): Candidate[] {
  if (context.length === 0) return candidates;
  const kept = candidates.filter((c) => {
    const region =
      c.entry.type === 'region'
        ? undefined
        : c.entry.regionKey
          ? gazetteer.regionsByKey.get(c.entry.regionKey)
          : undefined;
    const countryNames = COUNTRY_NAMES[c.entry.country];
    const haystack = [
      ...(region?.keys ?? []),
      ...(countryNames ? Object.values(countryNames).map(foldText) : []),
      c.entry.country.toLowerCase(),
    ];
    return context.every((part) => haystack.some((key) => key.startsWith(part)));
  });
  return kept.length > 0 ? kept : candidates;
}

/** Population (log scale) plus a proximity boost of up to 3 that halves at 25 km; towns before same-named regions. */
function scoreOf(candidate: Candidate, proximity: readonly [number, number] | undefined): number {
  const { entry } = candidate;
  let score = Math.log10(entry.population + 10);
  if (entry.type === 'place') score += 1;
  if (proximity) score += 3 / (1 + distanceKm(entry.lon, entry.lat, proximity[0], proximity[1]) / 25);
  return score;
}
