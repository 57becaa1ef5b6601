import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { reportKeys } from './report-keys';

/** GET /v1/reports/:id (404 for a missing report and for someone else's). */
export async function getReport(id: string): Promise<Report> {
  return (await apiRequest<{ data: Report }>('GET', `/v1/reports/${encodeURIComponent(id)}`)).data;
}

export function reportQueryOptions(id: string) {
  return queryOptions({ queryKey: reportKeys.detail(id), queryFn: () => getReport(id) });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
