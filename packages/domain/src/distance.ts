// Distances between two points on the map (a photo's GPS position and its project's place, docs/evidence.md).

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean radius of the Earth (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in km (haversine): within about 0,5 % of the true one on the ellipsoid. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
