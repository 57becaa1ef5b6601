import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type Certificate } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { EmptyState, ErrorState } from '../../../components/ui/states';

/**
 * The person's certificates: title, period, issue date, code and the public verification link; `actions` adds what the
 * route offers for each (e.g. "Pedir verificação").
 */
export function CertificatesList({ actions }: { actions?: (certificate: Certificate) => ReactNode } = {}) {
  const certificates = useMyCertificates();

  if (certificates.isPending)
    return (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label="Carregando certificados..." />
      </div>
    );
  if (certificates.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar seus certificados."
        message={certificates.error.message}
        onRetry={() => void certificates.refetch()}
      />
    );
  }
  if (certificates.data.length === 0) {
    return (
      <EmptyState title="Você ainda não tem certificados.">
        Publique um relatório e certifique-o com a sua carteira: o certificado ganha um código que qualquer pessoa pode
        verificar.
      </EmptyState>
    );
  }

  return (
    <ul className="flex flex-col gap-3" aria-label="Meus certificados">
      {certificates.data.map((c) => (
        <li key={c.code} className="rounded-xl border border-border bg-surface p-4" data-testid="certificate-item">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
                <CheckIcon width={14} height={14} /> Certificado
              </p>
              <h3 className="mt-1 font-semibold break-words text-fg">
                <Link to={paths.verify.href(c.code)} className="hover:underline">
                  {c.snapshot.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-muted">
                Período {formatDate(c.snapshot.periodStart)} a {formatDate(c.snapshot.periodEnd)}
                {c.snapshot.projectName ? ` · ${c.snapshot.projectName}` : ''}
              </p>
              <p className="mt-1 text-sm text-muted">
                Emitido em {formatDate(c.issuedAt)}
                {c.snapshot.signerName ? ` por ${c.snapshot.signerName}` : ''}
                {c.snapshot.organization ? ` em nome de ${c.snapshot.organization.name}` : ''} · Código{' '}
                <span className="font-mono font-semibold text-fg" data-testid="certificate-code">
                  {c.code}
                </span>
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2 self-start">
              <ButtonLink
                to={paths.verify.href(c.code)}
                variant="outline"
                size="sm"
                aria-label={`Verificar o certificado ${c.code}`}
              >
                Verificar
              </ButtonLink>
              {actions?.(c)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
