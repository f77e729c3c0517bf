import { describe, expect, it } from 'vitest';
import {
  clusterRadius,
  controlsForSource,
  DETAIL_MAP_SETTINGS,
  mapHeight,
  OFFLINE_STYLE,
  resolveMapConfig,
  sourceKind,
  validateMapConfig,
} from './config.ts';

const valid = {
  version: '6.17.0',
  containerId: 'map-1',
  token: '',
  style: OFFLINE_STYLE,
  showSearch: false,
  geocoderVersion: '',
};

describe('map configuration validation (SPEC §5.7)', () => {
  it('accepts the offline basemap without a token', () => {
    expect(validateMapConfig(valid)).toEqual([]);
  });

  it('reports each missing setting with its message', () => {
    expect(validateMapConfig({ ...valid, version: '' }).map((e) => e.message)).toEqual(['No MapLibre version defined']);
    expect(validateMapConfig({ ...valid, containerId: '  ' }).map((e) => e.message)).toEqual([
      'No MapLibre container defined',
    ]);
    expect(
      validateMapConfig({ ...valid, style: 'https://tiles.example/styles/streets-v11.json' }).map((e) => e.message),
    ).toEqual(['No MapLibre token defined']);
    expect(validateMapConfig({ ...valid, showSearch: true }).map((e) => e.message)).toEqual([
      'No MapLibre geocoder version defined',
    ]);
  });

  it('lists every error in the spec order', () => {
    const errors = validateMapConfig({
      version: '',
      containerId: '',
      token: '',
      style: 'https://x.example/s.json',
      showSearch: true,
      geocoderVersion: '',
    });
    expect(errors.map((e) => e.kind)).toEqual(['version', 'container', 'token', 'geocoderVersion']);
  });

  it('accepts a tile style with a token and search with a geocoder version', () => {
    expect(
      validateMapConfig({
        ...valid,
        style: 'https://x.example/s.json',
        token: 'pk.123',
        showSearch: true,
        geocoderVersion: 'v5',
      }),
    ).toEqual([]);
  });
});

describe('configuration in force (SPEC §9.6)', () => {
  it('applies the site-wide overrides over the defaults', () => {
    const config = resolveMapConfig('address');
    expect(config).toMatchObject({
      minZoom: 2,
      maxZoom: 16,
      showNavigationControl: true,
      waterColor: '#75cff0',
      markerColor: '#3FB1CE',
      popupMaxwidth: 240,
      fitBoundsPadding: 50,
      scrollZoom: false,
      ratio: 1.77778,
    });
  });

  it('sets the controls by source type', () => {
    for (const kind of ['nothing', 'address', 'address-recruiting', 'cluster'] as const)
      expect(resolveMapConfig(kind).showGeolocateControl).toBe(false);
    expect(resolveMapConfig('rst_branches')).toMatchObject({
      showCompass: true,
      showGeolocateControl: true,
      showSearch: false,
    });
    expect(resolveMapConfig('route')).toMatchObject({ showCompass: true, showSearch: true });
    expect(controlsForSource('route')).toEqual({ showCompass: true, showSearch: true });
  });

  it('lets editor values win, but ignores empty ones', () => {
    expect(resolveMapConfig('cluster', { maxZoom: 10, markerColor: '', waterColor: null }).maxZoom).toBe(10);
    expect(resolveMapConfig('cluster', { markerColor: '' }).markerColor).toBe('#3FB1CE');
  });

  it('forces the detail map settings', () => {
    const config = resolveMapConfig('address-recruiting', { minZoom: 1 }, DETAIL_MAP_SETTINGS);
    expect(config).toMatchObject({
      markerScale: 1.2,
      navigationControlPosition: 'bottom-right',
      cooperativeGestures: true,
      showGeolocateControl: false,
      minZoom: 6,
      initZoom: 14,
      maxZoom: 20,
      ratio: 3,
    });
  });

  it('treats unknown source values as routed data calls', () => {
    expect(sourceKind('cluster')).toBe('cluster');
    expect(sourceKind('branches_by_route')).toBe('route');
    expect(sourceKind(undefined)).toBe('route');
  });

  it('sizes clusters by point count', () => {
    expect([1, 2, 3, 5, 6, 100].map(clusterRadius)).toEqual([20, 20, 30, 30, 40, 40]);
  });

  it('derives the height from the ratio', () => {
    expect(mapHeight(1000, 1.77778)).toBe(562);
    expect(mapHeight(900, 3)).toBe(300);
    expect(mapHeight(300, 3)).toBe(200);
    expect(mapHeight(800, 0)).toBe(450);
  });
});
