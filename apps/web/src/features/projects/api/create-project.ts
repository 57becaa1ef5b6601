import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** POST /v1/projects. */
export async function createProject(input: CreateProjectInput): Promise<Project> {
  return (await apiRequest<{ data: Project }>('POST', '/v1/projects', input)).data;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
