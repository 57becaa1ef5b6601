import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime, type Report } from '@raiz/domain';
import { Panel } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { Coordinates } from '../../../components/ui/coordinates';
import { Fact } from '../../../components/ui/facts';
import { formatPositionAccuracy, formatReportPeriod } from '../report-display';
import { CertificateLink } from './certificate-link';
import { ReportIndicatorGrid } from './report-indicators';
import { ReportRevisionNote } from './report-revision';
import { ReportStatusBadge } from './report-status-badge';

/**
 * A report shown read-only (a certified report is frozen). `evidence` is its files' panel; `actions` receives extra
 * buttons (certificate…).
 */
export function ReportView({
  report,
  evidence,
  actions,
}: {
  report: Report;
  evidence?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      {report.status === 'certified' && (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-accent p-4 text-accent-fg"
        >
          <ReportStatusBadge status={report.status} />
          <p className="min-w-0 flex-1 text-sm">
            Este relatório foi certificado e não pode mais ser alterado nem excluído.
            {report.certificateCode && ' Qualquer pessoa confere a assinatura na página pública do certificado.'}
          </p>
          {report.certificateCode && <CertificateLink code={report.certificateCode} size="sm" />}
        </div>
      )}
      <ReportRevisionNote report={report} />
      <Panel id="relatorio-dados" title="Dados do relatório" aside={<ReportStatusBadge status={report.status} />}>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Fact label="Período">{formatReportPeriod(report)}</Fact>
          <Fact label="Projeto">
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
          </Fact>
          {report.latitude != null && report.longitude != null && (
            <Fact label="Posição do aparelho">
              <Coordinates latitude={report.latitude} longitude={report.longitude} />
              {report.locationAccuracyM != null && (
                <span className="block text-sm font-normal text-muted">
                  {formatPositionAccuracy(report.locationAccuracyM)}
                </span>
              )}
            </Fact>
          )}
          {report.publishedAt && <Fact label="Publicado em">{formatDateTime(report.publishedAt)}</Fact>}
        </dl>
        {report.summary && (
          <div className="mt-4">
            <h3 className="text-sm text-muted">Resumo</h3>
            <p className="mt-1 whitespace-pre-line text-fg">{report.summary}</p>
          </div>
        )}
      </Panel>
      <Panel id="relatorio-indicadores" title="Indicadores de impacto" spaced>
        <ReportIndicatorGrid report={report} />
      </Panel>
      {evidence}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
