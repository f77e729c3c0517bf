import { describe, expect, it } from 'vitest';
import { geocoderUrl, mapDataUrl } from './sources';

describe('map data URL', () => {
  const api = 'http://localhost:3001';
  it('uses the routed path on the API', () => {
    expect(mapDataUrl('route', '/v4/data/mapbranches/2', 'brand-a', api)).toBe(
      'http://localhost:3001/v4/data/mapbranches/2',
    );
  });
  it("defaults rst_branches to the site's branches", () => {
    expect(mapDataUrl('rst_branches', '', 'brand-c', api)).toBe('http://localhost:3001/v4/data/mapbranches/4');
    expect(mapDataUrl('rst_branches', null, 'unknown', api)).toBe('http://localhost:3001/v4/data/mapbranches/1');
  });
  it('rejects paths that leave the API', () => {
    expect(mapDataUrl('route', '//evil.example/x', 'group', api)).toBeNull();
    expect(mapDataUrl('route', '/v4/../admin', 'group', api)).toBeNull();
    expect(mapDataUrl('cluster', '', 'group', api)).toBeNull();
  });
  it('builds the geocoder prefix', () => {
    expect(geocoderUrl('v5', api)).toBe('http://localhost:3001/geocoding/v5/mapbox.places/');
  });
});
