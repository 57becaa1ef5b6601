// A certificate's signed snapshot exactly as signed, for a verifier's review (docs/design.md §8): the author's
// signature and the content re-checked here, and every evidence file fetched and re-hashed in this browser, with the
// same checks, file statuses and lines as the public verification page.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Certificate, CertificateSnapshot, EvidenceEntry } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { certificateKeys } from '../api/certificate-keys';
import { certificateVerdict, verdictLinePrefix } from '../certificate-verdict';
import { loadCertificateCrypto } from '../load-certificate-crypto';
import { evidenceCheckQueryOptions } from '../verify-evidence';
import { EvidencePreview, EvidenceStatus } from './evidence-check';
import { SnapshotView } from './snapshot-view';

export function SignedSnapshotReview({ certificate }: { certificate: Certificate }) {
  const code = certificate.code;
  const verification = useQuery({
    queryKey: [...certificateKeys.public(code), 'verification', certificate.signature],
    queryFn: async () => (await loadCertificateCrypto()).verifyCertificate(certificate),
    staleTime: Infinity,
  });
  const evidence = (certificate.snapshot as CertificateSnapshot).evidence ?? [];
  const checks = useQueries({
    queries: evidence.map((entry) => ({ ...evidenceCheckQueryOptions(code, entry), enabled: verification.isFetched })),
  });
  const evidenceView = useMemo(
    () => ({
      preview: (entry: EvidenceEntry) => <EvidencePreview code={code} entry={entry} />,
      status: (entry: EvidenceEntry) => <EvidenceStatus code={code} entry={entry} />,
    }),
    [code],
  );
  const verdict = certificateVerdict(
    verification.data,
    evidence.map((entry, i) => ({ entry, check: checks[i]?.data })),
  );
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
