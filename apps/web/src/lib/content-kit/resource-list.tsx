// The list screen's body of any content resource: search, order and pages kept in the address, the resource's
// cards, its empty state.
import type { RowCan } from '@raiz/domain';
import type { ListSpec, Noun } from './resource';
import { LIST_PAGE_SIZE, useListParams, type ListFilters, type ListParams } from '../list-params';
import { ButtonLink } from '../../components/ui/button';
import { PagedList, type PagedListQuery } from '../../components/ui/paged-list';
import { EmptyState } from '../../components/ui/states';
import type { Listed } from './listed';

/** The list's search, order and page from the address, and the filters to ask the API with. */
export function useResourceListParams<S extends string>(list: { sorts: { values: S[]; default: S } }) {
  const params = useListParams(list.sorts.values, list.sorts.default);
  const filters: ListFilters<S> = {
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  };
  return { ...params, filters };
}

export function ResourceList<T extends { id: string; version: number; can: RowCan }, S extends string>({
  noun,
  list,
  createAction,
  createHref,
  editHref,
  params,
  query,
  remove,
  onDeleted,
  emptyTitle = list.empty.title,
}: {
  noun: Noun;
  list: ListSpec<T, S>;
  /** The create button of the empty state ("Criar evento"). */
  createAction: string;
  /** Where it goes; none for someone who may not create here (a leitor of the organisation). */
  createHref: string | undefined;
  editHref: (item: T) => string;
  /** From useResourceListParams. */
  params: ListParams<S>;
  /** The page asked with the params' filters: rows with their covers. */
  query: PagedListQuery<Listed<T>>;
  remove: (item: T) => Promise<unknown>;
  onDeleted?: (item: T) => void;
  emptyTitle?: string;
}) {
  const { Card } = list;
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel={`Buscar ${noun.many}`}
      searchPlaceholder={list.searchPlaceholder}
      sortOptions={list.sorts.options}
      count={(n) => (n === 1 ? `1 ${noun.one}` : `${n} ${noun.many}`)}
      noResults={(q) => `Nenhum ${noun.one} encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={list.empty.icon}
          title={emptyTitle}
          action={createHref && <ButtonLink to={createHref}>{createAction}</ButtonLink>}
        >
          {list.empty.text}
        </EmptyState>
      }
    >
      {(items) => (
        <ul className={list.layout}>
          {items.map((item) => (
            <li key={item.id}>
              <Card
                item={item}
                editHref={editHref(item)}
                onDelete={() => remove(item)}
                onDeleted={onDeleted && (() => onDeleted(item))}
                readOnly={!item.can.edit}
                noun={noun}
              />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
