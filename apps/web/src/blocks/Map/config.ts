import type { Block, Field } from 'payload';
import {
  CONTROL_POSITIONS,
  DEFAULT_MAP_CONFIG,
  parseLatLong,
  parseClusterGeoJson,
  SOURCE_TYPES,
} from '@meridian/site-kit/maps';
import { mapSettingError, type MapSettingsInput } from './validation';
import { inferPreset, MAP_PRESET_OPTIONS, presetError, type MapBlockData, type MapSettingsData } from './presets';

type SettingValidation = { siblingData: MapSettingsInput; blockData?: { source?: string; preset?: string | null } };
/**
 * A §5.7 check of the advanced settings group, which sits in the block beside `source`; only for the custom preset
 * (a chosen preset brings its own versions).
 */
const settingCheck =
  (setting: Parameters<typeof mapSettingError>[0]) =>
  (_: unknown, { siblingData, blockData }: SettingValidation) =>
    blockData?.preset && blockData.preset !== 'custom'
      ? true
      : mapSettingError(setting, siblingData, blockData?.source);

/** The advanced settings are for the custom preset only. */
const isCustom = (_: unknown, block: { preset?: string | null }) => block?.preset === 'custom';

/** On / off / the default in force (§9.6 defaults and site-wide overrides), so an untouched box overrides nothing. */
const toggle = (name: string, label: string, description: string): Field => ({
  name,
  label,
  type: 'select',
  defaultValue: 'default',
  admin: { description },
  options: [
    { label: 'Default', value: 'default' },
    { label: 'On', value: 'on' },
    { label: 'Off', value: 'off' },
  ],
});

const number = (name: string, label: string, min: number, max: number, description: string): Field => ({
  name,
  label,
  type: 'number',
  min,
  max,
  admin: { description, placeholder: String(DEFAULT_MAP_CONFIG[name as keyof typeof DEFAULT_MAP_CONFIG] ?? '') },
});
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const color = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 20,
  admin: {
    description: 'Empty = the default colour shown in the field',
    placeholder: String(DEFAULT_MAP_CONFIG[name as keyof typeof DEFAULT_MAP_CONFIG]),
  },
  validate: (value: unknown) =>
    !value || (typeof value === 'string' && COLOR.test(value)) ? true : 'A colour: #rrggbb or a CSS colour name',
});

const hasSource =
  (...kinds: string[]) =>
  (_: unknown, sibling: { source?: string }) =>
    kinds.includes(sibling?.source ?? '');

/**
 * The map content element (SPEC §3.12): a source type and its data, plus the map configuration. Empty
 * settings keep the §9.6 defaults with the site-wide overrides.
 */
export const MapBlock: Block = {
  slug: 'map',
  interfaceName: 'MapBlock',
  labels: { singular: 'Map', plural: 'Maps' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      maxLength: 160,
      admin: { description: 'Shown above the map; also names the map for screen readers.' },
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'nothing',
      options: [
        ...SOURCE_TYPES.map((value) => ({ label: value, value })),
        { label: 'Routed data call (see below)', value: 'route' },
      ],
      admin: {
        description:
          'nothing: the map only; address: the markers below; cluster: the GeoJSON below; rst_branches: the branch map of this site; routed data call: the records of an API route.',
      },
    },
    {
      name: 'dataRoute',
      type: 'text',
      maxLength: 200,
      admin: {
        condition: hasSource('route', 'rst_branches'),
        description:
          'Path of the map data call on the recruiting API, e.g. /v4/data/mapbranches/2. Empty for rst_branches: this site’s branches.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) => {
        if (!value) return siblingData?.source === 'route' ? 'A routed data call needs its path' : true;
        return typeof value === 'string' && /^\/v\d+\/[A-Za-z0-9/_.,=&?-]*$/.test(value) && !value.includes('..')
          ? true
          : 'A path on the recruiting API, starting with /v4/';
      },
    },
    {
      name: 'markers',
      type: 'array',
      maxRows: 200,
      admin: {
        description: 'The places on the map, each with its popup.',
        condition: hasSource('address', 'address-recruiting'),
      },
      fields: [
        {
          name: 'latlong',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: "'latitude,longitude', e.g. 53.0793,8.8017 (each part is cut to 7 characters)" },
          validate: (value: unknown) => (parseLatLong(value) ? true : "Enter 'latitude,longitude' in decimal degrees"),
        },
        {
          name: 'popupTitle',
          type: 'text',
          maxLength: 160,
          admin: { description: 'Name of the place in its popup (e.g. the office name)' },
        },
        {
          name: 'routing',
          type: 'text',
          maxLength: 300,
          admin: { description: 'Destination address for the route planner (opens in a new tab)' },
        },
        { name: 'url', type: 'text', maxLength: 500, admin: { description: 'A page of this site or an external URL' } },
        {
          name: 'popup',
          type: 'checkbox',
          label: 'Open the URL in a popup layer (popup=1) instead of a new tab',
          admin: { description: 'The linked page opens over the map instead of in a new tab.' },
        },
      ],
    },
    {
      name: 'geoJson',
      type: 'code',
      admin: {
        language: 'json',
        condition: hasSource('cluster'),
        description:
          'A GeoJSON FeatureCollection of points; properties: type, title, parent, name, fon, email, street, zip, city, link',
      },
      validate: (value: unknown) =>
        !value || (typeof value === 'string' && value.length <= 200_000 && parseClusterGeoJson(value))
          ? true
          : 'Not a valid GeoJSON FeatureCollection',
    },
    {
      name: 'geoJsonFilter',
      type: 'text',
      maxLength: 160,
      admin: {
        condition: hasSource('cluster'),
        description: 'Keep only features whose title or parent equals this value',
      },
    },
    {
      name: 'preset',
      type: 'select',
      required: true,
      defaultValue: 'site',
      options: MAP_PRESET_OPTIONS,
      admin: {
        description:
          'Site default: the map as the site shows maps. Detail map: one place close up. Cluster map: many places, grouped. Custom: every setting by hand (advanced).',
      },
      validate: (value: unknown, { siblingData }: { siblingData: MapBlockData }) => presetError(value, siblingData),
      hooks: {
        // Content from before presets: the preset its settings amount to, else "custom" (the site shows the same).
        afterRead: [
          ({ value, siblingData }) =>
            value ??
            inferPreset(
              (siblingData as { settings?: MapSettingsData } | undefined)?.settings,
              (siblingData as { source?: string } | undefined)?.source,
            ),
        ],
      },
    },
    {
      type: 'collapsible',
      label: 'Advanced settings',
      admin: {
        initCollapsed: true,
        condition: isCustom,
        description: 'Every map setting by hand; only needed when no preset fits.',
      },
      fields: [
        {
          name: 'settings',
          type: 'group',
          label: 'Map configuration',
          fields: [
            {
              name: 'version',
              type: 'text',
              maxLength: 20,
              defaultValue: DEFAULT_MAP_CONFIG.version,
              admin: { description: 'Maps library version' },
              validate: settingCheck('version'),
            },
            {
              name: 'geocoderVersion',
              type: 'text',
              maxLength: 20,
              defaultValue: DEFAULT_MAP_CONFIG.geocoderVersion,
              admin: { description: 'Geocoder version (needed when search is on)' },
              validate: settingCheck('geocoderVersion'),
            },
            {
              name: 'style',
              type: 'text',
              maxLength: 500,
              admin: { description: 'Tile style URL; empty = the built-in offline basemap' },
            },
            {
              name: 'token',
              type: 'text',
              maxLength: 300,
              admin: { description: 'Access token of the tile service (needed with a style URL)' },
              validate: settingCheck('token'),
            },
            number(
              'initZoom',
              'Initial zoom',
              0,
              22,
              'Zoom level when the map opens (0 = the whole world, 22 = a building)',
            ),
            {
              name: 'initPosition',
              type: 'text',
              maxLength: 40,
              admin: { description: "Initial centre 'latitude,longitude'" },
              validate: (value: unknown) => (!value || parseLatLong(value) ? true : "Enter 'latitude,longitude'"),
            },
            color('waterColor', 'Water colour'),
            color('markerColor', 'Marker colour'),
            color('searchMarkerColor', 'Search marker colour'),
            number('markerScale', 'Marker scale', 0.5, 3, 'Size of the markers (1 = normal)'),
            number('popupMaxwidth', 'Popup max width (px)', 120, 600, 'Widest a place’s popup may get, in pixels'),
            {
              name: 'popupClassName',
              type: 'text',
              maxLength: 80,
              admin: { description: 'Extra CSS class of the popups (developers only)' },
              validate: (value: unknown) =>
                !value || (typeof value === 'string' && /^[A-Za-z0-9_ -]+$/.test(value))
                  ? true
                  : 'CSS class names only',
            },
            number(
              'fitBoundsPadding',
              'Fit-bounds padding (px)',
              0,
              200,
              'Space kept around the places when the map fits them in, in pixels',
            ),
            number('minZoom', 'Min zoom', 0, 22, 'Farthest a visitor can zoom out'),
            number('maxZoom', 'Max zoom', 0, 22, 'Closest a visitor can zoom in'),
            number('ratio', 'Width / height ratio', 0.5, 5, 'Shape of the map: 1.78 is 16:9, 3 a wide strip'),
            toggle('scrollZoom', 'Scroll zoom', 'Zoom with the mouse wheel (off: the page scrolls past the map)'),
            toggle('fullscreen', 'Fullscreen control', 'A button that shows the map on the whole screen'),
            {
              name: 'fullscreenDevice',
              type: 'select',
              defaultValue: 'all',
              options: ['all', 'mobile', 'desktop'],
              admin: { description: 'Devices that get the fullscreen button' },
            },
            toggle(
              'cooperativeGestures',
              'Cooperative gestures',
              'Two fingers (or Ctrl + wheel) move the map, so the page still scrolls',
            ),
            toggle('showSearch', 'Search', 'A place search above the map (needs the geocoder version)'),
            toggle('showNavigationControl', 'Navigation control', 'Zoom in and out buttons'),
            {
              name: 'navigationControlPosition',
              type: 'select',
              options: [...CONTROL_POSITIONS],
              admin: { description: 'Corner of the map for the zoom buttons' },
            },
            toggle('showGeolocateControl', 'Geolocate control', 'A button that shows the visitor’s own position'),
            toggle('showCompass', 'Compass', 'A compass that turns the map back to north'),
            {
              name: 'forceLoad',
              type: 'checkbox',
              label: 'Load at once (do not wait until the map scrolls into view)',
              admin: { description: 'Only for a map at the top of a page: others load when a visitor reaches them.' },
            },
          ],
          admin: { description: "The map's settings field by field." },
        },
      ],
    },
  ],
};
