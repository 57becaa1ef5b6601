// Each evidence file a certificate lists is fetched from the public route and hashed here, in the browser (SHA-256 of
// its bytes, docs/evidence.md), so nobody has to trust the server to say the files shown are the ones that were signed.
// The bytes are fetched and hashed as they arrive in a Web Worker (hash-evidence.ts), with the progress kept per file.
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { EvidenceEntry } from '@raiz/domain';
import { certificateKeys } from './api/certificate-keys';
import { fetchAndHashEvidence, type HashedFile } from './hash-evidence';

export type EvidenceCheck =
  | { state: 'ok'; blob: Blob }
  | { state: 'altered'; blob: Blob; found: string }
  | { state: 'unavailable'; message: string };

/**
 * GET /v1/public/certificates/:code/evidence/:sha256 — public, works logged out. The original by default; an image's
 * WebP `thumbnail` (320 px wide) or `preview` (1280 px) to show it (only the original is hashed).
 */
export const evidenceRoute = (code: string, sha256: string, variant?: 'thumbnail' | 'preview') =>
  `/v1/public/certificates/${encodeURIComponent(code)}/evidence/${encodeURIComponent(sha256)}${variant ? `?variant=${variant}` : ''}`;

/** How far the check of one file got: percent of the signed size hashed (0–99 until the hash is known). */
export const evidenceProgressQueryOptions = (code: string, sha256: string) =>
  queryOptions<number>({
    queryKey: [...certificateKeys.public(code), 'evidence', sha256, 'progress'],
    // Written by the check as it hashes (setQueryData), never fetched.
    queryFn: skipToken,
    staleTime: Infinity,
  });

export async function checkEvidence(
  code: string,
  entry: EvidenceEntry,
  onProgress: (percent: number) => void = () => {},
): Promise<EvidenceCheck> {
  let shown = -1;
  let hashed: HashedFile;
  try {
    hashed = await fetchAndHashEvidence(evidenceRoute(code, entry.sha256), entry.size, (bytes) => {
      // Of the size that was signed; a file that grew stays below 100 % until its hash is known.
      const percent = Math.min(99, Math.floor((bytes * 100) / Math.max(entry.size, 1)));
      if (percent !== shown) onProgress((shown = percent));
    });
  } catch (error) {
    return { state: 'unavailable', message: error instanceof Error ? error.message : 'O arquivo não pôde ser obtido.' };
  }
  const { sha256: found, blob } = hashed;
  return found === entry.sha256.toLowerCase() ? { state: 'ok', blob } : { state: 'altered', blob, found };
}

/** One check per file and page: the file's status, its download and the page's verdict all read this query. */
export const evidenceCheckQueryOptions = (code: string, entry: EvidenceEntry) =>
  queryOptions({
    queryKey: [...certificateKeys.public(code), 'evidence', entry.sha256],
    queryFn: ({ client }) =>
      checkEvidence(code, entry, (percent) =>
        client.setQueryData(evidenceProgressQueryOptions(code, entry.sha256).queryKey, percent),
      ),
    staleTime: Infinity,
    retry: false,
  });
