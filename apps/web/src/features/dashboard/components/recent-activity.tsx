import { Link } from 'react-router';
import { projectStatusLabel, reportStatusLabel } from '@raiz/domain/content/enums';
import type { Dashboard } from '@raiz/domain/dashboard';
import { formatDate } from '@raiz/domain/format';
import { FolderIcon, ReportIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

type Item = Dashboard['recent'][number];

const kinds = {
  report: { label: 'Relatório', icon: ReportIcon, href: (id: string) => paths.reportEdit.href(id), status: reportStatusLabel },
  project: { label: 'Projeto', icon: FolderIcon, href: (id: string) => paths.project.href(id), status: projectStatusLabel },
} as const;

/** The last reports and projects the person changed, newest first, each a link to it. */
export function RecentActivity({ items }: { items: Item[] }) {
  if (items.length === 0) {
    return <p className="text-muted">Nada por aqui ainda. Os projetos e relatórios que você alterar aparecem nesta lista.</p>;
  }
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      {items.map((item) => {
        const kind = kinds[item.kind];
        const Icon = kind.icon;
        return (
          <li key={`${item.kind}-${item.id}`}>
            <Link to={kind.href(item.id)} className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-surface-2">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-fg">
                <Icon width={18} height={18} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{item.title}</span>
                <span className="block text-sm text-muted">
                  {kind.label} · {kind.status(item.status)}
                </span>
              </span>
              <span className="shrink-0 text-sm text-muted tabular-nums">
                <span className="sr-only">Alterado em </span>
                {formatDate(item.updatedAt)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
