// /v1/reports and /v1/projects/:projectId/reports: the content kit's client of reports, and a project's lists.
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import type { Listed } from '../../../lib/content-kit/listed';
import { resourceApi } from '../../../lib/content-kit/resource-api';
import { listSearch, type ListFilters } from '../../../lib/list-params';
import { queryRoots } from '../../../lib/query-keys';

// A report counts in its project's detail (the counts); a save may move it between projects.
export const reportsApi = resourceApi<Report>('reports', {
  onSave: [queryRoots.projectDetails],
  onRemove: [queryRoots.projectDetails],
});

/** The person's reports, or one project's when `projectId` is given (all under the reports' lists). */
export function reportsQueryOptions(filters: ListFilters, projectId?: string) {
  return queryOptions({
    queryKey: projectId ? [...reportsApi.keys.lists(), 'project', projectId, filters] : reportsApi.keys.list(filters),
    queryFn: async () => {
      if (!projectId) return reportsApi.getList(filters);
      const url = `/v1/projects/${encodeURIComponent(projectId)}/reports${listSearch(filters)}`;
      return (await apiRequest<{ data: Page<Listed<Report>> }>('GET', url)).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useReports(filters: ListFilters, projectId?: string) {
  return useQuery(reportsQueryOptions(filters, projectId));
}

/** POST /v1/reports/:id/revisions ("Nova versão"): the draft of the certified report's next version. */
export async function createReportRevision(id: string, idempotencyKey: string): Promise<Report> {
  const url = `/v1/reports/${encodeURIComponent(id)}/revisions`;
  return (await apiRequest<{ data: Report }>('POST', url, undefined, idempotencyKey)).data;
}

/**
 * "Nova versão" of one report. One key for the page's attempts: pressing again after a lost answer gets the draft the
 * first press made, never a second one.
 */
export function useCreateReportRevision(id: string) {
  const [key] = useState(newIdempotencyKey);
  return useMutation({
    mutationFn: () => createReportRevision(id, key),
    // The report now names its next version; the lists show the new draft.
    meta: { invalidates: [reportsApi.keys.lists(), reportsApi.keys.detail(id), queryRoots.projectDetails] },
  });
}
