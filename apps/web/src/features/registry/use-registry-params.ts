// The registry's search, filters, order and page kept in the address (/registro?q=&bioma=&uf=…): a reload, a shared
// link or the Back button shows the same list.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { biomes, brazilianStates, projectCategories, projectStatuses, type RegistryListQuery } from '@raiz/domain';
import { useListParams } from '../../lib/list-params';

export const registrySorts = ['publishedAt:desc', 'name:asc'] as const;
export type RegistrySort = (typeof registrySorts)[number];

/** Each filter: its name in the address (Portuguese, as people share it) and the values it accepts. */
const filterParams = {
  biome: { param: 'bioma', values: biomes },
  state: { param: 'uf', values: brazilianStates },
  category: { param: 'categoria', values: projectCategories },
  status: { param: 'situacao', values: projectStatuses },
  organization: { param: 'organizacao', values: null },
  verified: { param: 'verificado', values: ['true'] },
} as const;
export type RegistryFilterName = keyof typeof filterParams;
export type RegistryFilterValues = Partial<Pick<RegistryListQuery, RegistryFilterName>>;

const slugLike = /^[a-z0-9-]{1,80}$/;

export function useRegistryParams() {
  const list = useListParams(registrySorts, 'publishedAt:desc');
  const [params, setParams] = useSearchParams();

  const filters: RegistryFilterValues = {};
  for (const [name, { param, values }] of Object.entries(filterParams) as [
    RegistryFilterName,
    (typeof filterParams)[RegistryFilterName],
  ][]) {
    const value = params.get(param) ?? '';
    // A value the API would refuse (an old or mistyped link) is left out rather than failing the list.
    const known = values ? (values as readonly string[]).includes(value) : slugLike.test(value);
    if (known) (filters as Record<string, string>)[name] = value;
  }

  const setFilter = useCallback(
    (name: RegistryFilterName, value: string) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(filterParams[name].param, value);
        else next.delete(filterParams[name].param);
        // Another filter starts again at page 1.
        next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  const clearFilters = useCallback(() => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const { param } of Object.values(filterParams)) next.delete(param);
      next.delete('q');
      next.delete('page');
      return next;
    });
  }, [setParams]);

  const filtered = list.q !== '' || Object.keys(filters).length > 0;
  return { ...list, filters, setFilter, clearFilters, filtered };
}

/** /registro with one filter set: a link from an organisation's page to all its projects. */
export const registrySearchFor = (name: RegistryFilterName, value: string) =>
  `?${new URLSearchParams({ [filterParams[name].param]: value }).toString()}`;
