import { describe, expect, it } from 'vitest';
import { geocoderUrl, mapDataUrl, offerUrlsUrl } from './api-urls';
import { COMPANIES } from '@meridian/contracts';

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

describe('offer list URL', () => {
  it("asks for one page of the company's offers by its lower-case key", () => {
    expect(offerUrlsUrl(COMPANIES[3]!, 500, 250, 'http://127.0.0.1:3001')).toBe(
      'http://127.0.0.1:3001/v4/recruiting/offer-urls?company=halden&offset=500&limit=250',
    );
  });
});
