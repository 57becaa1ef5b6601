// The body of every list screen: search and order, the items, "Página X de Y", and what to show when there is
// nothing (no items yet, or nothing matching the search), still loading, or failed.
import { useEffect, type ReactNode } from 'react';
import type { Page } from '@raiz/domain';
import type { ListParams } from '../../lib/list-params';
import { Button } from './button';
import { ListToolbar, Pagination, SearchField, SortSelect, pageCount } from './list-controls';
import { Loading } from './loading';
import type { SelectOption } from './select';
import { ErrorState } from './states';

export interface PagedListQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export function PagedList<T, S extends string>({
  query,
  params,
  searchLabel,
  searchPlaceholder,
  sortOptions,
  count,
  empty,
  noResults,
  children,
}: {
  query: PagedListQuery<T>;
  params: ListParams<S>;
  searchLabel: string;
  searchPlaceholder?: string;
  sortOptions: readonly (SelectOption & { value: S })[];
  /** "1 projeto", "12 projetos". */
  count: (total: number) => string;
  /** Shown when there are no items at all (with a create button). */
  empty: ReactNode;
  /** Title shown when the search finds nothing, e.g. `Nenhum projeto encontrado para “${q}”.` */
  noResults: (q: string) => string;
  children: (items: T[]) => ReactNode;
}) {
  const { data } = query;
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;
  const { page, setPage } = params;

  // A page that no longer exists (the last item of the last page was deleted, an old link): go to the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > lastPage)
      setPage(lastPage);
  }, [data, query.isPlaceholderData, page, lastPage, setPage]);

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError)
    body = <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  else if (data && data.total === 0 && !params.q) body = empty;
  else if (data && data.total === 0)
    body = (
      <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-10 text-center">
        <p className="font-semibold text-fg">{noResults(params.q)}</p>
        <p className="mt-1 text-muted">Confira a grafia ou busque por outra palavra.</p>
        <Button variant="outline" className="mt-4" onClick={() => params.setQuery('')}>
          Limpar busca
        </Button>
      </div>
    );
  else if (data)
    body = (
      <>
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {count(data.total)}
          {params.q ? ` para “${params.q}”` : ''}
        </p>
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          {children(data.items)}
        </div>
        <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
      </>
    );

  // The toolbar only makes sense once there is something to search or the person is searching.
  const showToolbar = Boolean(params.q) || (data !== undefined && data.total > 0);
  return (
    <div>
      {showToolbar && (
        <ListToolbar>
          <SearchField
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={params.q}
            onSearch={params.setQuery}
          />
          <SortSelect value={params.sort} options={sortOptions} onChange={params.setSort} />
        </ListToolbar>
      )}
      {body}
    </div>
  );
}
