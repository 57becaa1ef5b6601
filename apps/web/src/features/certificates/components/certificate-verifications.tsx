// "Verificado por <organização> em <data>" on /verificar (docs/design.md §8): each verifier's signed statement with
// its verdicts, what this browser checked of it, and whether it or the accreditation was withdrawn since.
import { useQuery } from '@tanstack/react-query';
import {
  formatDate,
  formatDateTime,
  verdictLabels,
  verificationSectionLabels,
  type PublicCertificate,
  type PublicVerification,
  verificationStatusLabels,
} from '@raiz/domain';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { certificateKeys } from '../api/certificate-keys';
import { loadCertificateCrypto } from '../load-certificate-crypto';
import type { StatementVerification } from '../verify-certificate';

const verdictTone = {
  conforming: 'success',
  nonconforming: 'danger',
  not_evaluated: 'neutral',
} as const satisfies Record<string, BadgeTone>;

/** The verifiers' statements checked in this browser (undefined while the crypto chunk loads). */
export function useStatementVerifications(certificate: PublicCertificate | undefined, code: string) {
  return useQuery({
    queryKey: [
      ...certificateKeys.public(code),
      'statements',
      certificate?.verifications?.map((v) => v.signature) ?? [],
    ],
    queryFn: async (): Promise<StatementVerification[]> => {
      const { verifyStatement } = await loadCertificateCrypto();
      return (certificate!.verifications ?? []).map((v) => verifyStatement(certificate!, v));
    },
    enabled: Boolean(certificate),
    staleTime: Infinity,
  });
}

function StatementCard({ v, check }: { v: PublicVerification; check: StatementVerification | undefined }) {
  const { statement } = v;
  const withdrawn = v.status === 'withdrawn';
  return (
    <li className="rounded-xl border border-border bg-surface-2/40 p-4" data-testid="certificate-verification">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-fg">
          Verificado por {statement.verifier.name} em {formatDate(statement.date)}
        </p>
        {withdrawn ? (
          <Badge tone="warning">Verificação retirada</Badge>
        ) : check === undefined ? (
          <Badge tone="neutral">Conferindo…</Badge>
        ) : check.valid ? (
          <Badge tone="success">Assinatura da verificadora confere</Badge>
        ) : (
          <Badge tone="danger">Assinatura da verificadora não confere</Badge>
        )}
        {check?.accreditationNow && <Badge tone="danger">Credenciamento hoje: {check.accreditationNow}</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted">
        Assinada por {statement.verifierPersonName} · {verificationStatusLabels[v.outcome]}
      </p>
      {withdrawn && (
        <p className="mt-1 text-sm text-fg">
          Retirada em {v.withdrawnAt ? formatDateTime(v.withdrawnAt) : '—'}
          {v.withdrawalReason ? `: ${v.withdrawalReason}` : '.'}
        </p>
      )}
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        {statement.verdicts.map(({ section, verdict }) => {
          const comment = v.comments.find((c) => c.section === section)?.comment;
          return (
            <div key={section} className="rounded-lg border border-border bg-surface p-3">
              <dt className="flex items-center justify-between gap-2 text-sm font-semibold text-fg">
                {verificationSectionLabels[section]}
                <Badge tone={verdictTone[verdict]}>{verdictLabels[verdict]}</Badge>
              </dt>
              {comment && <dd className="mt-1 text-sm break-words text-muted">{comment}</dd>}
            </div>
          );
        })}
      </dl>
      <p className="mt-3 font-mono text-xs break-all text-muted">
        Carteira da verificadora: {v.signerAddress} · Hash da declaração: {v.sha256}
      </p>
    </li>
  );
}

/** The section, shown only when the certificate has signed statements. */
export function CertificateVerifications({
  certificate,
  checks,
}: {
  certificate: PublicCertificate;
  checks: StatementVerification[] | undefined;
}) {
  const list = certificate.verifications ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="certificate-verifications" className="border-b border-border py-5">
      <h2 id="certificate-verifications" className="font-semibold text-fg">
        Verificação independente
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {list.map((v) => (
          <StatementCard key={v.id} v={v} check={checks?.find((c) => c.id === v.id)} />
        ))}
      </ul>
    </section>
  );
}
