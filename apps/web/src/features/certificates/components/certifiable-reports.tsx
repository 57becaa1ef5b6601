import type { Certificate } from '@raiz/domain';
import { formatDate } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useCertifiableReports } from '../api/get-certifiable-reports';
import type { CertificateSigner } from '../signer';
import { CertifyReportButton } from './certify-report-button';
import { EmptyState, ErrorState } from '../../../components/ui/states';

/** The person's published reports, each with "Certificar". */
export function CertifiableReports({
  signer,
  onCertified,
}: {
  signer: CertificateSigner;
  onCertified?: (certificate: Certificate) => void;
}) {
  const reports = useCertifiableReports();

  if (reports.isPending)
    return (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label="Carregando relatórios publicados..." />
      </div>
    );
  if (reports.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar seus relatórios."
        message={reports.error.message}
        onRetry={() => void reports.refetch()}
      />
    );
  }
  if (reports.data.length === 0) {
    return (
      <EmptyState
        title="Nenhum relatório publicado aguardando certificação."
        action={
          <ButtonLink to={paths.reports.href()} variant="outline" size="sm">
            Ver meus relatórios
          </ButtonLink>
        }
      >
        Só relatórios publicados podem ser certificados.
      </EmptyState>
    );
  }

  return (
    <ul className="flex flex-col divide-y divide-border" aria-label="Relatórios prontos para certificar">
      {reports.data.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold break-words text-fg">{r.title}</p>
            <p className="text-sm text-muted">
              {formatDate(r.periodStart)} a {formatDate(r.periodEnd)}
              {r.projectName ? ` · ${r.projectName}` : ''}
            </p>
          </div>
          <div className="shrink-0">
            <CertifyReportButton report={r} signer={signer} onCertified={onCertified} size="sm" />
          </div>
        </li>
      ))}
    </ul>
  );
}
