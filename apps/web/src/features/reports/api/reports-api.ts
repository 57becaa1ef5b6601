// /v1/reports and /v1/projects/:projectId/reports: the content kit's client of reports, and a project's lists.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
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
