// The SHA-256 of a file as it downloads: its chunks go to a Web Worker (evidence-hash-worker.ts) that hashes them
// incrementally and reports how many bytes it hashed, so a 3 MB photo never blocks the page. Where workers are missing
// (old browsers, the web tests' DOM) the same incremental hasher runs here, chunk by chunk.
import { ApiError } from '../../lib/api-client';
import type { EvidenceHashReply, EvidenceHashRequest } from './evidence-hash-messages';

export interface HashedFile {
  sha256: string;
  blob: Blob;
}

/** A chunk the page may hand over whole (transferred, not copied): its own buffer, from start to end. */
function ownBuffer(chunk: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole = chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength;
  return whole && chunk.buffer instanceof ArrayBuffer ? (chunk as Uint8Array<ArrayBuffer>) : chunk.slice();
}

async function hashHere(body: ReadableStream<Uint8Array>, onHashed: (bytes: number) => void): Promise<HashedFile> {
  const { createEvidenceHasher } = await import('./evidence-hasher');
  const hasher = await createEvidenceHasher();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let hashed = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = ownBuffer(value);
    hasher.update(chunk);
    chunks.push(chunk);
    hashed += chunk.byteLength;
    onHashed(hashed);
  }
  return { sha256: hasher.digest(), blob: new Blob(chunks) };
}

/** The hashing itself failed (not the download): said as such, not as a network error. */
const hashFailed = (why: string) =>
  new ApiError(
    0,
    'hash_failed',
    `O hash do arquivo não pôde ser calculado neste navegador (${why || 'erro no processamento'}).`,
  );

function hashInWorker(body: ReadableStream<Uint8Array>, onHashed: (bytes: number) => void): Promise<HashedFile> {
  const worker = new Worker(new URL('./evidence-hash-worker.ts', import.meta.url), { type: 'module' });
  const reader = body.getReader();
  const post = (message: EvidenceHashRequest, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  return new Promise<HashedFile>((resolve, reject) => {
    const fail = (error: Error) => {
      worker.terminate();
      void reader.cancel().catch(() => {});
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<EvidenceHashReply>) => {
      const message = event.data;
      if (message.type === 'progress') onHashed(message.hashed);
      else if (message.type === 'done') {
        worker.terminate();
        resolve({ sha256: message.sha256, blob: message.blob });
      } else fail(hashFailed(message.message));
    };
    worker.onerror = (event) => fail(hashFailed(event.message));
    // The download is read here (the body belongs to this page's fetch) and each chunk handed over as it comes.
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return post({ type: 'end' });
        const bytes = ownBuffer(value);
        post({ type: 'chunk', bytes }, [bytes.buffer]);
      }
    })().catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
  });
}

/** Hashes the stream to its end; `onHashed` gets the bytes hashed so far, after each chunk. */
export function hashEvidence(body: ReadableStream<Uint8Array>, onHashed: (bytes: number) => void): Promise<HashedFile> {
  return typeof Worker === 'undefined' ? hashHere(body, onHashed) : hashInWorker(body, onHashed);
}
