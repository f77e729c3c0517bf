import { describe, expect, it } from 'vitest';
import { buildGazetteer } from './gazetteer.ts';
import type { SourcePlace, SourcePostcode } from './gazetteer-source.ts';
import { parseGeoQuery, searchGazetteer, type GeoSearchOptions } from './search.ts';

/** A tiny synthetic gazetteer: ranking and joins are checked on data whose answers are known. */
const place = (
  geonameId: number,
  name: string,
  population: number,
  lon: number,
  lat: number,
  admin1 = '02',
  country = 'DE',
): SourcePlace => ({
  geonameId,
  name,
  country,
  admin1,
  featureCode: 'PPL',
  population,
  lon,
  lat,
});
const places: SourcePlace[] = [
  place(2867714, 'Munich', 1_260_000, 11.575, 48.137), // English GeoNames name, German name from exonyms.ts
  place(1, 'Münchberg', 10_000, 11.79, 50.19),
  place(2, 'Neustadt', 50_000, 8.14, 49.35, '08'), // Rhineland-Palatinate
  place(3, 'Neustadt', 12_000, 10.6, 50.33), // Bavaria (Coburg)
  place(4, 'Neustadt am Rübenberge', 45_000, 9.46, 52.5, '06'),
  { ...place(5, 'Schwabing', 100_000, 11.58, 48.16), featureCode: 'PPLX' }, // a city section: not a town
];
const postcodes: SourcePostcode[] = [
  { country: 'DE', code: '80331', placeNames: ['München'] },
  { country: 'DE', code: '96450', placeNames: ['Coburg'] }, // unknown place: the postcode is dropped
  { country: 'DE', code: '96465', placeNames: ['Neustadt'] }, // ambiguous: resolved by the area's other towns
  { country: 'DE', code: '95213', placeNames: ['Münchberg'] },
  { country: 'DE', code: '96400', placeNames: ['Münchberg'] }, // gives area '96' a centre in Upper Franconia
];
const gazetteer = buildGazetteer(places, postcodes, new Set(['DE']));

const search = (query: string, extra: Partial<GeoSearchOptions> = {}): string[] =>
  searchGazetteer(gazetteer, {
    query,
    types: new Set(['place', 'region', 'postcode']),
    limit: 10,
    autocomplete: true,
    ...extra,
  }).map((e) => e.id);

describe('gazetteer building', () => {
  it('keeps towns, drops city sections, names regions, joins postcodes by name', () => {
    expect(gazetteer.places.map((p) => p.id)).not.toContain('place.5');
    expect(gazetteer.regions.map((r) => r.id).sort()).toEqual(['region.DE.02', 'region.DE.06', 'region.DE.08']);
    expect(gazetteer.postcodes.map((p) => [p.id, p.place?.id])).toEqual([
      ['postcode.DE.80331', 'place.2867714'],
      ['postcode.DE.96465', 'place.3'], // the Neustadt near the other '96…' towns, not the bigger one
      ['postcode.DE.95213', 'place.1'],
      ['postcode.DE.96400', 'place.1'],
    ]);
    expect(gazetteer.places.find((p) => p.id === 'place.2867714')?.postcodes).toEqual(['80331']);
  });
});

describe('parseGeoQuery', () => {
  it("splits 'zip city', 'city zip' and comma context", () => {
    expect(parseGeoQuery('80331 München')).toEqual({ postcode: '80331', name: 'munchen', context: [] });
    expect(parseGeoQuery('München 80331')).toEqual({ postcode: '80331', name: 'munchen', context: [] });
    expect(parseGeoQuery('803')).toEqual({ postcode: '803', name: '', context: [] });
    expect(parseGeoQuery('München, Bayern, Deutschland')).toEqual({
      name: 'munchen',
      context: ['bayern', 'deutschland'],
    });
    expect(parseGeoQuery('A9 Süd')).toEqual({ name: 'a9 sud', context: [] });
  });
});

describe('searchGazetteer ranking', () => {
  it('puts exact before prefix matches, then the larger town', () => {
    expect(search('Neustadt', { types: new Set(['place']) })).toEqual(['place.2', 'place.3', 'place.4']);
    expect(search('münch', { types: new Set(['place']) })).toEqual(['place.2867714', 'place.1']);
  });
  it('lets proximity lift a nearby town above a larger one', () => {
    expect(search('Neustadt', { types: new Set(['place']), proximity: [10.6, 50.3] })[0]).toBe('place.3');
  });
  it('matches German, English and transliterated names and whole words without autocomplete', () => {
    expect(search('Munich')[0]).toBe('place.2867714');
    expect(search('muenchen')[0]).toBe('place.2867714');
    expect(search('münch', { autocomplete: false })).toEqual([]);
    expect(search('Rübenberge', { autocomplete: false })).toEqual(['place.4']);
  });
  it('finds postcodes first, then the town they belong to', () => {
    expect(search('80331')).toEqual(['postcode.DE.80331', 'place.2867714']);
    expect(search('80331', { autocomplete: false, types: new Set(['place']) })).toEqual(['place.2867714']);
    expect(search('8033', { autocomplete: false })).toEqual([]);
    expect(search('96')).toEqual(['postcode.DE.96465', 'postcode.DE.96400', 'place.3', 'place.1']); // by population
  });
  it('narrows by region or country context, and filters countries and types', () => {
    expect(search('Neustadt, Bayern', { types: new Set(['place']) })).toEqual(['place.3']);
    expect(search('Neustadt, Nowhere', { types: new Set(['place']) })).toHaveLength(3); // unknown context is ignored
    expect(search('Neustadt', { countries: new Set(['AT']) })).toEqual([]);
    expect(search('Bay', { types: new Set(['region']) })).toEqual(['region.DE.02']);
    expect(search('Neustadt', { limit: 1 })).toEqual(['place.2']);
  });
});
