import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectInput } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** PATCH /v1/projects/:id with the version read; a stale version answers 409. */
export async function updateProject(id: string, input: UpdateProjectInput): Promise<Project> {
  return (await apiRequest<{ data: Project }>('PATCH', `/v1/projects/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => updateProject(id, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
