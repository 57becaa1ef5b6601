// The checks a certificate's page makes in this browser (docs/evidence.md), for the public verification page and a
// verifier's review alike: the signature and content, then each evidence file fetched and re-hashed.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Certificate, CertificateSnapshot, EvidenceEntry } from '@raiz/domain';
import { certificateKeys } from './api/certificate-keys';
import type { EvidenceOutcome } from './certificate-verdict';
import { EvidencePreview, EvidenceStatus } from './components/evidence-check';
import { loadCertificateCrypto } from './load-certificate-crypto';
import type { CertificateVerification } from './verify-certificate';
import { evidenceCheckQueryOptions } from './verify-evidence';

/**
 * `verification` (undefined while the signature is checked), each evidence file's outcome, and `evidenceView`: how the
 * snapshot shows each file's preview and status.
 */
export function useCertificateChecks(certificate: Certificate | undefined, code: string) {
  const verification = useQuery({
    queryKey: [...certificateKeys.public(code), 'verification', certificate?.signature ?? ''],
    queryFn: async (): Promise<CertificateVerification> =>
      (await loadCertificateCrypto()).verifyCertificate(certificate!),
    enabled: Boolean(certificate),
    staleTime: Infinity,
  });
  const evidence = (certificate?.snapshot as CertificateSnapshot | undefined)?.evidence ?? [];
  // The originals (megabytes each) are fetched once the signature check settled: they never hold up the page or the
  // chunk that checks the signature, and the headline says "em andamento" until every one was hashed.
  const checks = useQueries({
    queries: evidence.map((entry) => ({ ...evidenceCheckQueryOptions(code, entry), enabled: verification.isFetched })),
  });
  // The report as signed, drawn once: each file's status reads its own check, so a check ending re-renders only that.
  const evidenceView = useMemo(
    () => ({
      preview: (entry: EvidenceEntry) => <EvidencePreview code={code} entry={entry} />,
      status: (entry: EvidenceEntry) => <EvidenceStatus code={code} entry={entry} />,
    }),
    [code],
  );
  const outcomes: EvidenceOutcome[] = evidence.map((entry, i) => ({ entry, check: checks[i]?.data }));
  return { verification: verification.data, evidence: outcomes, evidenceView };
}
