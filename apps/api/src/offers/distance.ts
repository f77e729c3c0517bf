/** Great-circle distance in km (haversine). The SQL oracle uses the very same formula (see oracle.ts). */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLon / 2);
  const a = s1 * s1 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * s2 * s2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance as shown in `nentfernung`: km with one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
