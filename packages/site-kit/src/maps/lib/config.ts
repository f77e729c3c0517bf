/**
 * Map configuration (SPEC §3.12, §5.7, §9.6) as plain data and pure functions: the defaults, the site-wide
 * overrides, the recruiting detail map's settings, the controls each source type gets, and the four
 * configuration errors.
 */

/** The maps service's name in the §5.7 messages: our maps library (the spec's service is its proprietary parent). */
export const MAPS_SERVICE = 'MapLibre';

/** The built-in offline basemap, served by the web app from Natural Earth data shipped in npm (no token needed). */
export const OFFLINE_STYLE = '/api/maps/style.json';

export const SOURCE_TYPES = ['nothing', 'address', 'address-recruiting', 'cluster', 'rst_branches'] as const;
export type FixedSourceType = (typeof SOURCE_TYPES)[number];
/** Any other source value is a routed data call (SPEC §3.12). */
export type SourceKind = FixedSourceType | 'route';

export const sourceKind = (source: string | null | undefined): SourceKind =>
  (SOURCE_TYPES as readonly string[]).includes(source ?? '') ? (source as FixedSourceType) : 'route';

export type ControlPosition = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
export const CONTROL_POSITIONS: readonly ControlPosition[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

export interface MapConfig {
  version: string;
  geocoderVersion: string;
  containerId: string;
  token: string;
  style: string;
  initZoom: number;
  /** [longitude, latitude] */
  initPosition: [number, number];
  waterColor: string;
  markerColor: string;
  searchMarkerColor: string;
  markerScale: number;
  popupMaxwidth: number;
  popupClassName: string;
  fitBoundsPadding: number;
  minZoom: number;
  maxZoom: number;
  scrollZoom: boolean;
  ratio: number;
  fullscreen: boolean;
  fullscreenDevice: 'all' | 'mobile' | 'desktop';
  cooperativeGestures: boolean;
  showSearch: boolean;
  showNavigationControl: boolean;
  navigationControlPosition: ControlPosition;
  showGeolocateControl: boolean;
  showCompass: boolean;
}

/** §9.6 defaults. `version` is the bundled library's version; the style is the offline basemap (see OFFLINE_STYLE). */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  version: '6.17.0',
  geocoderVersion: 'v5',
  containerId: '',
  token: '',
  style: OFFLINE_STYLE,
  initZoom: 5,
  initPosition: [10.45, 51.16],
  waterColor: '#75cff0',
  markerColor: '#3FB1CE',
  searchMarkerColor: 'orange',
  markerScale: 1,
  popupMaxwidth: 240,
  popupClassName: '',
  fitBoundsPadding: 50,
  minZoom: 0,
  maxZoom: 20,
  scrollZoom: false,
  ratio: 1.77778,
  fullscreen: false,
  fullscreenDevice: 'all',
  cooperativeGestures: false,
  showSearch: false,
  showNavigationControl: false,
  navigationControlPosition: 'top-right',
  showGeolocateControl: false,
  showCompass: false,
};

/** §9.6 site-wide overrides, applied over the defaults on every site. */
export const SITE_MAP_OVERRIDES: Partial<MapConfig> = {
  showNavigationControl: true,
  showGeolocateControl: true,
  minZoom: 2,
  maxZoom: 16,
};

/** §9.6 recruiting detail map (job detail layer). */
export const DETAIL_MAP_SETTINGS: Partial<MapConfig> = {
  markerScale: 1.2,
  navigationControlPosition: 'bottom-right',
  cooperativeGestures: true,
  showGeolocateControl: false,
  minZoom: 6,
  initZoom: 14,
  maxZoom: 20,
  ratio: 3,
};

/** §9.6 cluster and marker constants. */
export const CLUSTER = { radius: 50, maxZoom: 20, textSize: 12, pointRadius: 15 } as const;
export const SINGLE_MARKER_MAX_ZOOM = 12;
export const FILTERED_CLUSTER_PADDING_DEG = 0.01;
export const POPUP_OFFSET_PX = 40;

/** Circle radius of a cluster by its point count (§9.6): 20, 30 from 3 points, 40 from 6 points. */
export function clusterRadius(pointCount: number): number {
  if (pointCount >= 6) return 40;
  if (pointCount >= 3) return 30;
  return 20;
}

/**
 * Controls by source (§9.6): geolocate off for nothing/address/address-recruiting/cluster; the brand's branch map
 * (rst_branches) gets the compass; other sources (routed data calls) get compass and search.
 */
export function controlsForSource(kind: SourceKind): Partial<MapConfig> {
  switch (kind) {
    case 'nothing':
    case 'address':
    case 'address-recruiting':
    case 'cluster':
      return { showGeolocateControl: false };
    case 'rst_branches':
      return { showCompass: true };
    case 'route':
      return { showCompass: true, showSearch: true };
  }
}

/** Removes undefined, null and empty-string values so that they do not override a default. */
function defined(values: Partial<Record<keyof MapConfig, unknown>>): Partial<MapConfig> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<MapConfig>;
}

/**
 * The configuration in force: defaults ← site-wide overrides ← source-type controls ← the editor's values ←
 * forced settings (the detail map's). Editors' explicit values win over the source rules.
 */
export function resolveMapConfig(
  kind: SourceKind,
  editor: Partial<Record<keyof MapConfig, unknown>> = {},
  forced: Partial<MapConfig> = {},
): MapConfig {
  return { ...DEFAULT_MAP_CONFIG, ...SITE_MAP_OVERRIDES, ...controlsForSource(kind), ...defined(editor), ...forced };
}

export type ConfigErrorKind = 'version' | 'container' | 'token' | 'geocoderVersion';

export interface ConfigError {
  kind: ConfigErrorKind;
  /** The §5.7 message (English, for the log). */
  message: string;
}

const messageOf = (kind: ConfigErrorKind): string =>
  ({
    version: `No ${MAPS_SERVICE} version defined`,
    container: `No ${MAPS_SERVICE} container defined`,
    token: `No ${MAPS_SERVICE} token defined`,
    geocoderVersion: `No ${MAPS_SERVICE} geocoder version defined`,
  })[kind];

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Whether a style needs an access token: every style except our own offline basemap (served by the site). */
export const styleNeedsToken = (style: string): boolean => style.trim() !== '' && style.trim() !== OFFLINE_STYLE;

/**
 * §5.7: missing version, container, token (for a tile service's style) or, with search on, geocoder version.
 * Returns every error, in that order; an empty list means the map can be created.
 */
export function validateMapConfig(
  config: Pick<MapConfig, 'version' | 'containerId' | 'token' | 'style' | 'showSearch' | 'geocoderVersion'>,
): ConfigError[] {
  const errors: ConfigErrorKind[] = [];
  if (blank(config.version)) errors.push('version');
  if (blank(config.containerId)) errors.push('container');
  if (styleNeedsToken(config.style) && blank(config.token)) errors.push('token');
  if (config.showSearch && blank(config.geocoderVersion)) errors.push('geocoderVersion');
  return errors.map((kind) => ({ kind, message: messageOf(kind) }));
}

/** Height of the map for its width and ratio (width / height), never below 200 px. */
export function mapHeight(width: number, ratio: number): number {
  const safeRatio = Number.isFinite(ratio) && ratio > 0 ? ratio : DEFAULT_MAP_CONFIG.ratio;
  return Math.max(200, Math.round(width / safeRatio));
}
