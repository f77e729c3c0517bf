import { describe, expect, it } from 'vitest';
import { clusterData, dedupeCoordinates, filterClusterFeatures, parseClusterGeoJson } from './geojson.ts';

const point = (lon: number, lat: number, props: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: props,
});
const source = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    point(8.8, 53.1, {
      title: 'Bremen',
      parent: 'Nord',
      name: 'Velora Bremen',
      fon: '+49 421 1',
      link: '/de/de/kontakt',
    }),
    point(9.99, 53.55, { title: 'Hamburg', parent: 'Nord' }),
    point(9.99, 53.55, { title: 'Hamburg 2', parent: 'Nord' }),
    point(11.58, 48.14, { title: 'München', parent: 'Süd' }),
    {
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [0, 0],
          [1, 1],
        ],
      },
      properties: {},
    },
    point(500, 10, { title: 'broken' }),
  ],
});

describe('cluster GeoJSON (SPEC §3.12)', () => {
  it('keeps valid points with their contact properties only', () => {
    const parsed = parseClusterGeoJson(source)!;
    expect(parsed.features).toHaveLength(4);
    expect(parsed.features[0]!.properties).toMatchObject({
      title: 'Bremen',
      parent: 'Nord',
      name: 'Velora Bremen',
      link: '/de/de/kontakt',
      email: '',
    });
  });

  it('accepts a bare feature array and rejects invalid JSON', () => {
    expect(parseClusterGeoJson(JSON.stringify([point(1, 2)]))!.features).toHaveLength(1);
    expect(parseClusterGeoJson('{nope')).toBeNull();
    expect(parseClusterGeoJson('{"type":"Feature"}')).toBeNull();
    expect(parseClusterGeoJson('')!.features).toEqual([]);
  });

  it('filters on title or parent', () => {
    const { features } = parseClusterGeoJson(source)!;
    expect(filterClusterFeatures(features, 'Nord').map((f) => f.properties.title)).toEqual([
      'Bremen',
      'Hamburg',
      'Hamburg 2',
    ]);
    expect(filterClusterFeatures(features, 'München').map((f) => f.properties.title)).toEqual(['München']);
    expect(filterClusterFeatures(features, '  ')).toHaveLength(4);
    expect(filterClusterFeatures(features, 'nord')).toHaveLength(0);
  });

  it('drops duplicate coordinates, keeping the first', () => {
    const { features } = parseClusterGeoJson(source)!;
    expect(dedupeCoordinates(features).map((f) => f.properties.title)).toEqual(['Bremen', 'Hamburg', 'München']);
  });

  it('filters then de-duplicates', () => {
    expect(clusterData(source, 'Nord')!.features.map((f) => f.properties.title)).toEqual(['Bremen', 'Hamburg']);
    expect(clusterData('[', null)).toBeNull();
  });
});
