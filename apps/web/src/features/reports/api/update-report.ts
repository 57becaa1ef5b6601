import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Report, UpdateReportInput } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** PATCH /v1/reports/:id with the version read; stale version or certified report answer 409. */
export async function updateReport(id: string, input: UpdateReportInput): Promise<Report> {
  return (await apiRequest<{ data: Report }>('PATCH', `/v1/reports/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateReportInput) => updateReport(id, input),
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.detail(report.id), report);
      // The report may have moved between projects: every report list may show it.
      return queryClient.invalidateQueries({ queryKey: reportKeys.lists() });
    },
  });
}
