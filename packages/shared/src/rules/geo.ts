export interface Position {
  lat: number;
  lng: number;
}

/** The Earth's mean radius, km. */
const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle (haversine) distance between two positions, in km: for the service area's
 * radius around the shop and the rider's nearest-next route. Straight-line, not by road: a
 * rider's real distance is longer, which the shop's radius allows for.
 */
export function distanceKm(a: Position, b: Position): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
