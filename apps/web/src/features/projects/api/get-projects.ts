import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Page, type Project } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { listSearch, type ListFilters } from '../../../lib/list-params';
import { projectKeys } from './project-keys';

/** GET /v1/projects: one page of the person's projects (admins: everyone's). */
export async function getProjects(filters: ListFilters): Promise<Page<Project>> {
  return (await apiRequest<{ data: Page<Project> }>('GET', `/v1/projects${listSearch(filters)}`)).data;
}

export function projectsQueryOptions(filters: ListFilters) {
  return queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: () => getProjects(filters),
    // The page being left stays on screen while the next one loads (no flash of "Carregando...").
    placeholderData: keepPreviousData,
  });
}

export function useProjects(filters: ListFilters) {
  return useQuery(projectsQueryOptions(filters));
}

// Pickers list every project by name; more than this many pages of 100 is beyond what a select can show anyway.
const MAX_PAGES = 10;

/** All the person's projects, by name (for the report's project select and the project pickers). */
export async function getAllProjects(): Promise<Project[]> {
  const items: Project[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await getProjects({ page, pageSize: MAX_PAGE_SIZE, sort: 'name:asc' });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}

export function allProjectsQueryOptions() {
  return queryOptions({ queryKey: projectKeys.everything(), queryFn: getAllProjects });
}

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions());
}
