// Every query key of the organisations feature starts from queryRoots.organizations, so one invalidation of that root
// refreshes all of it (a membership change touches the list, the detail and the members at once).
import type { HistoryQuery } from '@raiz/domain';
import type { ListFilters } from '../../../lib/list-params';
import { projectChildRoots, queryRoots } from '../../../lib/query-keys';

export const organizationKeys = {
  all: queryRoots.organizations,
  lists: () => [...queryRoots.organizations, 'list'] as const,
  list: (filters: ListFilters) => [...queryRoots.organizations, 'list', filters] as const,
  /** Every organisation of the person, by name (space switcher, pickers). */
  everyOne: () => [...queryRoots.organizations, 'list', 'all'] as const,
  detail: (id: string) => [...queryRoots.organizations, 'detail', id] as const,
  members: (id: string) => [...queryRoots.organizations, 'detail', id, 'members'] as const,
  invitations: (id: string) => [...queryRoots.organizations, 'detail', id, 'invitations'] as const,
  history: (id: string, query?: Partial<HistoryQuery>) =>
    query
      ? ([...queryRoots.organizations, 'detail', id, 'history', query] as const)
      : ([...queryRoots.organizations, 'detail', id, 'history'] as const),
  invitation: (token: string) => [...queryRoots.organizations, 'invitation', token] as const,
};

/**
 * What a person's access to an organisation's content touches (the organisation deleted, or left): the lists of
 * organisations, every content list and detail, the dashboard.
 */
export const organizationContentKeys = [
  organizationKeys.lists(),
  queryRoots.projects,
  queryRoots.reports,
  ...projectChildRoots,
  queryRoots.dashboard,
];
