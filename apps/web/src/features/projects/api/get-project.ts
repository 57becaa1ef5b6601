import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** GET /v1/projects/:id (404 for a missing project and for someone else's). */
export async function getProject(id: string): Promise<Project> {
  return (await apiRequest<{ data: Project }>('GET', `/v1/projects/${encodeURIComponent(id)}`)).data;
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id) });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
