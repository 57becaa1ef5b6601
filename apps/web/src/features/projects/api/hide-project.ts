import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { projectsApi } from './projects-api';

const hiddenUrl = (id: string) => `/v1/projects/${encodeURIComponent(id)}/hidden`;

/**
 * A platform admin hides a project from the public registry with a reason (PUT /v1/projects/:id/hidden), or lets it
 * back (DELETE); anyone else gets 403. The project's page and the registry show the change.
 */
export function useHideProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: string | null) =>
      (
        await apiRequest<{ data: Project }>(
          reason === null ? 'DELETE' : 'PUT',
          hiddenUrl(id),
          reason === null ? undefined : { reason },
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsApi.keys.detail(id) }),
    meta: { invalidates: [projectsApi.keys.lists(), queryRoots.registry] },
  });
}
