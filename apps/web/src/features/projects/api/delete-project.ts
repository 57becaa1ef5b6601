import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

/** DELETE /v1/projects/:id (its posts, events and products go with it; its reports stay, without a project). */
export async function deleteProject({ id, version }: { id: string; version?: number }): Promise<void> {
  const query = version ? `?version=${version}` : '';
  await apiRequest('DELETE', `/v1/projects/${encodeURIComponent(id)}${query}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_data, { id }) => {
      // Marked stale without refetching: the page still showing it is about to leave, and a later visit gets the 404.
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(id), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
