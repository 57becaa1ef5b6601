// The state of a list screen kept in the address (?q=&page=&sort=): a reload, a shared link or the Back button
// shows the same search, page and order.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams<S extends string> {
  q: string;
  page: number;
  sort: S;
  setQuery: (q: string) => void;
  setPage: (page: number) => void;
  setSort: (sort: S) => void;
}

export function useListParams<S extends string>(sorts: readonly S[], defaultSort: S): ListParams<S> {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const pageNumber = Number(params.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1;
  const rawSort = params.get('sort');
  const sort = sorts.find((s) => s === rawSort) ?? defaultSort;

  const update = useCallback(
    (changes: Record<string, string | null>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // A new search or order starts again at page 1; typing replaces the history entry instead of piling one per key.
  const setQuery = useCallback((text: string) => update({ q: text.trim() || null, page: null }, true), [update]);
  const setPage = useCallback((n: number) => update({ page: n > 1 ? String(n) : null }, false), [update]);
  const setSort = useCallback(
    (s: S) => update({ sort: s === defaultSort ? null : s, page: null }, false),
    [update, defaultSort],
  );

  return { q, page, sort, setQuery, setPage, setSort };
}

/** What a list endpoint is asked: the page, its size, the search and the order. */
export interface ListFilters<S extends string = string> {
  page: number;
  pageSize: number;
  q?: string;
  sort?: S;
  /** Which space: `personal` or an organisation's id (docs/organizations.md#spaces); omitted, every one. */
  space?: string;
}

/** `?page=1&pageSize=10&q=…&sort=…` for a list endpoint (blank search left out). */
export function listSearch(filters: ListFilters): string {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(filters.pageSize) });
  if (filters.q) params.set('q', filters.q);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.space) params.set('space', filters.space);
  return `?${params.toString()}`;
}

/** Items per page on the list screens. */
export const LIST_PAGE_SIZE = 10;
