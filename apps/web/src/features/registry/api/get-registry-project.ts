import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryProject } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys } from './registry-keys';

/** GET /v1/public/projects/:slug — a project's public page (404: unknown, not published or hidden). */
export async function getRegistryProject(slug: string): Promise<RegistryProject> {
  return (await apiRequest<{ data: RegistryProject }>('GET', `/v1/public/projects/${encodeURIComponent(slug)}`)).data;
}

export function registryProjectQueryOptions(slug: string) {
  return queryOptions({ queryKey: registryKeys.project(slug), queryFn: () => getRegistryProject(slug) });
}

export function useRegistryProject(slug: string) {
  return useQuery(registryProjectQueryOptions(slug));
}
