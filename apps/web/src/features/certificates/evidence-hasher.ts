// Incremental SHA-256 of an evidence file, chunk by chunk as it arrives (WebCrypto's digest only takes the whole file at
// once). hash-wasm's WebAssembly SHA-256: the project already ships it for the keystore's scrypt.
import { createSHA256 } from 'hash-wasm';

export interface EvidenceHasher {
  update(chunk: Uint8Array): void;
  /** The SHA-256 of every chunk so far, lowercase hex. */
  digest(): string;
}

export async function createEvidenceHasher(): Promise<EvidenceHasher> {
  const sha256 = await createSHA256();
  sha256.init();
  return {
    update: (chunk) => {
      sha256.update(chunk);
    },
    digest: () => sha256.digest('hex'),
  };
}

/**
 * Reads `stream` to its end through `hasher` (its digest is then the file's) and answers its bytes; `onHashed` hears
 * the bytes hashed so far after each chunk. The worker and the inline fallback (hash-evidence.ts) both read this way.
 */
export async function hashStream(
  stream: ReadableStream<Uint8Array>,
  hasher: EvidenceHasher,
  onHashed: (bytes: number) => void,
): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let hashed = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    hasher.update(value);
    chunks.push(value as Uint8Array<ArrayBuffer>);
    hashed += value.byteLength;
    onHashed(hashed);
  }
  return new Blob(chunks);
}
