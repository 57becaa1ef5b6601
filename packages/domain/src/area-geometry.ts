// Plane geometry on longitude/latitude (GeoJSON positions), enough to place a point against a state's outline
// (docs/places.md). No imports: the offline map's chunk takes it alone.
type Position = readonly number[];
export type PolygonCoordinates = readonly (readonly Position[])[];
export type AreaGeometry =
  | { type: 'Polygon'; coordinates: PolygonCoordinates }
  | { type: 'MultiPolygon'; coordinates: readonly PolygonCoordinates[] };

const polygonsOf = (geometry: AreaGeometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Whether [longitude, latitude] is inside the area (even-odd rule over every ring: holes are out). */
export function pointInArea(longitude: number, latitude: number, geometry: AreaGeometry): boolean {
  let inside = false;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
          inside = !inside;
        }
      }
    }
  }
  return inside;
}

const EARTH_KM_PER_DEGREE = 111.195; // 6,371 km × π / 180

/**
 * The distance in km from a point to the area's outline (0 inside): on a plane tangent at the point (longitudes
 * shrunk by the cosine of its latitude), close enough at the scale of a state.
 */
export function distanceToAreaKm(longitude: number, latitude: number, geometry: AreaGeometry): number {
  if (pointInArea(longitude, latitude, geometry)) return 0;
  const kx = Math.cos((latitude * Math.PI) / 180) * EARTH_KM_PER_DEGREE;
  const ky = EARTH_KM_PER_DEGREE;
  let best = Infinity;
  for (const polygon of polygonsOf(geometry)) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const ax = (ring[i - 1]![0]! - longitude) * kx;
        const ay = (ring[i - 1]![1]! - latitude) * ky;
        const bx = (ring[i]![0]! - longitude) * kx;
        const by = (ring[i]![1]! - latitude) * ky;
        const dx = bx - ax;
        const dy = by - ay;
        const length2 = dx * dx + dy * dy;
        const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
        best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
      }
    }
  }
  return best;
}
