import type { Certificate } from '@raiz/domain';
import { formatDate } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCertifiableReports } from '../api/get-certifiable-reports';
import type { CertificateSigner } from '../signer';
import { CertifyReportButton } from './certify-report-button';
import { QueryStates } from '../../../components/ui/query-states';
import { EmptyState } from '../../../components/ui/states';

/** The person's published reports, each with "Certificar". */
export function CertifiableReports({
  signer,
  onCertified,
}: {
  signer: CertificateSigner;
  onCertified?: (certificate: Certificate) => void;
}) {
  const reports = useCertifiableReports();
  return (
    <QueryStates
      query={reports}
      loading="Carregando relatórios publicados..."
      compact
      failed="Não foi possível carregar seus relatórios."
      empty={
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
      }
    >
      {(published) => (
        <ul className="flex flex-col divide-y divide-border" aria-label="Relatórios prontos para certificar">
          {published.map((r) => (
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
      )}
    </QueryStates>
  );
}
