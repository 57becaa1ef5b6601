import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** The sections of one project, so its placeholder pages are already connected to each other. */
export function ProjectLinks({ projectId }: { projectId: string | undefined }) {
  if (!projectId) return null;
  const links = [
    { label: 'Visão geral', href: paths.project.href(projectId) },
    { label: 'Posts', href: paths.projectPosts.href(projectId) },
    { label: 'Eventos', href: paths.projectEvents.href(projectId) },
    { label: 'Produtos', href: paths.projectProducts.href(projectId) },
    { label: 'Relatórios', href: paths.projectReports.href(projectId) },
  ];
  return (
    <nav aria-label="Seções do projeto">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link
              to={l.href}
              className="inline-flex h-9 items-center rounded-full border border-border bg-surface px-4 text-sm font-medium text-fg hover:bg-surface-2"
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
