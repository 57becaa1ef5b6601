import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryMapPoint, RegistryMapQuery } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { registrySearch } from './get-registry-projects';
import { registryKeys } from './registry-keys';

/** GET /v1/public/map/projects — every project the list's search and filters match that has coordinates. */
export async function getRegistryMapPoints(filters: RegistryMapQuery): Promise<RegistryMapPoint[]> {
  return (await apiRequest<{ data: RegistryMapPoint[] }>('GET', `/v1/public/map/projects${registrySearch(filters)}`))
    .data;
}

export function registryMapPointsQueryOptions(filters: RegistryMapQuery) {
  return queryOptions({
    queryKey: registryKeys.mapPoints(filters),
    queryFn: () => getRegistryMapPoints(filters),
    placeholderData: keepPreviousData,
  });
}

export function useRegistryMapPoints(filters: RegistryMapQuery) {
  return useQuery(registryMapPointsQueryOptions(filters));
}
