import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type OwnCertificate } from '@raiz/domain';
import { ButtonLink } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useMyCertificates } from '../api/get-my-certificates';
import { QueryStates } from '../../../components/ui/query-states';
import { EmptyState } from '../../../components/ui/states';

/**
 * The person's certificates: title, period, issue date, code and the public verification link; `actions` adds what the
 * route offers for each (e.g. "Pedir verificação", when the certificate's `can` allows it).
 */
export function CertificatesList({ actions }: { actions?: (certificate: OwnCertificate) => ReactNode } = {}) {
  const certificates = useMyCertificates();
  return (
    <QueryStates
      query={certificates}
      loading="Carregando certificados..."
      compact
      failed="Não foi possível carregar seus certificados."
      empty={
        <EmptyState title="Você ainda não tem certificados.">
          Publique um relatório e certifique-o com a sua carteira: o certificado ganha um código que qualquer pessoa
          pode verificar.
        </EmptyState>
      }
    >
      {(mine) => (
        <ul className="flex flex-col gap-3" aria-label="Meus certificados">
          {mine.map((c) => (
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
      )}
    </QueryStates>
  );
}
