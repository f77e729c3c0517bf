/** Where the map looks after its markers are placed (SPEC §9.6 bounds fitting). */
import { FILTERED_CLUSTER_PADDING_DEG, SINGLE_MARKER_MAX_ZOOM } from './config.ts';
import type { LngLat } from './latlong.ts';

/** [[west, south], [east, north]] */
export type Bounds = [LngLat, LngLat];

export type ViewChoice = { kind: 'initial' } | { kind: 'fit'; bounds: Bounds; maxZoom: number; padding: number };

export function boundsOf(points: LngLat[]): Bounds | null {
  if (points.length === 0) return null;
  let [west, south] = points[0]!;
  let [east, north] = points[0]!;
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The view for a set of markers: no markers → the configured initial position and zoom; one marker → fit with
 * max zoom 12; several → fit with the map's max zoom. A filtered cluster map pads its bounds by 0.01°.
 * `padding` is the configured fit-bounds padding in px.
 */
export function chooseView(
  points: LngLat[],
  options: { maxZoom: number; padding: number; filteredCluster?: boolean },
): ViewChoice {
  const bounds = boundsOf(points);
  if (!bounds) return { kind: 'initial' };
  const pad = options.filteredCluster ? FILTERED_CLUSTER_PADDING_DEG : 0;
  const padded: Bounds = [
    [Math.max(-180, bounds[0][0] - pad), Math.max(-90, bounds[0][1] - pad)],
    [Math.min(180, bounds[1][0] + pad), Math.min(90, bounds[1][1] + pad)],
  ];
  const maxZoom = points.length === 1 ? Math.min(SINGLE_MARKER_MAX_ZOOM, options.maxZoom) : options.maxZoom;
  return { kind: 'fit', bounds: padded, maxZoom, padding: options.padding };
}
