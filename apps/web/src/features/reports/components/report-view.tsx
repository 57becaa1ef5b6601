import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, type Report } from '@raiz/domain';
import { paths } from '../../../config/paths';
import { formatReportPeriod } from '../report-display';
import { ReportIndicatorGrid } from './report-indicators';
import { ReportStatusBadge } from './report-status-badge';

/** A report shown read-only (a certified report is frozen). `actions` receives extra buttons (certificate…). */
export function ReportView({ report, actions }: { report: Report; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      {report.status === 'certified' && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-accent p-4 text-accent-fg"
        >
          <ReportStatusBadge status={report.status} />
          <p className="text-sm">Este relatório foi certificado e não pode mais ser alterado nem excluído.</p>
        </div>
      )}
      <section
        aria-labelledby="relatorio-dados"
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id="relatorio-dados" className="font-display text-lg font-semibold text-fg">
            Dados do relatório
          </h2>
          <ReportStatusBadge status={report.status} />
        </div>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Período</dt>
            <dd className="font-medium text-fg">{formatReportPeriod(report)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Projeto</dt>
            <dd className="font-medium text-fg">
              {report.projectId ? (
                <Link
                  to={paths.project.href(report.projectId)}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {report.projectName ?? 'Abrir projeto'}
                </Link>
              ) : (
                'Sem projeto'
              )}
            </dd>
          </div>
          {report.publishedAt && (
            <div>
              <dt className="text-sm text-muted">Publicado em</dt>
              <dd className="font-medium text-fg">{formatDateTime(report.publishedAt)}</dd>
            </div>
          )}
        </dl>
        {report.summary && (
          <div className="mt-4">
            <h3 className="text-sm text-muted">Resumo</h3>
            <p className="mt-1 whitespace-pre-line text-fg">{report.summary}</p>
          </div>
        )}
      </section>
      <section
        aria-labelledby="relatorio-indicadores"
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6"
      >
        <h2 id="relatorio-indicadores" className="mb-4 font-display text-lg font-semibold text-fg">
          Indicadores de impacto
        </h2>
        <ReportIndicatorGrid report={report} />
      </section>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
