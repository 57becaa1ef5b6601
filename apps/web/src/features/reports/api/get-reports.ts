import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { listSearch, type ListFilters } from '../../../lib/list-params';
import { reportKeys } from './report-keys';

/** GET /v1/reports: one page of the person's reports (admins: everyone's). */
export async function getReports(filters: ListFilters): Promise<Page<Report>> {
  return (await apiRequest<{ data: Page<Report> }>('GET', `/v1/reports${listSearch(filters)}`)).data;
}

/** GET /v1/projects/:projectId/reports. */
export async function getProjectReports(projectId: string, filters: ListFilters): Promise<Page<Report>> {
  const url = `/v1/projects/${encodeURIComponent(projectId)}/reports${listSearch(filters)}`;
  return (await apiRequest<{ data: Page<Report> }>('GET', url)).data;
}

/** The person's reports, or one project's when `projectId` is given. */
export function reportsQueryOptions(filters: ListFilters, projectId?: string) {
  return queryOptions({
    queryKey: projectId ? reportKeys.projectList(projectId, filters) : reportKeys.list(filters),
    queryFn: () => (projectId ? getProjectReports(projectId, filters) : getReports(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useReports(filters: ListFilters, projectId?: string) {
  return useQuery(reportsQueryOptions(filters, projectId));
}

/** How many reports a project has (one tiny page; the total is what counts). */
export function useProjectReportCount(projectId: string) {
  return useQuery({ ...reportsQueryOptions({ page: 1, pageSize: 1 }, projectId), select: (page) => page.total });
}
