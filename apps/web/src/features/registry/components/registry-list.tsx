import { useEffect, useId, useState, type ReactNode } from 'react';
import { biomeOptions, categoryOptions, formatNumber, projectStatusOptions, stateOptions } from '@raiz/domain';
import { ProjectMap } from '../../../components/map/project-map';
import { Button } from '../../../components/ui/button';
import { LeafIcon } from '../../../components/ui/icons';
import { Pagination, SearchField, SortSelect, pageCount } from '../../../components/ui/list-controls';
import { Loading } from '../../../components/ui/loading';
import { Select, type SelectOption } from '../../../components/ui/select';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { useRegistryOrganizationOptions } from '../api/get-registry-organization-options';
import { useRegistryMapPoints } from '../api/get-registry-map-points';
import { useRegistryProjects } from '../api/get-registry-projects';
import { registrySorts, useRegistryParams, type RegistryFilterName, type RegistrySort } from '../use-registry-params';
import { registryMapPoints } from '../registry-map-points';
import { OpenDataLinks } from './open-data-links';
import { RegistryProjectGrid } from './registry-project-card';

export const REGISTRY_PAGE_SIZE = 12;

const sortOptions: (SelectOption & { value: RegistrySort })[] = registrySorts.map((value) => ({
  value,
  label: value === 'name:asc' ? 'Nome (A–Z)' : 'Mais recentes no registro',
}));

function FilterSelect({
  label,
  value,
  options,
  placeholder,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        options={options}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The "Verificado" filter: projects with at least one report an accredited verifier co-signed (the server decides). */
const verifiedOptions: readonly SelectOption[] = [{ value: 'true', label: 'Verificado' }];

const count = (total: number) =>
  total === 1 ? '1 projeto no registro' : `${formatNumber(total, 0)} projetos no registro`;

/** /registro: search, filters, order and pages over the projects published to the registry. */
export function RegistryList() {
  const params = useRegistryParams();
  const { q, page, sort, filters, setFilter, setPage } = params;
  const query = useRegistryProjects({ q: q || undefined, sort, page, pageSize: REGISTRY_PAGE_SIZE, ...filters });
  const mapPoints = useRegistryMapPoints({ q: q || undefined, ...filters });
  const organizations = useRegistryOrganizationOptions();
  const data = query.data;
  const activeFilters = Object.keys(filters).length;
  // On a phone the five filters would push the projects off the first screen: they open on demand (always shown from
  // md up), already open when the address carries one.
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0);
  const filtersId = useId();
  const lastPage = data ? pageCount(data.total, data.pageSize) : 1;

  // A page that no longer exists (an old link): go to the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > lastPage)
      setPage(lastPage);
  }, [data, query.isPlaceholderData, page, lastPage, setPage]);

  const organizationOptions: SelectOption[] = (organizations.data ?? []).map((o) => ({ value: o.slug, label: o.name }));
  // A filtered organisation the options do not list (yet, or any more) still shows as chosen.
  if (filters.organization && !organizationOptions.some((o) => o.value === filters.organization)) {
    organizationOptions.push({ value: filters.organization, label: filters.organization });
  }
  const select = (name: RegistryFilterName) => ({
    value: filters[name],
    onChange: (value: string) => setFilter(name, value),
  });

  let body: ReactNode;
  if (query.isPending) body = <Loading label="Carregando projetos..." />;
  else if (query.isError)
    body = (
      <ErrorState
        title="Não foi possível carregar o registro agora."
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  else if (data && data.total === 0 && !params.filtered)
    body = (
      <EmptyState icon={LeafIcon} title="Nenhum projeto publicado ainda">
        Quando uma organização ou pessoa publicar um projeto no registro, ele aparece aqui.
      </EmptyState>
    );
  else if (data && data.total === 0)
    body = (
      <EmptyState
        title={q ? `Nenhum projeto encontrado para “${q}”.` : 'Nenhum projeto com esses filtros.'}
        action={
          <Button variant="outline" onClick={params.clearFilters}>
            Limpar busca e filtros
          </Button>
        }
      >
        Confira a grafia ou tente outros filtros.
      </EmptyState>
    );
  else if (data)
    body = (
      <>
        <p className="mb-3 text-sm text-muted" aria-live="polite">
          {count(data.total)}
          {q ? ` para “${q}”` : ''}
        </p>
        <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <RegistryProjectGrid projects={data.items} besideMap />
        </div>
        <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        <OpenDataLinks filters={{ q: q || undefined, sort, ...filters }} />
      </>
    );

  return (
    <div>
      <div role="search" aria-label="Buscar no registro" className="mb-6 flex flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            label="Buscar projetos"
            placeholder="Nome, município ou descrição"
            value={q}
            onSearch={params.setQuery}
          />
          <SortSelect value={sort} options={sortOptions} onChange={params.setSort} />
        </div>
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? 'Esconder filtros' : 'Filtrar'}
          {activeFilters > 0 && ` (${activeFilters})`}
        </Button>
        <div
          id={filtersId}
          className={`${filtersOpen ? 'grid' : 'hidden md:grid'} grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6`}
        >
          <FilterSelect label="Bioma" placeholder="Todos" options={biomeOptions} {...select('biome')} />
          <FilterSelect label="UF" placeholder="Todas" options={stateOptions} {...select('state')} />
          <FilterSelect label="Categoria" placeholder="Todas" options={categoryOptions} {...select('category')} />
          <FilterSelect label="Situação" placeholder="Todas" options={projectStatusOptions} {...select('status')} />
          <FilterSelect label="Impacto" placeholder="Todos" options={verifiedOptions} {...select('verified')} />
          <div className="col-span-2 md:col-span-1">
            <FilterSelect
              label="Organização"
              placeholder="Todas"
              options={organizationOptions}
              {...select('organization')}
            />
          </div>
        </div>
      </div>
      {/* The map above the list on a phone, beside it from lg up; the same search and filters drive both. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,25rem)] lg:items-start">
        <div className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
          <ProjectMap title="Mapa dos projetos do registro" points={registryMapPoints(mapPoints.data ?? [])} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">{body}</div>
      </div>
    </div>
  );
}
