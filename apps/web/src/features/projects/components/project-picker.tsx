import { useId, useState } from 'react';
import { Link } from 'react-router';
import { biomeLabel, categoryLabel, foldForSearch, type Project } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { ArrowRightIcon, FolderIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useAllProjects } from '../api/projects-api';

const FILTER_FROM = 6;

/**
 * "Which project?" — events and products belong to a project, so the top-level /events and /produtos screens ask
 * first. Each project links to `hrefFor(project)`.
 */
export function ProjectPicker({ hrefFor, linkLabel }: { hrefFor: (project: Project) => string; linkLabel: string }) {
  const projects = useAllProjects();
  const [filter, setFilter] = useState('');
  const filterId = useId();

  if (projects.isPending) return <Loading />;
  if (projects.isError) return <ErrorState message={projects.error.message} onRetry={() => void projects.refetch()} />;
  if (projects.data.length === 0)
    return (
      <EmptyState
        icon={FolderIcon}
        title="Você ainda não tem projetos"
        action={<ButtonLink to={paths.projectCreate.href()}>Criar projeto</ButtonLink>}
      >
        Eventos e produtos pertencem a um projeto. Cadastre o primeiro para começar.
      </EmptyState>
    );

  const needle = foldForSearch(filter.trim());
  const shown = needle
    ? projects.data.filter((p) => foldForSearch(`${p.name} ${p.municipality}`).includes(needle))
    : projects.data;

  return (
    <div className="flex flex-col gap-4">
      {projects.data.length >= FILTER_FROM && (
        <div className="flex flex-col gap-1.5 sm:max-w-sm">
          <label htmlFor={filterId} className="text-sm font-semibold text-fg">
            Filtrar projetos
          </label>
          <Input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      {shown.length === 0 ? (
        <p className="text-muted">Nenhum projeto com “{filter.trim()}”.</p>
      ) : (
        <ul aria-label="Seus projetos" className="grid gap-3 md:grid-cols-2">
          {shown.map((project) => (
            <li key={project.id}>
              <Link
                to={hrefFor(project)}
                className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-sm transition-colors hover:bg-surface-2"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg">
                  <FolderIcon width={20} height={20} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-fg">{project.name}</span>
                  <span className="block text-sm text-muted">
                    {categoryLabel(project.category)} · {biomeLabel(project.biome)} · {project.municipality}/
                    {project.state}
                  </span>
                </span>
                <span className="sr-only text-sm font-semibold text-primary sm:not-sr-only sm:whitespace-nowrap">
                  {linkLabel}
                </span>
                <ArrowRightIcon
                  width={20}
                  height={20}
                  className="shrink-0 text-muted transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
