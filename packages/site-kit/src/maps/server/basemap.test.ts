import { describe, expect, it } from 'vitest';
import { basemapStyle, cityPoints } from './basemap.ts';
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
    expect(style['font-faces']['Inter Regular']![0]!.url).toBe('http://brand-c.localhost:3000/api/maps/fonts/inter-latin.woff2');
  });

  it('serves the label fonts from npm, nothing else', () => {
    expect(basemapFont('inter-latin.woff2')!.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(basemapFont('../../package.json')).toBeNull();
    expect(packageFile('no-such-package-xyz', 'x.json')).toBeNull();
  });
});
