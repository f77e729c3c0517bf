/** Address marker positions (SPEC §3.12): 'lat,long', each part cut to its first 7 characters. */

export const LATLONG_PART_LENGTH = 7;

/** [longitude, latitude] */
export type LngLat = [number, number];

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Parses 'lat,long' into [longitude, latitude]: each part is trimmed and cut to 7 characters (as the spec's
 * markers are), then must be a plain decimal number within range; anything else yields null.
 */
export function parseLatLong(value: unknown): LngLat | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [lat, lon] = parts.map((part) => part.trim().slice(0, LATLONG_PART_LENGTH)) as [string, string];
  if (!NUMBER.test(lat) || !NUMBER.test(lon)) return null;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [longitude, latitude];
}

/** A coordinate pair from numbers or numeric strings (API records, data attributes), or null. */
export function toLngLat(longitude: unknown, latitude: unknown): LngLat | null {
  const num = (value: unknown) =>
    typeof value === 'number' ? value : typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value) : NaN;
  const lon = num(longitude);
  const lat = num(latitude);
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lon, lat];
}
