// Each evidence file a certificate lists is fetched from the public route and hashed here, in the browser (SHA-256 of
// its bytes, docs/evidence.md), so nobody has to trust the server to say the files shown are the ones that were signed.
import { queryOptions } from '@tanstack/react-query';
import type { EvidenceEntry } from '@raiz/domain';
import { apiDownload } from '../../lib/api-client';
import { certificateKeys } from './api/certificate-keys';

export type EvidenceCheck =
  | { state: 'ok'; blob: Blob }
  | { state: 'altered'; blob: Blob; found: string }
  | { state: 'unavailable'; message: string };

/** GET /v1/public/certificates/:code/evidence/:sha256 — public, works logged out. */
export const evidenceRoute = (code: string, sha256: string) =>
  `/v1/public/certificates/${encodeURIComponent(code)}/evidence/${encodeURIComponent(sha256)}`;

export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function checkEvidence(code: string, entry: EvidenceEntry): Promise<EvidenceCheck> {
  let blob: Blob;
  try {
    // What the server stores now, never the browser's cached copy (the route is cached as immutable by its hash).
    blob = (await apiDownload(evidenceRoute(code, entry.sha256), { cache: 'no-store' })).blob;
  } catch (error) {
    return { state: 'unavailable', message: error instanceof Error ? error.message : 'O arquivo não pôde ser obtido.' };
  }
  const found = await sha256Hex(await blob.arrayBuffer());
  return found === entry.sha256.toLowerCase() ? { state: 'ok', blob } : { state: 'altered', blob, found };
}

/** One check per file and page: the file's status, its preview and the page's verdict all read this query. */
export const evidenceCheckQueryOptions = (code: string, entry: EvidenceEntry) =>
  queryOptions({
    queryKey: [...certificateKeys.public(code), 'evidence', entry.sha256],
    queryFn: () => checkEvidence(code, entry),
    staleTime: Infinity,
    retry: false,
  });
