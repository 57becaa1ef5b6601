// Posts, events and products are the same kind of resource: rows of one project under
// /v1/projects/:projectId/<segment>[/:id], each also answered alone at /v1/<segment>/:id (with its projectId).
// One generic client gives each resource its fetchers, query options, hooks and key factory.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, RowCan } from '@raiz/domain';
import { apiRequest } from '../api-client';
import { createAttempts, newIdempotencyKey } from '../idempotency-key';
import { listSearch, type ListFilters } from '../list-params';
import { queryRoots } from '../query-keys';
import type { Listed } from './listed';

export interface ProjectRow {
  id: string;
  projectId: string;
  version: number;
  /** What the person may do with it, as the server said. */
  can: RowCan;
}

/**
 * The client of the resource at /v1/projects/:projectId/<segment>; its query keys start with `[segment]` (the app's
 * resources: their root in queryRoots).
 */
export function projectResource<T extends ProjectRow, C = unknown, U = unknown>(segment: string) {
  /** Everything of one project sits under `project(projectId)`; its lists under `lists(projectId)`. */
  const keys = {
    all: [segment] as const,
    project: (projectId: string) => [segment, projectId] as const,
    lists: (projectId: string) => [segment, projectId, 'list'] as const,
    list: (projectId: string, filters: ListFilters) => [segment, projectId, 'list', filters] as const,
    detail: (projectId: string, id: string) => [segment, projectId, 'detail', id] as const,
    /** One row asked by its id alone (its project not known yet). */
    byId: (id: string) => [segment, 'by-id', id] as const,
  };

  const base = (projectId: string) => `/v1/projects/${encodeURIComponent(projectId)}/${segment}`;
  const one = (projectId: string, id: string) => `${base(projectId)}/${encodeURIComponent(id)}`;

  async function getList(projectId: string, filters: ListFilters): Promise<Page<Listed<T>>> {
    return (await apiRequest<{ data: Page<Listed<T>> }>('GET', `${base(projectId)}${listSearch(filters)}`)).data;
  }
  async function getOne(projectId: string, id: string): Promise<T> {
    return (await apiRequest<{ data: T }>('GET', one(projectId, id))).data;
  }
  /** GET /v1/<segment>/:id: the row (with its projectId) when the project is not known. */
  async function findById(id: string): Promise<T> {
    return (await apiRequest<{ data: T }>('GET', `/v1/${segment}/${encodeURIComponent(id)}`)).data;
  }
  async function create(projectId: string, input: C, idempotencyKey = newIdempotencyKey()): Promise<T> {
    return (await apiRequest<{ data: T }>('POST', base(projectId), input, idempotencyKey)).data;
  }
  async function update(projectId: string, id: string, input: U): Promise<T> {
    return (await apiRequest<{ data: T }>('PATCH', one(projectId, id), input)).data;
  }
  async function remove(projectId: string, id: string, version?: number): Promise<void> {
    await apiRequest('DELETE', `${one(projectId, id)}${version ? `?version=${version}` : ''}`);
  }

  const listQueryOptions = (projectId: string, filters: ListFilters) =>
    queryOptions({
      queryKey: keys.list(projectId, filters),
      queryFn: () => getList(projectId, filters),
      placeholderData: keepPreviousData,
    });
  const detailQueryOptions = (projectId: string, id: string) =>
    queryOptions({ queryKey: keys.detail(projectId, id), queryFn: () => getOne(projectId, id) });

  const byIdQueryOptions = (id: string) =>
    queryOptions({ queryKey: keys.byId(id), queryFn: () => findById(id), staleTime: 0, gcTime: 0 });

  function useList(projectId: string, filters: ListFilters) {
    return useQuery(listQueryOptions(projectId, filters));
  }
  /** How many the project has (one tiny page; the total is what counts). */
  function useCount(projectId: string) {
    return useQuery({ ...listQueryOptions(projectId, { page: 1, pageSize: 1 }), select: (page) => page.total });
  }
  function useDetail(projectId: string, id: string) {
    return useQuery(detailQueryOptions(projectId, id));
  }

  // Each mutation refreshes exactly this project's lists of this resource; creating and deleting change the
  // project's counts too.
  const countsMeta = { invalidates: [queryRoots.projectDetails] };
  function useCreate(projectId: string) {
    const queryClient = useQueryClient();
    const [attempts] = useState(createAttempts);
    // `attemptKey`: the key the create of these values uses (an outbox keeps it when nobody answered).
    const mutation = useMutation({
      meta: countsMeta,
      mutationFn: (input: C) => create(projectId, input, attempts.keyFor(input)),
      onSuccess: (row) => {
        attempts.done();
        queryClient.setQueryData(keys.detail(projectId, row.id), row);
        return queryClient.invalidateQueries({ queryKey: keys.lists(projectId) });
      },
    });
    return Object.assign(mutation, { attemptKey: attempts.keyFor });
  }
  function useUpdate(projectId: string, id: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: U) => update(projectId, id, input),
      onSuccess: (row) => {
        queryClient.setQueryData(keys.detail(projectId, row.id), row);
        return queryClient.invalidateQueries({ queryKey: keys.lists(projectId) });
      },
    });
  }
  function useRemove(projectId: string) {
    const queryClient = useQueryClient();
    return useMutation({
      meta: countsMeta,
      mutationFn: ({ id, version }: { id: string; version?: number }) => remove(projectId, id, version),
      onSuccess: (_data, { id }) => {
        void queryClient.invalidateQueries({ queryKey: keys.detail(projectId, id), refetchType: 'none' });
        return queryClient.invalidateQueries({ queryKey: keys.lists(projectId) });
      },
    });
  }

  return {
    keys,
    getList,
    getOne,
    findById,
    create,
    update,
    remove,
    listQueryOptions,
    detailQueryOptions,
    byIdQueryOptions,
    useList,
    useCount,
    useDetail,
    useCreate,
    useUpdate,
    useRemove,
  };
}

export type ProjectChildApi<T extends ProjectRow, C = unknown, U = unknown> = ReturnType<
  typeof projectResource<T, C, U>
>;
