import { Link } from 'react-router';
import { biomeLabel, categoryLabel, type Project } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { FolderIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useDeleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import { formatArea, formatPeriod, projectStatusLabel, projectStatusTone } from '../project-display';

const sorts = ['createdAt:desc', 'createdAt:asc', 'name:asc', 'name:desc'] as const;
type ProjectSort = (typeof sorts)[number];
const sortOptions: { value: ProjectSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Mais recentes' },
  { value: 'createdAt:asc', label: 'Mais antigos' },
  { value: 'name:asc', label: 'Nome (A–Z)' },
  { value: 'name:desc', label: 'Nome (Z–A)' },
];

export const projectDeleteDescription =
  'Os posts, eventos e produtos do projeto também serão excluídos. Os relatórios continuam, sem projeto. Esta ação não pode ser desfeita.';

/**
 * The person's projects (admins: everyone's), with search, order and pages kept in the address. `onDeleted` lets the
 * route refresh what other features show of a deleted project (its reports, posts…).
 */
export function ProjectList({ onDeleted }: { onDeleted?: (project: Project) => void }) {
  const params = useListParams(sorts, 'createdAt:desc');
  const query = useProjects({
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  });
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel="Buscar projetos"
      searchPlaceholder="Nome, município ou descrição"
      sortOptions={sortOptions}
      count={(n) => (n === 1 ? '1 projeto' : `${n} projetos`)}
      noResults={(q) => `Nenhum projeto encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={FolderIcon}
          title="Você ainda não tem projetos"
          action={<ButtonLink to={paths.projectCreate.href()}>Criar projeto</ButtonLink>}
        >
          Cadastre sua primeira iniciativa — reflorestamento, conservação, agrofloresta… — para registrar relatórios,
          posts, eventos e produtos dela.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-4 lg:grid-cols-2">
          {items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} onDeleted={onDeleted} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ProjectCard({ project, onDeleted }: { project: Project; onDeleted?: (project: Project) => void }) {
  const remove = useDeleteProject();
  const area = formatArea(project.areaHa);
  const period = formatPeriod(project.startDate, project.endDate);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-fg">
          <Link to={paths.project.href(project.id)} className="rounded-sm underline-offset-4 hover:underline">
            {project.name}
          </Link>
        </h2>
        <Badge tone={projectStatusTone[project.status]}>{projectStatusLabel(project.status)}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted">
        {categoryLabel(project.category)} · {biomeLabel(project.biome)} · {project.municipality}/{project.state}
      </p>
      {(area || period) && (
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {area && (
            <div className="flex gap-1.5">
              <dt className="text-muted">Área:</dt>
              <dd className="font-medium text-fg">{area}</dd>
            </div>
          )}
          {period && (
            <div className="flex gap-1.5">
              <dt className="text-muted">Período:</dt>
              <dd className="font-medium text-fg">{period}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <ButtonLink to={paths.project.href(project.id)} variant="secondary" size="sm">
          Abrir<span className="sr-only"> o projeto {project.name}</span>
        </ButtonLink>
        <ButtonLink to={paths.projectEdit.href(project.id)} variant="outline" size="sm">
          Editar<span className="sr-only"> o projeto {project.name}</span>
        </ButtonLink>
        <DeleteAction
          name={project.name}
          kindLabel="o projeto"
          description={projectDeleteDescription}
          onDelete={() => remove.mutateAsync({ id: project.id, version: project.version })}
          success={{ title: 'Projeto excluído', description: `“${project.name}” foi excluído.` }}
          onDeleted={() => onDeleted?.(project)}
        />
      </div>
    </article>
  );
}
