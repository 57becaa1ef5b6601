// The biome of a point, from IBGE's map of the six continental biomes (biomes.gen.ts, simplified; docs/places.md). A
// suggestion for the project form: loaded only there, by its own import path (@raiz/domain/biomes).
import { distanceToAreaKm, pointInArea } from './area-geometry.ts';
import { biomeAreas } from './biomes.gen.ts';
import type { Biome } from './content/enums.ts';

/** How far outside every simplified outline a point may be and still get the nearest biome (a coast, a border). */
export const BIOME_EDGE_KM = 25;

/** The biome the point lies in; near an edge, the nearest one; null far from every biome (the sea, abroad). */
export function biomeAt(longitude: number, latitude: number): Biome | null {
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  const inside = biomeAreas.find((area) => pointInArea(longitude, latitude, area.geometry));
  if (inside) return inside.biome;
  let nearest: { biome: Biome; km: number } | null = null;
  for (const area of biomeAreas) {
    const km = distanceToAreaKm(longitude, latitude, area.geometry);
    if (km <= BIOME_EDGE_KM && (!nearest || km < nearest.km)) nearest = { biome: area.biome, km };
  }
  return nearest?.biome ?? null;
}
