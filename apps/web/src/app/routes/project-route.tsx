import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType, SVGProps } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { biomeLabel, categoryLabel, formatNumber, projectStatusLabel } from '@raiz/domain';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { DeleteAction } from '../../components/ui/delete-action';
import { DashboardIcon, LeafIcon, ReportIcon, ToolsIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useEventCount } from '../../features/events/api/events-api';
import { ProjectExports } from '../../features/exports/components/project-exports';
import { usePostCount } from '../../features/posts/api/posts-api';
import { useProductCount } from '../../features/products/api/products-api';
import { useDeleteProject } from '../../features/projects/api/delete-project';
import { ProjectFacts } from '../../features/projects/components/project-facts';
import { projectDeleteDescription } from '../../features/projects/components/project-list';
import { projectStatusTone } from '../../features/projects/project-display';
import { useProjectReportCount } from '../../features/reports/api/get-reports';
import { afterProjectDeleted } from '../content/content-cache';
import { reportCreateFor } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

interface CountQuery {
  data: number | undefined;
  isPending: boolean;
  isError: boolean;
}

function SectionCard({
  title,
  icon: Icon,
  count,
  noun,
  listHref,
  createHref,
  createLabel,
}: {
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  count: CountQuery;
  noun: [one: string, many: string];
  listHref: string;
  createHref: string;
  createLabel: string;
}) {
  const total = count.data;
  const text = count.isPending
    ? 'Carregando...'
    : count.isError || total === undefined
      ? 'Não foi possível contar'
      : total === 0
        ? `Nenhum ${noun[0]} ainda`
        : `${formatNumber(total, 0)} ${total === 1 ? noun[0] : noun[1]}`;
  return (
    <section aria-label={title} className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-fg">
          <Icon width={20} height={20} />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-fg">
            <Link to={listHref} className="rounded-sm underline-offset-4 hover:underline">
              {title}
            </Link>
          </h2>
          <p className="text-sm text-muted" data-testid={`contagem-${title.toLowerCase()}`}>
            {text}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={listHref} variant="outline" size="sm">
          Ver {title.toLowerCase()}
        </ButtonLink>
        <ButtonLink to={createHref} variant="ghost" size="sm" className="text-primary">
          {createLabel}
        </ButtonLink>
      </div>
    </section>
  );
}

/** /projetos/:projectId: the project's facts, its posts, events, products and reports (with counts), edit/delete. */
export default function ProjectRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteProject();
  const posts = usePostCount(projectId);
  const events = useEventCount(projectId);
  const products = useProductCount(projectId);
  const reports = useProjectReportCount(projectId);

  return (
    <ProjectFrame
      projectId={projectId}
      section="overview"
      title={(p) => p.name}
      description={(p) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={projectStatusTone[p.status]}>{projectStatusLabel(p.status)}</Badge>
          <span>
            {categoryLabel(p.category)} · {biomeLabel(p.biome)} · {p.municipality}/{p.state}
          </span>
        </span>
      )}
      actions={(p) => (
        <>
          <ButtonLink to={paths.projectEdit.href(p.id)} variant="outline">
            Editar<span className="sr-only"> o projeto</span>
          </ButtonLink>
          <DeleteAction
            name={p.name}
            kindLabel="o projeto"
            variant="outline"
            size="md"
            description={projectDeleteDescription}
            onDelete={() => remove.mutateAsync({ id: p.id, version: p.version })}
            success={{ title: 'Projeto excluído', description: `“${p.name}” foi excluído.` }}
            onDeleted={() => {
              void navigate(paths.projects.href(), { replace: true });
              void afterProjectDeleted(queryClient, p.id);
            }}
          />
        </>
      )}
    >
      {(p) => (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <SectionCard
              title="Relatórios"
              icon={ReportIcon}
              count={reports}
              noun={['relatório', 'relatórios']}
              listHref={paths.projectReports.href(p.id)}
              createHref={reportCreateFor(p.id)}
              createLabel="Criar relatório"
            />
            <SectionCard
              title="Posts"
              icon={ToolsIcon}
              count={posts}
              noun={['post', 'posts']}
              listHref={paths.projectPosts.href(p.id)}
              createHref={paths.projectPostCreate.href(p.id)}
              createLabel="Escrever post"
            />
            <SectionCard
              title="Eventos"
              icon={DashboardIcon}
              count={events}
              noun={['evento', 'eventos']}
              listHref={paths.projectEvents.href(p.id)}
              createHref={paths.projectEventCreate.href(p.id)}
              createLabel="Criar evento"
            />
            <SectionCard
              title="Produtos"
              icon={LeafIcon}
              count={products}
              noun={['produto', 'produtos']}
              listHref={paths.projectProducts.href(p.id)}
              createHref={paths.projectProductCreate.href(p.id)}
              createLabel="Cadastrar produto"
            />
          </div>
          <ProjectFacts project={p} />
          <ProjectExports projectId={p.id} />
        </div>
      )}
    </ProjectFrame>
  );
}
