import type { RegistryListQuery, RegistryMapQuery } from '@raiz/domain';
import { queryRoots } from '../../../lib/query-keys';

/** What the registry's list asks: its page, search, order and filters (blank ones left out). */
export type RegistryFilters = Partial<Omit<RegistryListQuery, 'page' | 'pageSize'>> & {
  page: number;
  pageSize: number;
};

/** Query keys of the public registry (root `registry`: a project's publication makes all of them stale). */
export const registryKeys = {
  all: queryRoots.registry,
  lists: () => [...registryKeys.all, 'list'] as const,
  list: (filters: RegistryFilters) => [...registryKeys.lists(), filters] as const,
  mapPoints: (filters: RegistryMapQuery) => [...registryKeys.all, 'map-points', filters] as const,
  project: (slug: string) => [...registryKeys.all, 'project', slug] as const,
  organization: (slug: string) => [...registryKeys.all, 'organization', slug] as const,
  organizationOptions: () => [...registryKeys.all, 'organization-options'] as const,
};
