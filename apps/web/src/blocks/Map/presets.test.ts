import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CONFIG, DETAIL_MAP_SETTINGS, resolveMapConfig } from '@meridian/site-kit/maps';
import { customConfig, inferPreset, mapWireSettings, presetError } from './presets';

/** The settings a map block got before presets, left as they came (the fields' defaults). */
const untouched = {
  version: DEFAULT_MAP_CONFIG.version,
  geocoderVersion: DEFAULT_MAP_CONFIG.geocoderVersion,
  scrollZoom: 'default',
  fullscreen: 'default',
  fullscreenDevice: 'all',
  cooperativeGestures: 'default',
  showSearch: 'default',
  showNavigationControl: 'default',
  showGeolocateControl: 'default',
  showCompass: 'default',
  forceLoad: false,
};

describe('map presets in the wire format', () => {
  it('the site default renders what untouched settings rendered before presets', () => {
    const preset = mapWireSettings('site', null);
    const before = mapWireSettings('custom', untouched);
    expect(preset.required).toEqual({ version: DEFAULT_MAP_CONFIG.version, geocoderVersion: 'v5' });
    expect(resolveMapConfig('address', preset.config)).toEqual(resolveMapConfig('address', before.config));
    expect(preset.force).toBe(false);
  });

  it('the detail map carries the §9.6 detail settings; the cluster map zooms to the clusters’ max zoom', () => {
    const detail = resolveMapConfig('address', mapWireSettings('detail', untouched).config);
    expect(detail).toMatchObject(DETAIL_MAP_SETTINGS);
    const cluster = resolveMapConfig('cluster', mapWireSettings('cluster', null).config);
    expect(cluster).toMatchObject({ maxZoom: 20, cooperativeGestures: true, fullscreen: true });
  });

  it('a preset ignores the advanced settings, with the current versions (never the stored ones)', () => {
    const wire = mapWireSettings('detail', { ...untouched, version: '', maxZoom: 3, showCompass: 'on' });
    expect(wire.required.version).toBe(DEFAULT_MAP_CONFIG.version);
    expect(wire.config).not.toHaveProperty('showCompass');
    expect(wire.config.maxZoom).toBe(20);
  });

  it('custom (and content without a preset) passes the settings through: an emptied version stays empty', () => {
    const settings = {
      ...untouched,
      version: '',
      maxZoom: 12,
      showCompass: 'on',
      initPosition: '53.1,8.8',
      forceLoad: true,
    };
    for (const preset of ['custom', null, undefined, 'unknown']) {
      const wire = mapWireSettings(preset, settings);
      expect(wire.required).toEqual({ version: '', geocoderVersion: 'v5' });
      expect(wire.config).toMatchObject({ maxZoom: 12, showCompass: true, initPosition: [8.8, 53.1] });
      expect(wire.force).toBe(true);
    }
    expect(customConfig({ showSearch: 'default', scrollZoom: 'off' })).toMatchObject({ scrollZoom: false });
    expect(customConfig({ showSearch: 'default' })).not.toHaveProperty('showSearch');
  });
});

describe('the preset of content from before presets', () => {
  it('untouched settings are the site default, for every source', () => {
    for (const source of ['nothing', 'address', 'cluster', 'rst_branches', '/v4/data/x'])
      expect(inferPreset(untouched, source)).toBe('site');
    // No settings at all have no version: the site reports that (§5.7), so it stays custom.
    expect(inferPreset(null, 'cluster')).toBe('custom');
  });
  it('settings that amount to a preset are that preset', () => {
    const detailByHand = {
      ...untouched,
      markerScale: 1.2,
      navigationControlPosition: 'bottom-right',
      cooperativeGestures: 'on',
      showGeolocateControl: 'off',
      minZoom: 6,
      initZoom: 14,
      maxZoom: 20,
      ratio: 3,
    };
    expect(inferPreset(detailByHand, 'address')).toBe('detail');
  });
  it('anything else is custom, so the site keeps showing the same map', () => {
    expect(inferPreset({ ...untouched, maxZoom: 12 }, 'address')).toBe('custom');
    expect(inferPreset({ ...untouched, version: '' }, 'address')).toBe('custom');
    expect(inferPreset({ ...untouched, token: 'pk.x', style: 'https://tiles.example/s.json' }, 'nothing')).toBe(
      'custom',
    );
    expect(inferPreset({ ...untouched, forceLoad: true }, 'nothing')).toBe('custom');
  });
});

describe('what a preset needs from the block', () => {
  const marker = { latlong: '53.1,8.8' };
  it('a preset must be chosen, and one of the offered', () => {
    expect(presetError(null, {})).toBe('Choose how the map is set up.');
    expect(presetError('huge', {})).toBe('Choose one of the offered map settings.');
    expect(presetError('site', { source: 'nothing' })).toBe(true);
    expect(presetError('custom', { source: 'route' })).toBe(true);
  });
  it('a detail map needs address markers', () => {
    const message = 'A detail map needs the source "address" (or "address-recruiting") and at least one marker.';
    expect(presetError('detail', { source: 'address', markers: [marker] })).toBe(true);
    expect(presetError('detail', { source: 'address-recruiting', markers: [marker] })).toBe(true);
    expect(presetError('detail', { source: 'address', markers: [] })).toBe(message);
    expect(presetError('detail', { source: 'cluster', markers: [marker] })).toBe(message);
  });
  it('a cluster map needs the cluster source and its GeoJSON', () => {
    const message = 'A cluster map needs the source "cluster" and its GeoJSON.';
    expect(presetError('cluster', { source: 'cluster', geoJson: '{"type":"FeatureCollection","features":[]}' })).toBe(
      true,
    );
    expect(presetError('cluster', { source: 'cluster', geoJson: ' ' })).toBe(message);
    expect(presetError('cluster', { source: 'address', geoJson: '{}' })).toBe(message);
  });
});
