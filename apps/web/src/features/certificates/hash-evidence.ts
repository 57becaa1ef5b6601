// An evidence original fetched and hashed as it downloads. In a Web Worker (evidence-hash-worker.ts) where there is one:
// the worker fetches and hashes, the page only hears the progress, so three 3 MB photos never block it. Where workers
// are missing (old browsers, the web tests' DOM) the same incremental hasher runs here on the API client's download.
import { ApiError, NETWORK_ERROR_MESSAGE, apiDownload, apiErrorOf, apiUrl } from '../../lib/api-client';
import type { EvidenceHashReply, EvidenceHashRequest } from './evidence-hash-messages';

export interface HashedFile {
  sha256: string;
  blob: Blob;
}

/** The hashing itself failed (not the download): said as such, not as a network error. */
const hashFailed = (why: string) =>
  new ApiError(
    0,
    'hash_failed',
    `O hash do arquivo não pôde ser calculado neste navegador (${why || 'erro no processamento'}).`,
  );

async function hashHere(route: string, onHashed: (bytes: number) => void): Promise<HashedFile> {
  let sha256 = '';
  const { blob } = await apiDownload(route, {
    cache: 'no-store',
    read: async (response) => {
      const { createEvidenceHasher, hashStream } = await import('./evidence-hasher');
      const hasher = await createEvidenceHasher();
      const blob = await hashStream(response.body ?? (await response.blob()).stream(), hasher, onHashed);
      sha256 = hasher.digest();
      return blob;
    },
  });
  return { sha256, blob };
}

function hashInWorker(route: string, size: number, onHashed: (bytes: number) => void): Promise<HashedFile> {
  const worker = new Worker(new URL('./evidence-hash-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<HashedFile>((resolve, reject) => {
    const end = (outcome: () => void) => {
      worker.terminate();
      outcome();
    };
    worker.onmessage = (event: MessageEvent<EvidenceHashReply>) => {
      const message = event.data;
      if (message.type === 'progress') onHashed(message.hashed);
      else if (message.type === 'done') end(() => resolve({ sha256: message.sha256, blob: message.blob }));
      else if (message.type === 'http-error') {
        // Read as every API answer is read: the server's Portuguese message, or one for the status.
        void apiErrorOf(new Response(message.body, { status: message.status })).then((error) =>
          end(() => reject(error)),
        );
      } else if (message.type === 'network-error') {
        console.error(`Falha de rede ao baixar ${route}:`, message.message);
        end(() => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE)));
      } else end(() => reject(hashFailed(message.message)));
    };
    worker.onerror = (event) => end(() => reject(hashFailed(event.message)));
    const request: EvidenceHashRequest = { url: new URL(apiUrl(route), window.location.href).href, size };
    worker.postMessage(request);
  });
}

/**
 * Fetches the file at `route` (a public evidence route: no session involved) and hashes it to its end; `onHashed` gets
 * the bytes hashed so far. Throws an ApiError when it could not be fetched or hashed.
 */
export function fetchAndHashEvidence(
  route: string,
  size: number,
  onHashed: (bytes: number) => void,
): Promise<HashedFile> {
  return typeof Worker === 'undefined' ? hashHere(route, onHashed) : hashInWorker(route, size, onHashed);
}
