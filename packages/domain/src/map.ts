import { z } from 'zod';
import * as common from './content/common.ts';
import { registryListQuerySchema } from './registry.ts';

// The map of projects (docs/map.md): the registry's public projects with coordinates, the person's own on the panel,
// and the tile server the map draws over when one is configured.

/** How many points the registry's map answers at most (the list pages; the map shows all that match, up to this). */
export const MAP_POINTS_LIMIT = 2000;

/** Why the device's position could not be had (the project form's map, a report's position). */
export const geolocationMessages = {
  denied: 'Você não permitiu o acesso à sua localização.',
  unavailable: 'Não foi possível obter a sua localização agora.',
  timeout: 'A localização demorou demais para chegar. Tente de novo, de preferência a céu aberto.',
  unsupported: 'Este navegador não informa a localização.',
} as const;

const typeOrClick = 'Digite as coordenadas ou clique no mapa.';

export const mapMessages = {
  outsideBrazil: 'As coordenadas ficam fora do Brasil. Confira se estão corretas.',
  geolocationDenied: `${geolocationMessages.denied} ${typeOrClick}`,
  geolocationUnavailable: `${geolocationMessages.unavailable} ${typeOrClick}`,
  geolocationUnsupported: `${geolocationMessages.unsupported} ${typeOrClick}`,
} as const;

/** The registry's map asks with the list's search and filters; no page, size or order. */
export const registryMapQuerySchema = registryListQuerySchema.omit({ page: true, pageSize: true, sort: true });
export type RegistryMapQuery = z.infer<typeof registryMapQuerySchema>;

/** A public project on the map: what its marker and card show, nothing else. */
export const registryMapPointSchema = z.object({
  slug: z.string().describe('Endereço público: /registro/<slug>.'),
  name: z.string(),
  organizationName: z.string().nullable().describe('null: projeto de uma pessoa.'),
  latitude: z.number(),
  longitude: z.number(),
});
export type RegistryMapPoint = z.infer<typeof registryMapPointSchema>;
export const registryMapPointsResponseSchema = common.dataSchema(
  z.array(registryMapPointSchema).describe(`Até ${MAP_POINTS_LIMIT}, os mais recentes no registro primeiro.`),
);

export const mapConfigSchema = z.object({
  tilesUrl: z
    .string()
    .nullable()
    .describe('Modelo {z}/{x}/{y} do servidor de mapas (MAP_TILES_URL); null: o contorno do Brasil, sem rede.'),
  attribution: z
    .string()
    .nullable()
    .describe('Crédito que o servidor de mapas pede (MAP_TILES_ATTRIBUTION), em texto.'),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;
export const mapConfigResponseSchema = common.dataSchema(mapConfigSchema);

/** Brazil's extremes with a margin (Oiapoque, Chuí, Ponta do Seixas, Serra do Divisor; Trindade and Martim Vaz). */
export const brazilBounds = { south: -34.0, north: 5.4, west: -74.1, east: -28.6 } as const;

/** A first, cheap test before the outline is loaded: false means surely outside Brazil. */
export function withinBrazilBounds(latitude: number, longitude: number): boolean {
  const b = brazilBounds;
  return latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;
}
