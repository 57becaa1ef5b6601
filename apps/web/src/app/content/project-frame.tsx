// The frame of every screen under /projetos/:projectId: breadcrumb, title, the project's section tabs, and the
// "not found" screen when the project does not exist or is someone else's (the API answers 404 for both).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProjectDetail } from '@raiz/domain';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { SectionTabs } from '../../components/ui/section-tabs';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { useProject } from '../../features/projects/api/projects-api';
import { isNotFound } from '../../lib/api-errors';
import { useProjectChildKinds } from '../../lib/content-kit/kinds-context';
import { kindPaths } from '../../lib/content-kit/kind-paths';

/** The project's tabs: 'overview', 'reports', or a child resource's key ('events'). */
export type ProjectSection = string;

interface Section {
  key: ProjectSection;
  label: string;
  href: (projectId: string) => string;
}

/** The overview, then a tab per child resource (its list), then the reports. */
function useSections(): Section[] {
  const kinds = useProjectChildKinds();
  return [
    { key: 'overview', label: 'Visão geral', href: paths.project.href },
    ...kinds.map((kind) => ({ key: kind.key, label: kind.noun.Many, href: kindPaths(kind).project.list.href })),
    { key: 'reports', label: 'Relatórios', href: paths.projectReports.href },
  ];
}

function Breadcrumb({ project, trail }: { project: ProjectDetail; trail: { label: string; href?: string }[] }) {
  const items = [
    { label: 'Projetos', href: paths.projects.href() },
    { label: project.name, href: paths.project.href(project.id) },
    ...trail,
  ];
  return (
    <nav aria-label="Trilha de navegação" className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {item.href && !last ? (
                <Link
                  to={item.href}
                  className="max-w-[14rem] truncate rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="max-w-[14rem] truncate">
                  {item.label}
                </span>
              )}
              {!last && <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function ProjectSectionNav({ projectId, current }: { projectId: string; current: ProjectSection }) {
  const sections = useSections();
  return (
    <SectionTabs
      label="Seções do projeto"
      tabs={sections.map((s) => ({ key: s.key, label: s.label, href: s.href(projectId) }))}
      current={current}
    />
  );
}

/**
 * Loads the project and shows `children(project)` inside the frame. `section` shows the section tabs (lists and the
 * overview); forms pass `trail` for the breadcrumb instead.
 */
export function ProjectFrame({
  projectId,
  section,
  trail = [],
  title,
  description,
  actions,
  children,
}: {
  projectId: string;
  section?: ProjectSection;
  trail?: { label: string; href?: string }[];
  title: (project: ProjectDetail) => string;
  description?: (project: ProjectDetail) => ReactNode;
  actions?: (project: ProjectDetail) => ReactNode;
  children: (project: ProjectDetail) => ReactNode;
}) {
  const project = useProject(projectId);
  if (project.isPending) return <Loading />;
  if (project.isError) {
    if (isNotFound(project.error))
      return (
        <NotFoundState title="Projeto não encontrado" backHref={paths.projects.href()} backLabel="Ver meus projetos" />
      );
    return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
  }
  const p = project.data;
  return (
    <>
      <Breadcrumb project={p} trail={trail} />
      <PageHeader title={title(p)} description={description?.(p)} actions={actions?.(p)} />
      {section && <ProjectSectionNav projectId={p.id} current={section} />}
      {children(p)}
    </>
  );
}
