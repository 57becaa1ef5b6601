import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { formatDateTime, organizationRoleLabels, type CertificateSnapshot } from '@raiz/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { AlertIcon, CheckIcon, LeafIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { useDocumentTitle } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { usePublicCertificate } from '../api/get-public-certificate';
import { certificateMessages } from '../messages';
import { certificateVerdict, verdictLinePrefix, type Verdict, type VerdictLine } from '../certificate-verdict';
import { useCertificateChecks } from '../use-certificate-checks';
import { CertificateQr } from './certificate-qr';
import { CertificateVerifications, useStatementVerifications } from './certificate-verifications';
import { SnapshotView } from './snapshot-view';
import './certificate-print.css';
import { ErrorState } from '../../../components/ui/states';

const MemoSnapshotView = memo(SnapshotView);
// The report's other versions (docs/design.md §5, "Versions"): loaded only for a certificate that has one.
const CertificateRevisions = lazy(() => import('./certificate-revisions'));

/**
 * The headline. One box for every state, its headline and detail the same elements throughout (only their words and
 * colours change), so nothing below it moves when the checks end and the words that were painted first stay the
 * page's largest.
 */
function VerdictBanner({ verdict }: { verdict: Verdict }) {
  const checking = verdict.state === 'checking';
  const valid = verdict.state === 'valid';
  const unchecked = verdict.state === 'evidence-unavailable';
  const tone = checking
    ? 'border-border bg-surface-2 text-fg'
    : valid
      ? 'border-primary bg-accent text-accent-fg'
      : unchecked
        ? 'border-amber-500/60 bg-amber-500/15 text-fg'
        : 'border-danger bg-danger-soft text-fg';
  const iconTone = checking
    ? 'bg-surface text-fg'
    : valid
      ? 'bg-primary text-primary-fg'
      : unchecked
        ? 'bg-amber-500/30 text-fg'
        : 'bg-danger text-danger-fg';
  return (
    <div
      role="status"
      data-testid={checking ? 'certificate-verdict-checking' : 'certificate-verdict'}
      data-state={verdict.state}
      data-valid={valid}
      className={`flex items-start gap-3 rounded-2xl border-2 p-4 md:p-5 ${tone}`}
    >
      <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${iconTone}`}>
        {checking ? (
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-border border-t-primary motion-reduce:animate-none"
          />
        ) : valid ? (
          <CheckIcon width={22} height={22} />
        ) : (
          <AlertIcon width={22} height={22} />
        )}
      </span>
      <div className="min-w-0">
        <p className="font-display text-2xl font-semibold">{verdict.headline}</p>
        <p className="mt-1 text-sm">{verdict.detail}</p>
        {verdict.problems.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm break-words">
            {verdict.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const lineTone: Record<VerdictLine['state'], string> = {
  ok: 'text-primary',
  failed: 'text-danger',
  unchecked: 'text-fg',
  pending: 'text-muted',
};

function Mono({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-mono text-xs break-all text-fg md:text-sm" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** No certificate to show: none with this code, or one withdrawn at its holder's request (410, no content). */
function Unavailable({ code, title, message }: { code: string; title: string; message: string }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-border bg-surface px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-danger-soft text-danger">
        <AlertIcon width={24} height={24} />
      </span>
      <h1 className="mt-4 font-display text-2xl font-semibold text-fg">{title}</h1>
      <p className="mt-2 text-muted">
        Código procurado: <span className="font-mono font-semibold text-fg">{code || '—'}</span>
      </p>
      <p className="mt-2 max-w-md text-muted">{message}</p>
      <ButtonLink to={paths.home.href()} variant="outline" className="mt-6">
        Ir para o início
      </ButtonLink>
    </div>
  );
}

/** /verificar/:code — the public certificate, verified in the browser, printable with a QR code of its link. */
export function CertificateVerificationView({ code }: { code: string }) {
  const certificate = usePublicCertificate(code);
  const { verification, evidence, evidenceView } = useCertificateChecks(certificate.data, code);
  const statements = useStatementVerifications(certificate.data, code);
  const verdict = certificateVerdict(verification, evidence, statements.data);
  useDocumentTitle(`Certificado ${code}`);

  // The whole certificate is drawn in the background, in slices the browser can interrupt (a deferred render), not in
  // one long task on a slow phone; "Carregando" stays meanwhile.
  const shown = useDeferredValue(certificate.data);
  if (certificate.isPending || (certificate.isSuccess && !shown)) {
    // A screen tall, like the certificate that replaces it: the footer stays below the fold instead of jumping there.
    return (
      <div className="min-h-screen">
        <Loading label="Carregando certificado..." />
      </div>
    );
  }
  if (certificate.isError) {
    const error = certificate.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <Unavailable code={code} title={certificateMessages.notFoundTitle} message={certificateMessages.notFound} />
      );
    }
    if (error instanceof ApiError && error.status === 410) {
      return (
        <Unavailable code={code} title={certificateMessages.withdrawnTitle} message={certificateMessages.withdrawn} />
      );
    }
    return (
      <ErrorState
        title="Não foi possível carregar o certificado."
        message={error.message}
        onRetry={() => void certificate.refetch()}
      />
    );
  }

  const c = shown ?? certificate.data;
  const snapshot = c.snapshot as CertificateSnapshot;
  const url = `${window.location.origin}${paths.verify.href(c.code)}`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div className="print:hidden">
        <VerdictBanner verdict={verdict} />
      </div>
      {(c.supersededBy || c.replaces) && (
        <Suspense fallback={null}>
          <CertificateRevisions certificate={c} />
        </Suspense>
      )}

      <article
        data-certificate-document
        aria-labelledby="certificate-heading"
        className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-8 print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-col-reverse gap-4 border-b border-border pb-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="flex items-center gap-2 text-sm font-semibold text-primary">
              <LeafIcon width={18} height={18} /> Raiz · Plataforma ambiental
            </p>
            <h1
              id="certificate-heading"
              className="mt-2 font-display text-2xl font-semibold tracking-tight text-fg md:text-3xl"
            >
              Certificado de relatório ambiental
            </h1>
            <p className="mt-2 text-muted">
              Código{' '}
              <span className="font-mono text-lg font-semibold text-fg" data-testid="certificate-code">
                {c.code}
              </span>
              {' · '}emitido em {formatDateTime(c.issuedAt)}
            </p>
            {snapshot.signerName && (
              <p className="mt-1 text-fg" data-testid="certificate-signer-name">
                Emitido por <span className="font-semibold">{snapshot.signerName}</span>
                {snapshot.organization && (
                  <>
                    {' '}
                    ({organizationRoleLabels[snapshot.organization.signerRole]}) em nome de{' '}
                    <span className="font-semibold" data-testid="certificate-organization">
                      {snapshot.organization.name}
                    </span>
                  </>
                )}
              </p>
            )}
            <div className="mt-1 hidden text-sm print:block" data-testid="certificate-print-verdict">
              <p className="font-semibold">
                {verdict.headline}
                {verdict.state === 'checking' ? '' : ` (conferido no navegador em ${formatDateTime(new Date())})`}
              </p>
              {verdict.detail && <p>{verdict.detail}</p>}
            </div>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-1 sm:items-center">
            <CertificateQr url={url} size={120} />
            <p className="text-xs text-muted">Aponte a câmera para verificar</p>
          </div>
        </header>

        <section aria-labelledby="certificate-report" className="border-b border-border py-5">
          <h2 id="certificate-report" className="sr-only">
            Relatório certificado
          </h2>
          <MemoSnapshotView snapshot={snapshot} evidence={evidenceView} />
        </section>

        <CertificateVerifications certificate={c} checks={statements.data} />

        <section aria-labelledby="certificate-signature" className="py-5">
          <h2 id="certificate-signature" className="font-semibold text-fg">
            Assinatura digital
          </h2>
          <dl className="mt-3 grid gap-3">
            <Mono label="Carteira que assinou (endereço)" value={c.signerAddress} testId="signer-address" />
            <Mono label="Referência pública do autor" value={c.signerRef} />
            <Mono label="Hash SHA-256 do conteúdo (RFC 8785)" value={c.sha256} />
            <Mono label="Assinatura (EIP-191)" value={c.signature} />
          </dl>
          {verdict.lines.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-semibold text-fg">Verificações feitas neste navegador</h3>
              <ul className="mt-2 flex flex-col gap-2" aria-label="Verificações">
                {verdict.lines.map((line) => (
                  <li key={line.id} className="flex items-start gap-2 text-sm" data-state={line.state}>
                    <span className={`mt-0.5 shrink-0 ${lineTone[line.state]}`}>
                      {line.state === 'ok' ? (
                        <CheckIcon width={18} height={18} />
                      ) : (
                        <AlertIcon width={18} height={18} />
                      )}
                    </span>
                    <span className="min-w-0 break-words text-fg">
                      <span className="sr-only">{verdictLinePrefix[line.state]}</span>
                      {line.text}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-5 text-xs break-all text-muted">Verifique em {url}</p>
        </section>
      </article>

      <div className="flex flex-col gap-2 sm:flex-row print:hidden">
        <Button onClick={() => window.print()}>Imprimir</Button>
        <ButtonLink to={paths.howTo.href()} variant="outline">
          Como funciona a verificação
        </ButtonLink>
      </div>
    </div>
  );
}
