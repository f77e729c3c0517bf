import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { BASEMAP_SOURCES, basemapStyle, cityPoints, townPoints } from './basemap.ts';
import { basemapFont, basemapSource, packageFile } from './data.ts';

describe('offline basemap', () => {
  it('builds land, borders and places from the npm data', () => {
    const land = JSON.parse(basemapSource('land'));
    expect(land.type).toBe('FeatureCollection');
    expect(land.features.length).toBeGreaterThan(0);
    const borders = JSON.parse(basemapSource('borders'));
    expect(borders.features[0].geometry.type).toBe('MultiLineString');
    const places = JSON.parse(basemapSource('places'));
    const names = places.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names).toContain('Germany');
    expect(names).toContain('Berlin');
    const germany = places.features.find((f: { properties: { name: string } }) => f.properties.name === 'Germany');
    const [lon, lat] = germany.geometry.coordinates;
    expect(lon).toBeGreaterThan(6);
    expect(lon).toBeLessThan(15);
    expect(lat).toBeGreaterThan(47);
    expect(lat).toBeLessThan(55);
  });

  it('has towns and city districts for close zooms (a branch, an offer address), not only big cities', () => {
    const towns = JSON.parse(basemapSource('towns')) as {
      features: { properties: { name: string; rank: number }; geometry: { coordinates: [number, number] } }[];
    };
    const named = (name: string) => towns.features.filter((f) => f.properties.name === name);
    // Towns of the brands' regions and districts of the big cities.
    for (const name of ['Norderstedt', 'Pinneberg', 'Lüneburg', 'Ingolstadt', 'Sindelfingen', 'Winterthur', 'Blagnac'])
      expect(named(name).length, name).toBeGreaterThan(0);
    for (const name of ['Altona', 'Wandsbek', 'Bogenhausen'])
      expect(
        named(name).some((f) => f.properties.rank === 8),
        name,
      ).toBe(true);
    // Within 5 km of each demo head office there is something to read on the map.
    for (const [lon, lat] of [
      [6.756, 51.253],
      [9.187, 48.804],
      [10.024, 53.548],
      [11.584, 48.139],
    ] as const) {
      const near = towns.features.filter(
        (f) =>
          Math.hypot(
            (f.geometry.coordinates[0] - lon) * Math.cos((lat * Math.PI) / 180),
            f.geometry.coordinates[1] - lat,
          ) *
            111 <
          5,
      );
      expect(near.length, `${lon},${lat}`).toBeGreaterThan(0);
    }
    // The big cities stay in 'places' only.
    expect(named('Hamburg')).toEqual([]);
  });

  it('keeps the whole basemap small over the wire (gzip, as served)', () => {
    const total = BASEMAP_SOURCES.reduce((sum, name) => sum + gzipSync(basemapSource(name)).length, 0);
    expect(total).toBeLessThan(1_000_000);
  });

  it('ranks towns below cities and keeps districts apart', () => {
    const towns = townPoints([
      { name: 'Big', country: 'DE', featureCode: 'PPL', population: 600_000, loc: { coordinates: [1, 2] } },
      { name: 'Mid', country: 'DE', featureCode: 'PPL', population: 120_000, loc: { coordinates: [1.23456, 2] } },
      { name: 'Small', country: 'FR', featureCode: 'PPL', population: 12_000, loc: { coordinates: [1, 2] } },
      { name: 'Village', country: 'DE', featureCode: 'PPL', population: 2_000, loc: { coordinates: [1, 2] } },
      { name: 'Quarter', country: 'DE', featureCode: 'PPLX', population: 2_000, loc: { coordinates: [1, 2] } },
      { name: 'Far', country: 'US', featureCode: 'PPL', population: 50_000, loc: { coordinates: [1, 2] } },
    ]);
    expect(towns.map((t) => [t.properties!.name, t.properties!.rank])).toEqual([
      ['Mid', 5],
      ['Small', 7],
      ['Quarter', 8],
    ]);
    expect(towns[0]!.geometry.coordinates).toEqual([1.235, 2]);
  });

  it('keeps capitals and large cities, ranked by population', () => {
    const cities = cityPoints([
      { name: 'Big', country: 'XX', featureCode: 'PPL', population: 6_000_000, loc: { coordinates: [1, 2] } },
      { name: 'Capital', country: 'XX', featureCode: 'PPLC', population: 20_000, loc: { coordinates: [3, 4] } },
      { name: 'Small', country: 'XX', featureCode: 'PPL', population: 20_000, loc: { coordinates: [5, 6] } },
    ]);
    expect(cities.map((c) => [c.properties!.name, c.properties!.rank])).toEqual([
      ['Big', 1],
      ['Capital', 2],
    ]);
  });

  it('serves a style with absolute source and font URLs, water colour and localised labels', () => {
    const style = basemapStyle('http://brand-c.localhost:3000/', { lang: 'fr', waterColor: '#112233' });
    expect(style.sources.land!.data).toBe('http://brand-c.localhost:3000/api/maps/land.geojson');
    expect(style.layers[0]).toMatchObject({ id: 'water', paint: { 'background-color': '#112233' } });
    expect(JSON.stringify(style.layers)).toContain('name_fr');
    expect(JSON.stringify(style)).not.toContain('glyphs');
    expect(style['font-faces']['Inter Regular']![0]!.url).toBe(
      'http://brand-c.localhost:3000/api/maps/fonts/inter-latin.woff2',
    );
  });

  it('is a valid MapLibre style (what MapLibre itself checks when it loads it)', () => {
    for (const lang of ['de', 'en', 'fr', 'es']) {
      const errors = validateStyleMin(basemapStyle('http://localhost:3000', { lang, waterColor: '#75cff0' }) as never);
      expect(
        errors.map((error) => error.message),
        lang,
      ).toEqual([]);
    }
  });

  it('serves the label fonts from npm, nothing else', () => {
    expect(basemapFont('inter-latin.woff2')!.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(basemapFont('../../package.json')).toBeNull();
    expect(packageFile('no-such-package-xyz', 'x.json')).toBeNull();
  });
});
