import { queryOptions } from '@tanstack/react-query';
import type { CertificateDraft } from '@raiz/domain';
import { apiRequest } from '../../../lib/api-client';
import { loadCertificateCrypto } from '../load-certificate-crypto';
import type { DraftCheck } from '../verify-certificate';
import { certificateKeys } from './certificate-keys';

/** GET /v1/reports/:id/certificate-draft: the snapshot, its hash and the message the author is asked to sign. */
export async function getCertificateDraft(reportId: string): Promise<CertificateDraft> {
  return (
    await apiRequest<{ data: CertificateDraft }>('GET', `/v1/reports/${encodeURIComponent(reportId)}/certificate-draft`)
  ).data;
}

export interface PreparedDraft {
  draft: CertificateDraft;
  /** The draft re-checked in this browser: hash recomputed, message rebuilt (see checkCertificateDraft). */
  check: DraftCheck;
  /** The same check, for the snapshot signed with the public name the person chose (hashed in this browser). */
  checkWithSignerName: (signerName: string) => DraftCheck;
}

/** The draft and its local check. Never cached: what gets signed must be the report as it is now. */
export function preparedDraftQueryOptions(reportId: string) {
  return queryOptions({
    queryKey: certificateKeys.draft(reportId),
    queryFn: async (): Promise<PreparedDraft> => {
      const [draft, crypto] = await Promise.all([getCertificateDraft(reportId), loadCertificateCrypto()]);
      return {
        draft,
        check: crypto.checkCertificateDraft(draft, reportId),
        checkWithSignerName: (signerName) => crypto.checkCertificateDraft(draft, reportId, signerName),
      };
    },
    staleTime: 0,
    gcTime: 0,
  });
}
