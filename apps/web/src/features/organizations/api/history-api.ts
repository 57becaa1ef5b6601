// /v1/organizations/:id/history: what happened in an organisation, newest first, a page at a time (managers).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryEntry, HistoryQuery, Page } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { organizationKeys } from './organization-keys';

export type HistoryFilters = Pick<HistoryQuery, 'page' | 'pageSize'> & { projectId?: string; actorId?: string };

export async function getHistory(id: string, filters: HistoryFilters): Promise<Page<HistoryEntry>> {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.projectId) params.set('projectId', filters.projectId);
  if (filters.actorId) params.set('actorId', filters.actorId);
  const url = `/v1/organizations/${encodeURIComponent(id)}/history?${params.toString()}`;
  return (await apiRequest<{ data: Page<HistoryEntry> }>('GET', url)).data;
}

export function useHistory(id: string, filters: HistoryFilters) {
  return useQuery({
    queryKey: organizationKeys.history(id, filters),
    queryFn: () => getHistory(id, filters),
    placeholderData: keepPreviousData,
    // What others do in the organisation shows up when the section is opened again.
    staleTime: 0,
  });
}
