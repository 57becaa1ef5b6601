import { Link } from 'react-router';
import { formatDate, type Report } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { ReportIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useDeleteReport } from '../api/delete-report';
import { useReports } from '../api/get-reports';
import { formatReportPeriod } from '../report-display';
import { ReportIndicatorChips } from './report-indicators';
import { ReportStatusBadge } from './report-status-badge';

const sorts = ['createdAt:desc', 'periodStart:desc', 'periodStart:asc', 'title:asc'] as const;
type ReportSort = (typeof sorts)[number];
const sortOptions: { value: ReportSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Criados por último' },
  { value: 'periodStart:desc', label: 'Período mais recente' },
  { value: 'periodStart:asc', label: 'Período mais antigo' },
  { value: 'title:asc', label: 'Título (A–Z)' },
];

/** The person's reports, or one project's (`projectId`), with search, order and pages kept in the address. */
export function ReportList({ projectId, createHref }: { projectId?: string; createHref: string }) {
  const params = useListParams(sorts, 'createdAt:desc');
  const query = useReports(
    { page: params.page, pageSize: LIST_PAGE_SIZE, q: params.q || undefined, sort: params.sort },
    projectId,
  );
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel="Buscar relatórios"
      searchPlaceholder="Título ou resumo"
      sortOptions={sortOptions}
      count={(n) => (n === 1 ? '1 relatório' : `${n} relatórios`)}
      noResults={(q) => `Nenhum relatório encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={ReportIcon}
          title={projectId ? 'Este projeto ainda não tem relatórios' : 'Você ainda não tem relatórios'}
          action={<ButtonLink to={createHref}>Criar relatório</ButtonLink>}
        >
          Registre o impacto de um período: tCO2e, árvores plantadas, área restaurada, água, resíduos e pessoas
          beneficiadas. Comece como rascunho e publique quando estiver pronto.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="flex flex-col gap-4">
          {items.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} showProject={!projectId} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ReportCard({ report, showProject }: { report: Report; showProject: boolean }) {
  const remove = useDeleteReport();
  const certified = report.status === 'certified';
  return (
    <article className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-fg">
            <Link to={paths.reportEdit.href(report.id)} className="rounded-sm underline-offset-4 hover:underline">
              {report.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Período: {formatReportPeriod(report)}
            {showProject && report.projectId && report.projectName && (
              <>
                {' · '}
                <Link
                  to={paths.project.href(report.projectId)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {report.projectName}
                </Link>
              </>
            )}
            {showProject && !report.projectId && ' · Sem projeto'}
          </p>
        </div>
        <ReportStatusBadge status={report.status} />
      </div>
      <div className="mt-3">
        <ReportIndicatorChips report={report} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <ButtonLink to={paths.reportEdit.href(report.id)} variant="outline" size="sm">
          {certified ? 'Ver' : 'Editar'}
          <span className="sr-only"> o relatório {report.title}</span>
        </ButtonLink>
        {!certified && (
          <DeleteAction
            name={report.title}
            kindLabel="o relatório"
            onDelete={() => remove.mutateAsync({ id: report.id, version: report.version, projectId: report.projectId })}
            success={{ title: 'Relatório excluído', description: `“${report.title}” foi excluído.` }}
          />
        )}
        <span className="ml-auto text-xs text-muted">
          {report.publishedAt
            ? `Publicado em ${formatDate(report.publishedAt)}`
            : `Criado em ${formatDate(report.createdAt)}`}
        </span>
      </div>
    </article>
  );
}
