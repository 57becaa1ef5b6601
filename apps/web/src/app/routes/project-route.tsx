import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { biomeLabel, categoryLabel, formatNumber, projectStatusLabel, type ProjectDetail } from '@raiz/domain';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { DeleteAction } from '../../components/ui/delete-action';
import { ReportIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { AttachmentsPanel } from '../../features/attachments/components/attachments-panel';
import { ProjectExports } from '../../features/exports/components/project-exports';
import { projectsApi } from '../../features/projects/api/projects-api';
import { ProjectFacts } from '../../features/projects/components/project-facts';
import { ProjectPublication } from '../../features/projects/components/project-publication';
import { projectStatusTone } from '../../features/projects/project-display';
import { projectDeleteDescription } from '../../features/projects/project-resource';
import { useProjectChildKinds } from '../../lib/content-kit/kinds-context';
import { contentIcons } from '../../lib/content-kit/content-icons';
import { projectResource } from '../../lib/content-kit/project-child-api';
import { kindPaths } from '../../lib/content-kit/kind-paths';
import { useAddFiles } from '../content/add-files';
import { reportCreateFor } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';
import { MoveProjectAction, ProjectSpaceLabel, useProjectAccess } from '../content/project-space';

function SectionCard({
  project,
  countKey,
  title,
  icon: Icon,
  noun,
  listHref,
  createHref,
  createLabel,
}: {
  project: ProjectDetail;
  countKey: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  noun: [one: string, many: string];
  listHref: string;
  /** None for someone who may not add to the project. */
  createHref: string | undefined;
  createLabel: string;
}) {
  const count = useSectionCount(project, countKey);
  const text =
    count === undefined
      ? '…'
      : count === 0
        ? `Nenhum ${noun[0]} ainda`
        : `${formatNumber(count, 0)} ${count === 1 ? noun[0] : noun[1]}`;
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
        {createHref && (
          <ButtonLink to={createHref} variant="ghost" size="sm" className="text-primary">
            {createLabel}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

interface Section {
  key: string;
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  noun: [one: string, many: string];
  list: (projectId: string) => string;
  create: (projectId: string) => string;
  createLabel: string;
}

const reportSection: Section = {
  key: 'reports',
  title: 'Relatórios',
  icon: ReportIcon,
  noun: ['relatório', 'relatórios'],
  list: paths.projectReports.href,
  create: reportCreateFor,
  createLabel: 'Criar relatório',
};

/** The project's kinds of content: its reports, then each child resource as declared (its kind). */
function useSections(): Section[] {
  const kinds = useProjectChildKinds();
  return [
    reportSection,
    ...kinds.map((kind) => {
      const { list, create } = kindPaths(kind).project;
      return {
        key: kind.key,
        title: kind.noun.Many,
        icon: contentIcons[kind.icon],
        noun: [kind.noun.one, kind.noun.many] as [string, string],
        list: list.href,
        create: create.href,
        createLabel: kind.createAction,
      };
    }),
  ];
}

/**
 * How many of a kind the project has: from the project's counts, one request for all; a kind the server does not
 * count there yet asks its list's total (one tiny page).
 */
function useSectionCount(project: ProjectDetail, key: string): number | undefined {
  const counted = (project.counts as Partial<Record<string, number>>)[key];
  const total = useQuery({
    ...projectResource(key).listQueryOptions(project.id, { page: 1, pageSize: 1 }),
    select: (page) => page.total,
    enabled: counted === undefined,
  });
  return counted ?? total.data;
}

/** Editar and Excluir (`children`) for whoever may edit the project; "Mover para…" for whoever manages it. */
function ProjectActions({ project, children }: { project: ProjectDetail; children: ReactNode }) {
  const access = useProjectAccess(project);
  return (
    <div className="flex flex-wrap gap-2">
      {access.canEdit && children}
      {access.canManage && <MoveProjectAction project={project} />}
    </div>
  );
}

/** The project's content by kind (create links for whoever may add to it), facts, publication and exports. */
function ProjectOverview({ project: p }: { project: ProjectDetail }) {
  const access = useProjectAccess(p);
  const sections = useSections();
  const addFiles = useAddFiles();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {sections.map((section) => (
          <SectionCard
            key={section.key}
            project={p}
            countKey={section.key}
            title={section.title}
            icon={section.icon}
            noun={section.noun}
            listHref={section.list(p.id)}
            createHref={access.canEdit ? section.create(p.id) : undefined}
            createLabel={section.createLabel}
          />
        ))}
      </div>
      <ProjectFacts project={p} />
      <AttachmentsPanel
        kind="projects"
        parentId={p.id}
        readOnly={!access.canEdit}
        projectPlace={p}
        focused={addFiles && access.canEdit}
      />
      <ProjectPublication project={p} />
      <ProjectExports projectId={p.id} />
    </div>
  );
}

/**
 * /projetos/:projectId: the project's facts, its posts, events, products and reports (the counts come with the
 * project, one request), edit/delete.
 */
export default function ProjectRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const remove = projectsApi.useRemove();

  return (
    <ProjectFrame
      projectId={projectId}
      section="overview"
      title={(p) => p.name}
      description={(p) => (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={projectStatusTone[p.status]}>{projectStatusLabel(p.status)}</Badge>
          {p.public && p.hiddenReason === null && <Badge tone="success">Público</Badge>}
          <span>
            {categoryLabel(p.category)} · {biomeLabel(p.biome)} · {p.municipality}/{p.state}
          </span>
          <ProjectSpaceLabel project={p} />
        </span>
      )}
      actions={(p) => (
        <ProjectActions project={p}>
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
            onDeleted={() => void navigate(paths.projects.href(), { replace: true })}
          />
        </ProjectActions>
      )}
    >
      {(p) => <ProjectOverview project={p} />}
    </ProjectFrame>
  );
}
