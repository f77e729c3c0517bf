import {
  CLUSTER,
  DEFAULT_MAP_CONFIG,
  DETAIL_MAP_SETTINGS,
  parseLatLong,
  resolveMapConfig,
  sourceKind,
  type MapConfig,
} from '@meridian/site-kit/maps';

/**
 * Map presets: what an editor picks instead of the wire-format settings (SPEC §3.12 map configuration). Each preset
 * is a set of §9.6 values; `custom` means the block's own advanced settings. The renderer turns either into the same
 * wire format (`mapWireSettings`), so a preset and the equal hand-made settings render the same map.
 */
export const MAP_PRESETS = ['site', 'detail', 'cluster', 'custom'] as const;
export type MapPreset = (typeof MAP_PRESETS)[number];

/** The editor's choice; its English label (translated by the admin dictionary) and help text. */
export const MAP_PRESET_OPTIONS: { value: MapPreset; label: string }[] = [
  { value: 'site', label: 'Site default' },
  { value: 'detail', label: 'Detail map (one location, close up)' },
  { value: 'cluster', label: 'Cluster map (many locations, grouped)' },
  { value: 'custom', label: 'Custom (advanced settings)' },
];

/**
 * The values each preset sets over the defaults and site-wide overrides (§9.6):
 * - site: nothing — the §9.6 defaults with the site-wide overrides, as every map had before presets;
 * - detail: the recruiting detail map's settings (one place, close up, controls bottom-right);
 * - cluster: an overview of many places — zoomable to the clusters' own max zoom, so a click on a cluster can open
 *   it (§4.10), with cooperative gestures (the page scrolls past it) and a fullscreen control.
 */
export const PRESET_CONFIG: Record<Exclude<MapPreset, 'custom'>, Partial<MapConfig>> = {
  site: {},
  detail: { ...DETAIL_MAP_SETTINGS },
  cluster: { maxZoom: CLUSTER.maxZoom, cooperativeGestures: true, fullscreen: true },
};

/** The block's advanced settings as stored (toggles: 'default' | 'on' | 'off'). */
export interface MapSettingsData {
  version?: string | null;
  geocoderVersion?: string | null;
  style?: string | null;
  token?: string | null;
  initZoom?: number | null;
  initPosition?: string | null;
  waterColor?: string | null;
  markerColor?: string | null;
  searchMarkerColor?: string | null;
  markerScale?: number | null;
  popupMaxwidth?: number | null;
  popupClassName?: string | null;
  fitBoundsPadding?: number | null;
  minZoom?: number | null;
  maxZoom?: number | null;
  ratio?: number | null;
  scrollZoom?: string | null;
  fullscreen?: string | null;
  fullscreenDevice?: string | null;
  cooperativeGestures?: string | null;
  showSearch?: string | null;
  showNavigationControl?: string | null;
  navigationControlPosition?: string | null;
  showGeolocateControl?: string | null;
  showCompass?: string | null;
  forceLoad?: boolean | null;
}

const TOGGLES = [
  'scrollZoom',
  'fullscreen',
  'cooperativeGestures',
  'showSearch',
  'showNavigationControl',
  'showGeolocateControl',
  'showCompass',
] as const;

export type EditorMapConfig = Partial<Record<keyof MapConfig, unknown>>;

/** The wire format the site's map takes: the editor's configuration, the two required versions, forced loading. */
export interface MapWireSettings {
  config: EditorMapConfig;
  required: { version: string; geocoderVersion: string };
  force: boolean;
}

/** The advanced settings as map configuration: empty values and 'default' toggles leave the defaults in force. */
export function customConfig(settings: MapSettingsData | null | undefined): EditorMapConfig {
  const s = settings ?? {};
  const config: EditorMapConfig = {
    style: s.style,
    token: s.token,
    initZoom: s.initZoom,
    waterColor: s.waterColor,
    markerColor: s.markerColor,
    searchMarkerColor: s.searchMarkerColor,
    markerScale: s.markerScale,
    popupMaxwidth: s.popupMaxwidth,
    popupClassName: s.popupClassName,
    fitBoundsPadding: s.fitBoundsPadding,
    minZoom: s.minZoom,
    maxZoom: s.maxZoom,
    ratio: s.ratio,
    fullscreenDevice: s.fullscreenDevice,
    navigationControlPosition: s.navigationControlPosition,
  };
  const position = parseLatLong(s.initPosition);
  if (position) config.initPosition = position;
  for (const key of TOGGLES) {
    const value = s[key];
    if (value === 'on' || value === 'off') config[key] = value === 'on';
  }
  return config;
}

const isPreset = (value: unknown): value is MapPreset => (MAP_PRESETS as readonly unknown[]).includes(value);

/**
 * The block's map in the wire format: a preset's values with the current library and geocoder versions, or — for
 * `custom` — the advanced settings as they are (an emptied version stays empty, so the site reports it, §5.7).
 * No preset stored (content from before presets): the advanced settings, as then.
 */
export function mapWireSettings(
  preset: string | null | undefined,
  settings: MapSettingsData | null | undefined,
): MapWireSettings {
  if (isPreset(preset) && preset !== 'custom') {
    return {
      config: { ...PRESET_CONFIG[preset] },
      required: { version: DEFAULT_MAP_CONFIG.version, geocoderVersion: DEFAULT_MAP_CONFIG.geocoderVersion },
      force: false,
    };
  }
  const s = settings ?? {};
  return {
    config: customConfig(s),
    required: { version: s.version ?? '', geocoderVersion: s.geocoderVersion ?? '' },
    force: Boolean(s.forceLoad),
  };
}

/** The map a wire format makes for a source: every value in force (for comparing two settings). */
const effective = (wire: MapWireSettings, source: string | null | undefined) => ({
  ...resolveMapConfig(sourceKind(source), wire.config),
  ...wire.required,
  force: wire.force,
});

/**
 * The preset of content saved before presets existed: the first preset that renders exactly the map its settings
 * render, else `custom` (so nothing changes on the site). Settings left as they came (the defaults) are `site`.
 */
export function inferPreset(
  settings: MapSettingsData | null | undefined,
  source: string | null | undefined,
): MapPreset {
  const own = JSON.stringify(effective(mapWireSettings('custom', settings), source));
  for (const preset of MAP_PRESETS) {
    if (preset === 'custom') continue;
    if (JSON.stringify(effective(mapWireSettings(preset, null), source)) === own) return preset;
  }
  return 'custom';
}

/** The block as far as a preset's check needs it. */
export interface MapBlockData {
  source?: string | null;
  geoJson?: string | null;
  markers?: unknown[] | null;
}

/**
 * What a preset needs from the block besides the settings: a detail map shows one or a few given places (address
 * markers), a cluster map a GeoJSON of places. Returns the message for the editor, or true.
 */
export function presetError(preset: unknown, block: MapBlockData | null | undefined): true | string {
  if (preset == null || preset === '') return 'Choose how the map is set up.';
  if (!isPreset(preset)) return 'Choose one of the offered map settings.';
  const b = block ?? {};
  if (preset === 'detail') {
    const addressed = b.source === 'address' || b.source === 'address-recruiting';
    if (!addressed || !(b.markers?.length ?? 0))
      return 'A detail map needs the source "address" (or "address-recruiting") and at least one marker.';
  }
  if (preset === 'cluster' && (b.source !== 'cluster' || !b.geoJson?.trim()))
    return 'A cluster map needs the source "cluster" and its GeoJSON.';
  return true;
}
