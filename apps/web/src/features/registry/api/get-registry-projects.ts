import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, RegistryProjectCard } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys, type RegistryFilters } from './registry-keys';

export function registrySearch(filters: Partial<RegistryFilters>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return `?${params.toString()}`;
}

/** GET /v1/public/projects — public, no login. */
export async function getRegistryProjects(filters: RegistryFilters): Promise<Page<RegistryProjectCard>> {
  return (await apiRequest<{ data: Page<RegistryProjectCard> }>('GET', `/v1/public/projects${registrySearch(filters)}`))
    .data;
}

export function registryProjectsQueryOptions(filters: RegistryFilters) {
  return queryOptions({
    queryKey: registryKeys.list(filters),
    queryFn: () => getRegistryProjects(filters),
    // The page being left stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useRegistryProjects(filters: RegistryFilters) {
  return useQuery(registryProjectsQueryOptions(filters));
}
