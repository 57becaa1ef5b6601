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
