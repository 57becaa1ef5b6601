import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';
import { projectsApi } from './projects-api';

/**
 * Publishes a project to the public registry or withdraws it (PATCH /v1/projects/:id {public, version}): for whoever
 * manages it (its owner in a personal space, an owner or administrator of its organisation — others get 403). The
 * registry's lists and pages show the change.
 */
export function usePublishProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ publish, version }: { publish: boolean; version: number }) =>
      projectsApi.update(id, { public: publish, version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsApi.keys.detail(id) }),
    meta: { invalidates: [projectsApi.keys.lists(), queryRoots.registry] },
  });
}
