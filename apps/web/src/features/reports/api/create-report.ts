import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput, Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** POST /v1/reports. */
export async function createReport(input: CreateReportInput): Promise<Report> {
  return (await apiRequest<{ data: Report }>('POST', '/v1/reports', input)).data;
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.detail(report.id), report);
      // The person's list and, when it has one, its project's list.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.mineLists() }),
        report.projectId
          ? queryClient.invalidateQueries({ queryKey: reportKeys.projectLists(report.projectId) })
          : null,
      ]);
    },
  });
}
