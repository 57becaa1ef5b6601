import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@raiz/domain/dashboard';
import { apiRequest } from '../../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

/** GET /v1/dashboard: the signed-in person's counts, RDX balance, indicator series and recent activity. */
export async function getDashboard(): Promise<Dashboard> {
  return (await apiRequest<{ data: Dashboard }>('GET', '/v1/dashboard')).data;
}

export function dashboardQueryOptions() {
  // The panel is where people check what they just published: refetch when it is opened again, not after 5 min.
  return queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboard, staleTime: 0 });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
