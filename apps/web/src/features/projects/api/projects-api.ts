// /v1/projects: the content kit's client of projects, and every project of the person for pickers and selects.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Project, type ProjectDetail } from '@raiz/domain';
import { resourceApi } from '../../../lib/content-kit/resource-api';
import { projectChildRoots, queryRoots } from '../../../lib/query-keys';

export const projectsApi = resourceApi<Project, ProjectDetail>('projects', {
  // Reports show their project's name; a deleted project takes its posts, events and products with it and leaves
  // its reports without a project.
  onSave: [queryRoots.reports],
  onRemove: [queryRoots.reports, ...projectChildRoots],
});

/** The project with its counts of reports, posts, events and products (404 for a missing one and someone else's). */
export const useProject = projectsApi.useDetail;

// Pickers list every project by name; more than this many pages of 100 is beyond what a select can show anyway.
const MAX_PAGES = 10;

/** All the person's projects, by name (for the report's project select and the project pickers). */
export async function getAllProjects(): Promise<Project[]> {
  const items: Project[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await projectsApi.getList({ page, pageSize: MAX_PAGE_SIZE, sort: 'name:asc' });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}

export function useAllProjects() {
  return useQuery(queryOptions({ queryKey: [...projectsApi.keys.lists(), 'all'], queryFn: getAllProjects }));
}
