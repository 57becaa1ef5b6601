import type { ListFilters } from '../../../lib/list-params';

/** Query keys of projects: a mutation invalidates exactly the lists (or the record) it changed. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (filters: ListFilters) => [...projectKeys.lists(), filters] as const,
  /** Every project of the person (selects and pickers). */
  everything: () => [...projectKeys.lists(), 'all'] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: string) => [...projectKeys.details(), id] as const,
};
