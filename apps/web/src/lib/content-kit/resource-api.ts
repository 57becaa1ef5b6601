// Projects and reports are rows of their own at /v1/<segment>[/:id]: one generic client gives each its key factory,
// fetchers, query options and hooks. A mutation refreshes this resource's lists; what other resources show of it is
// declared as the mutation's `invalidates` (see lib/query-client).
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useState } from 'react';
import type { Page } from '@raiz/domain';
import { apiRequest } from '../api-client';
import { createAttempts, newIdempotencyKey } from '../idempotency-key';
import { listSearch, type ListFilters } from '../list-params';
import type { Listed } from './listed';

interface Row {
  id: string;
  version: number;
}

export interface Related {
  /** Stale after a create or an update (what other features show of this resource). */
  onSave?: readonly QueryKey[];
  /** Stale after a delete. */
  onRemove?: readonly QueryKey[];
}

export function resourceApi<T extends Row, D extends T = T>(segment: 'projects' | 'reports', related: Related = {}) {
  const keys = {
    all: [segment] as const,
    lists: () => [segment, 'list'] as const,
    list: (filters: ListFilters) => [segment, 'list', filters] as const,
    details: () => [segment, 'detail'] as const,
    detail: (id: string) => [segment, 'detail', id] as const,
  };
  const base = `/v1/${segment}`;
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

  async function getList(filters: ListFilters): Promise<Page<Listed<T>>> {
    return (await apiRequest<{ data: Page<Listed<T>> }>('GET', `${base}${listSearch(filters)}`)).data;
  }
  /** GET /v1/<segment>/:id (404 for a missing row and for someone else's). */
  async function getOne(id: string): Promise<D> {
    return (await apiRequest<{ data: D }>('GET', one(id))).data;
  }
  async function create(input: unknown, idempotencyKey = newIdempotencyKey()): Promise<T> {
    return (await apiRequest<{ data: T }>('POST', base, input, idempotencyKey)).data;
  }
  /** PATCH with the version read; a stale version answers 409. */
  async function update(id: string, input: unknown): Promise<T> {
    return (await apiRequest<{ data: T }>('PATCH', one(id), input)).data;
  }
  async function remove({ id, version }: { id: string; version?: number }): Promise<void> {
    await apiRequest('DELETE', `${one(id)}${version ? `?version=${version}` : ''}`);
  }

  const listQueryOptions = (filters: ListFilters) =>
    queryOptions({
      queryKey: keys.list(filters),
      queryFn: () => getList(filters),
      // The page being left stays on screen while the next one loads (no flash of "Carregando...").
      placeholderData: keepPreviousData,
    });
  const detailQueryOptions = (id: string) => queryOptions({ queryKey: keys.detail(id), queryFn: () => getOne(id) });

  // Every list of this resource may show the row; `related` says what else does.
  const savedMeta = { invalidates: [keys.lists(), ...(related.onSave ?? [])] };
  const removedMeta = { invalidates: [keys.lists(), ...(related.onRemove ?? [])] };

  function useCreate() {
    const [attempts] = useState(createAttempts);
    // `attemptKey`: the key the create of these values uses (an outbox keeps it when nobody answered).
    const mutation = useMutation({
      mutationFn: (input: unknown) => create(input, attempts.keyFor(input)),
      onSuccess: attempts.done,
      meta: savedMeta,
    });
    return Object.assign(mutation, { attemptKey: attempts.keyFor });
  }
  function useUpdate(id: string) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (input: unknown) => update(id, input),
      // The detail is refetched (it may carry more than the row answered by PATCH, e.g. a project's counts).
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
      meta: savedMeta,
    });
  }
  function useRemove() {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: remove,
      // Marked stale without refetching: the page still showing it is about to leave, and a later visit gets the 404.
      onSuccess: (_data, { id }) => queryClient.invalidateQueries({ queryKey: keys.detail(id), refetchType: 'none' }),
      meta: removedMeta,
    });
  }

  return {
    keys,
    getList,
    getOne,
    create,
    update,
    remove,
    listQueryOptions,
    detailQueryOptions,
    useList: (filters: ListFilters) => useQuery(listQueryOptions(filters)),
    useDetail: (id: string) => useQuery(detailQueryOptions(id)),
    useCreate,
    useUpdate,
    useRemove,
  };
}
