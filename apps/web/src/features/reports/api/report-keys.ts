import type { ListFilters } from '../../../lib/list-params';

/** Query keys of reports: every list (all reports, a project's reports) sits under `lists()`. */
export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  /** The person's lists (/relatorios). */
  mineLists: () => [...reportKeys.lists(), 'mine'] as const,
  list: (filters: ListFilters) => [...reportKeys.mineLists(), filters] as const,
  projectLists: (projectId: string) => [...reportKeys.lists(), 'project', projectId] as const,
  projectList: (projectId: string, filters: ListFilters) => [...reportKeys.projectLists(projectId), filters] as const,
  details: () => [...reportKeys.all, 'detail'] as const,
  detail: (id: string) => [...reportKeys.details(), id] as const,
};
