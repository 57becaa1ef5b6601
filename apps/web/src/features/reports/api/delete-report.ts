import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** DELETE /v1/reports/:id (a certified report cannot be deleted: 409). */
export async function deleteReport({
  id,
  version,
}: {
  id: string;
  version?: number;
  projectId?: string | null;
}): Promise<void> {
  const query = version ? `?version=${version}` : '';
  await apiRequest('DELETE', `/v1/reports/${encodeURIComponent(id)}${query}`);
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: (_data, { id, projectId }) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.detail(id), refetchType: 'none' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.mineLists() }),
        projectId ? queryClient.invalidateQueries({ queryKey: reportKeys.projectLists(projectId) }) : null,
      ]);
    },
  });
}
