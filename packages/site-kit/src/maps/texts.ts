/** Texts of the maps in the page language; built on the server from `@meridian/i18n` (no catalogue ships). */
export interface MapTexts {
  region: string;
  loading: string;
  consent: { title: string; text: string; allow: string };
  configError: string;
  dataError: string;
  /** The §8.4 toast of a failed map data call: 'http.status.500.status' / 'http.status.500.message'. */
  dataErrorToast: { headline: string; text: string };
  marker: string;
  cluster: string;
  list: string;
  route: string;
  more: string;
  phone: string;
  email: string;
  close: string;
  search: { label: string; submit: string; none: string };
  zoomIn: string;
  zoomOut: string;
  compass: string;
  locate: string;
  fullscreen: string;
  /** The rest of MapLibre's own UI strings (its `locale` option). */
  controls: {
    fullscreenEnter: string;
    fullscreenExit: string;
    attribution: string;
    feedback: string;
    locationUnavailable: string;
    logo: string;
    markerTitle: string;
    globe: { on: string; off: string };
    terrain: { on: string; off: string };
    /** The cooperative-gestures hints (SPEC §9.6 detail map). */
    gestures: { windows: string; mac: string; mobile: string };
  };
}

export function mapTexts(t: (key: string) => string): MapTexts {
  return {
    region: t('map.region'),
    loading: t('map.loading'),
    consent: { title: t('map.consent.title'), text: t('map.consent.text'), allow: t('map.consent.allow') },
    configError: t('map.configError'),
    dataError: t('map.dataError'),
    dataErrorToast: { headline: t('http.status.500.status'), text: t('http.status.500.message') },
    marker: t('map.marker'),
    cluster: t('map.cluster'),
    list: t('map.list'),
    route: t('map.route'),
    more: t('map.more'),
    phone: t('map.phone'),
    email: t('map.email'),
    close: t('map.close'),
    search: { label: t('map.search.label'), submit: t('map.search.submit'), none: t('map.search.none') },
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    compass: t('map.compass'),
    locate: t('map.locate'),
    fullscreen: t('map.fullscreen'),
    controls: {
      fullscreenEnter: t('map.fullscreenEnter'),
      fullscreenExit: t('map.fullscreenExit'),
      attribution: t('map.attribution'),
      feedback: t('map.feedback'),
      locationUnavailable: t('map.locationUnavailable'),
      logo: t('map.logo'),
      markerTitle: t('map.markerTitle'),
      globe: { on: t('map.globe.on'), off: t('map.globe.off') },
      terrain: { on: t('map.terrain.on'), off: t('map.terrain.off') },
      gestures: { windows: t('map.gestures.windows'), mac: t('map.gestures.mac'), mobile: t('map.gestures.mobile') },
    },
  };
}

/**
 * MapLibre's `locale` option: every UI string the library shows (control titles, the cooperative-gestures hints,
 * the attribution button) in the page language. Scale units are the same in every language.
 */
export function mapLibreLocale(texts: MapTexts): Record<string, string> {
  const c = texts.controls;
  return {
    'AttributionControl.ToggleAttribution': c.attribution,
    'AttributionControl.MapFeedback': c.feedback,
    'FullscreenControl.Enter': c.fullscreenEnter,
    'FullscreenControl.Exit': c.fullscreenExit,
    'GeolocateControl.FindMyLocation': texts.locate,
    'GeolocateControl.LocationNotAvailable': c.locationUnavailable,
    'LogoControl.Title': c.logo,
    'Map.Title': texts.region,
    'Marker.Title': c.markerTitle,
    'NavigationControl.ResetBearing': texts.compass,
    'NavigationControl.ZoomIn': texts.zoomIn,
    'NavigationControl.ZoomOut': texts.zoomOut,
    'Popup.Close': texts.close,
    'ScaleControl.Feet': 'ft',
    'ScaleControl.Meters': 'm',
    'ScaleControl.Kilometers': 'km',
    'ScaleControl.Miles': 'mi',
    'ScaleControl.NauticalMiles': 'nm',
    'GlobeControl.Enable': c.globe.on,
    'GlobeControl.Disable': c.globe.off,
    'TerrainControl.Enable': c.terrain.on,
    'TerrainControl.Disable': c.terrain.off,
    'CooperativeGesturesHandler.WindowsHelpText': c.gestures.windows,
    'CooperativeGesturesHandler.MacHelpText': c.gestures.mac,
    'CooperativeGesturesHandler.MobileHelpText': c.gestures.mobile,
  };
}

/** English fallback (for a `mountDetailMap` caller without texts). */
export const FALLBACK_MAP_TEXTS: MapTexts = {
  region: 'Map',
  loading: 'Loading map…',
  consent: {
    title: 'Map',
    text: 'This map is provided by a maps service. It is shown once you allow functional cookies for maps.',
    allow: 'Allow map',
  },
  configError: 'This map cannot be shown: its configuration is incomplete.',
  dataError: 'The locations could not be loaded.',
  dataErrorToast: { headline: 'Internal server error', text: 'An unexpected error has occurred.' },
  marker: 'Show details: {{name}}',
  cluster: '{{count}} locations – show',
  list: 'Locations as a list',
  route: 'Plan route',
  more: 'More information',
  phone: 'Phone',
  email: 'E-mail',
  close: 'Close',
  search: { label: 'Search for a place on the map', submit: 'Search', none: 'No place found.' },
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  compass: 'Reset bearing to north',
  locate: 'Find my location',
  fullscreen: 'Toggle full screen',
  controls: {
    fullscreenEnter: 'Enter full screen',
    fullscreenExit: 'Exit full screen',
    attribution: 'Show or hide map credits',
    feedback: 'Map feedback',
    locationUnavailable: 'Location not available',
    logo: 'MapLibre logo',
    markerTitle: 'Map marker',
    globe: { on: 'Turn on globe view', off: 'Turn off globe view' },
    terrain: { on: 'Show terrain', off: 'Hide terrain' },
    gestures: {
      windows: 'Use Ctrl + scroll to zoom the map',
      mac: 'Use ⌘ + scroll to zoom the map',
      mobile: 'Use two fingers to move the map',
    },
  },
};

/** Fills {{name}} placeholders. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => String(values[key] ?? ''));
