import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live (docs/evidence.md): content-addressed, each blob under its SHA-256 (64 lowercase hex).
 * Two implementations pass the same contract tests (blob-store.test.ts): the disk under DATA_DIR/files and an
 * S3-compatible bucket. Putting a blob that is already there is harmless; deleting one that is not is too.
 */
export interface BlobStore {
  /** Stores the bytes under their hash; refuses bytes whose hash is not `sha256`. */
  put(sha256: string, bytes: Buffer): Promise<void>;
  /** The blob as a stream and its size, or null when there is none. */
  get(sha256: string): Promise<{ stream: Readable; size: number } | null>;
  /** The blob's size in bytes, or null when there is none. */
  head(sha256: string): Promise<number | null>;
  delete(sha256: string): Promise<void>;
  /** Which store this is, for logs and the move script ("disk" or "s3"); never a secret. */
  readonly kind: 'disk' | 's3';
  /** Resolves when the store can serve now (the bucket answers); for /readyz. */
  ready?(): Promise<void>;
}

const SHA256 = /^[0-9a-f]{64}$/;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A blob's name must be a hash: nothing else (no path, no dot) ever reaches a file name or an object key. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error('not a SHA-256 blob name');
}

export function assertBytesMatch(sha256: string, bytes: Buffer): void {
  assertSha256(sha256);
  if (sha256Of(bytes) !== sha256) throw new Error(`bytes do not hash to ${sha256}`);
}
