import { describe, expect, it } from 'vitest';
import { mapSettingError } from './validation';

describe('map settings (SPEC §5.7) in the editor', () => {
  const valid = { version: '4.7.1', geocoderVersion: '5.0.0' };
  it('the version is required', () => {
    expect(mapSettingError('version', valid, 'nothing')).toBe(true);
    expect(mapSettingError('version', { ...valid, version: '' }, 'nothing')).toBe('No MapLibre version defined');
    expect(mapSettingError('version', { ...valid, version: null }, 'cluster')).toBe('No MapLibre version defined');
  });
  it('a tile service style needs a token; the built-in basemap does not', () => {
    expect(mapSettingError('token', valid, 'nothing')).toBe(true);
    const tiles = { ...valid, style: 'https://tiles.example/style.json' };
    expect(mapSettingError('token', tiles, 'nothing')).toBe('No MapLibre token defined');
    expect(mapSettingError('token', { ...tiles, token: 'pk.abc' }, 'nothing')).toBe(true);
  });
  it('search needs a geocoder version: switched on, or on by default for a routed data call', () => {
    const noGeocoder = { ...valid, geocoderVersion: '' };
    expect(mapSettingError('geocoderVersion', noGeocoder, 'nothing')).toBe(true);
    expect(mapSettingError('geocoderVersion', { ...noGeocoder, showSearch: 'on' }, 'nothing')).toBe(
      'No MapLibre geocoder version defined',
    );
    expect(mapSettingError('geocoderVersion', noGeocoder, 'route')).toBe('No MapLibre geocoder version defined');
    expect(mapSettingError('geocoderVersion', { ...noGeocoder, showSearch: 'off' }, 'route')).toBe(true);
  });
});
