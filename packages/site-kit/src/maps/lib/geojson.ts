/**
 * Cluster map data (SPEC §3.12): a GeoJSON string from page configuration, points with contact properties,
 * an optional filter on title or parent, and duplicate coordinates dropped.
 */
import { toLngLat, type LngLat } from './latlong.ts';

export interface ClusterProperties {
  type: string;
  title: string;
  parent: string;
  name: string;
  fon: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  link?: string;
}

export interface ClusterPoint {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: LngLat };
  properties: ClusterProperties;
}

export interface ClusterCollection {
  type: 'FeatureCollection';
  features: ClusterPoint[];
}

const PROPERTY_KEYS = ['type', 'title', 'parent', 'name', 'fon', 'email', 'street', 'zip', 'city'] as const;
/** Longest text kept per property: page configuration is editor input. */
const MAX_TEXT = 300;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT) : typeof value === 'number' ? String(value) : '';

function toPoint(feature: unknown): ClusterPoint | null {
  if (!feature || typeof feature !== 'object') return null;
  const { geometry, properties } = feature as { geometry?: unknown; properties?: unknown };
  if (!geometry || typeof geometry !== 'object' || (geometry as { type?: unknown }).type !== 'Point') return null;
  const coordinates = (geometry as { coordinates?: unknown }).coordinates;
  if (!Array.isArray(coordinates) || coordinates.length < 2) return null;
  const position = toLngLat(coordinates[0], coordinates[1]);
  if (!position) return null;
  const props = properties && typeof properties === 'object' ? (properties as Record<string, unknown>) : {};
  const clean = Object.fromEntries(PROPERTY_KEYS.map((key) => [key, text(props[key])])) as unknown as ClusterProperties;
  const link = text(props.link);
  if (link) clean.link = link;
  return { type: 'Feature', geometry: { type: 'Point', coordinates: position }, properties: clean };
}

/**
 * Parses the page's GeoJSON string (a FeatureCollection, or a bare array of features) into valid points;
 * anything that is not a point with numeric coordinates is skipped. Invalid JSON yields null.
 */
export function parseClusterGeoJson(source: string | null | undefined): ClusterCollection | null {
  if (!source || !source.trim()) return { type: 'FeatureCollection', features: [] };
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return null;
  }
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (data as { features?: unknown }).features
      : null;
  if (!Array.isArray(list)) return null;
  return {
    type: 'FeatureCollection',
    features: list.map(toPoint).filter((point): point is ClusterPoint => point !== null),
  };
}

/** Keeps only features whose title or parent equals the filter value; no (empty) filter keeps all. */
export function filterClusterFeatures(features: ClusterPoint[], filter: string | null | undefined): ClusterPoint[] {
  const wanted = filter?.trim();
  if (!wanted) return features;
  return features.filter((feature) => feature.properties.title === wanted || feature.properties.parent === wanted);
}

/** Drops every feature whose coordinates equal an earlier feature's (the first one wins). */
export function dedupeCoordinates<T extends { geometry: { coordinates: LngLat } }>(features: T[]): T[] {
  const seen = new Set<string>();
  return features.filter((feature) => {
    const key = `${feature.geometry.coordinates[0]},${feature.geometry.coordinates[1]}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The cluster source data of a page: parsed, filtered, de-duplicated. null when the JSON is invalid. */
export function clusterData(source: string | null | undefined, filter?: string | null): ClusterCollection | null {
  const parsed = parseClusterGeoJson(source);
  if (!parsed) return null;
  return { type: 'FeatureCollection', features: dedupeCoordinates(filterClusterFeatures(parsed.features, filter)) };
}
