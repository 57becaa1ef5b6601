import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapConfig } from '@raiz/domain';
import { apiRequest } from '../../lib/api-client';
import { queryRoots } from '../../lib/query-keys';

/** GET /v1/public/map/config — the tile server (MAP_TILES_URL), or null for the offline outline of Brazil. */
export async function getMapConfig(): Promise<MapConfig> {
  return (await apiRequest<{ data: MapConfig }>('GET', '/v1/public/map/config')).data;
}

export function mapConfigQueryOptions() {
  return queryOptions({ queryKey: queryRoots.mapConfig, queryFn: getMapConfig, staleTime: Infinity });
}

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}
