import { describe, expect, it } from 'vitest';
import { parseLatLong, toLngLat } from './latlong.ts';

describe('parseLatLong (SPEC §3.12)', () => {
  it('cuts each part to 7 characters and returns [lon, lat]', () => {
    expect(parseLatLong('48.1371079,11.5753822')).toEqual([11.5753, 48.1371]);
    expect(parseLatLong(' 53.0793 , 8.8017 ')).toEqual([8.8017, 53.0793]);
    expect(parseLatLong('-33.868820,151.209296')).toEqual([151.209, -33.868]);
  });

  it('rejects malformed or out-of-range values', () => {
    for (const bad of ['', '48.1', '48.1,11.5,3', 'abc,11.5', '48.1;11.5', '95,10', '10,190', '1e3,5', null, 42]) {
      expect(parseLatLong(bad)).toBeNull();
    }
  });

  it('reads number or numeric string coordinates', () => {
    expect(toLngLat(8.8, '53.1')).toEqual([8.8, 53.1]);
    expect(toLngLat('x', 53)).toBeNull();
    expect(toLngLat(181, 0)).toBeNull();
  });
});
