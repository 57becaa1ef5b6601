// A certificate's signed snapshot exactly as signed, for a verifier's review (docs/design.md §8): the author's
// signature and the content re-checked here, and every evidence file fetched and re-hashed in this browser, with the
// same checks, file statuses and lines as the public verification page.
import type { Certificate } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { certificateVerdict, verdictLinePrefix } from '../certificate-verdict';
import { useCertificateChecks } from '../use-certificate-checks';
import { SnapshotView } from './snapshot-view';

export function SignedSnapshotReview({ certificate }: { certificate: Certificate }) {
  const { verification, evidence, evidenceView } = useCertificateChecks(certificate, certificate.code);
  const verdict = certificateVerdict(verification, evidence);
  const tone = verdict.state === 'valid' ? 'success' : verdict.state === 'checking' ? 'neutral' : ('danger' as const);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" role="status" data-testid="review-certificate-verdict">
        <Badge tone={tone}>{verdict.headline}</Badge>
        <span className="text-sm text-muted">{verdict.detail}</span>
      </div>
      <SnapshotView snapshot={certificate.snapshot} evidence={evidenceView} />
      {verdict.lines.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm [overflow-wrap:anywhere]" aria-label="Verificações do certificado">
          {verdict.lines.map((line) => (
            <li key={line.id} data-state={line.state} className={line.state === 'failed' ? 'text-danger' : 'text-fg'}>
              <span className="sr-only">{verdictLinePrefix[line.state]}</span>
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
