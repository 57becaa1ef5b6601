// /v1/organizations: the person's organisations (a platform admin's: all), one organisation, create, settings, delete.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type Organization, type Page } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { listSearch, type ListFilters } from '../../../lib/list-params';
import { organizationContentKeys, organizationKeys } from './organization-keys';

const one = (id: string) => `/v1/organizations/${encodeURIComponent(id)}`;

export async function getOrganizations(filters: ListFilters): Promise<Page<Organization>> {
  return (await apiRequest<{ data: Page<Organization> }>('GET', `/v1/organizations${listSearch(filters)}`)).data;
}

export function organizationsQueryOptions(filters: ListFilters) {
  return queryOptions({
    queryKey: organizationKeys.list(filters),
    queryFn: () => getOrganizations(filters),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(filters: ListFilters) {
  return useQuery(organizationsQueryOptions(filters));
}

// A select lists every organisation by name; beyond this many pages of 100 a select is no use anyway.
const MAX_PAGES = 10;

/** Every organisation of the person, by name: the spaces of the switcher and of the pickers. */
export async function getEveryOrganization(): Promise<Organization[]> {
  const items: Organization[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await getOrganizations({ page, pageSize: MAX_PAGE_SIZE, sort: 'name:asc' });
    items.push(...result.items);
    if (items.length >= result.total || result.items.length === 0) break;
  }
  return items;
}

export function useEveryOrganization({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: organizationKeys.everyOne(), queryFn: getEveryOrganization, enabled });
}

/** GET /v1/organizations/:id (404 for a missing one and for one the person is not in). */
export async function getOrganization(id: string): Promise<Organization> {
  return (await apiRequest<{ data: Organization }>('GET', one(id))).data;
}

export function organizationQueryOptions(id: string) {
  return queryOptions({ queryKey: organizationKeys.detail(id), queryFn: () => getOrganization(id) });
}

export function useOrganization(id: string | null | undefined) {
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: Boolean(id) });
}

export async function createOrganization(input: unknown): Promise<Organization> {
  return (await apiRequest<{ data: Organization }>('POST', '/v1/organizations', input)).data;
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization, meta: { invalidates: [organizationKeys.lists()] } });
}

/** PATCH with the version read; a stale version answers 409. */
export async function updateOrganization(id: string, input: unknown): Promise<Organization> {
  return (await apiRequest<{ data: Organization }>('PATCH', one(id), input)).data;
}

export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => updateOrganization(id, input),
    onSuccess: (saved) => queryClient.setQueryData(organizationKeys.detail(id), saved),
    // The history gains the change; the lists show the new name.
    meta: { invalidates: [organizationKeys.lists(), organizationKeys.history(id)] },
  });
}

export async function deleteOrganization({ id, version }: { id: string; version: number }): Promise<void> {
  await apiRequest('DELETE', `${one(id)}?version=${version}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    // Marked stale without refetching: the page showing it is about to leave.
    onSuccess: (_data, { id }) =>
      queryClient.invalidateQueries({ queryKey: organizationKeys.detail(id), refetchType: 'none' }),
    // Its projects, reports and everything under them went with it.
    meta: { invalidates: organizationContentKeys },
  });
}
