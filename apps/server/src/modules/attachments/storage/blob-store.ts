import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where attachment bytes live (docs/evidence.md): content-addressed, each blob under its SHA-256 (64 lowercase hex).
 * Two implementations pass the same contract tests (blob-store.test.ts): the disk under DATA_DIR/files and an
 * S3-compatible bucket. Putting a blob that is already there is harmless; deleting one that is not is too.
 */
export interface BlobStore {
  /**
   * Stores the bytes under their hash; refuses bytes whose hash is not `sha256`. A file (an upload's temporary file)
   * is streamed, never read whole into memory.
   */
  put(sha256: string, source: BlobSource): Promise<void>;
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

/** A local file whose bytes become a blob, and its size. */
export interface LocalFile {
  path: string;
  size: number;
}

/** What a blob is made of: bytes in memory (a small image variant) or a local file (an upload). */
export type BlobSource = Buffer | LocalFile;

export const sizeOf = (source: BlobSource) => (Buffer.isBuffer(source) ? source.length : source.size);

const SHA256 = /^[0-9a-f]{64}$/;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A file's SHA-256 and size, read as a stream. */
export async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(fs.createReadStream(file), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { sha256: hash.digest('hex'), size };
}

/** What `read` answers, or null when the blob is not there: `missing` tells the store's "no such blob" error. */
export async function nullIfMissing<T>(
  missing: (error: unknown) => boolean,
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** A blob's name must be a hash: nothing else (no path, no dot) ever reaches a file name or an object key. */
export function assertSha256(sha256: string): void {
  if (!SHA256.test(sha256)) throw new Error('not a SHA-256 blob name');
}

export function assertBytesMatch(sha256: string, bytes: Buffer): void {
  assertSha256(sha256);
  if (sha256Of(bytes) !== sha256) throw new Error(`bytes do not hash to ${sha256}`);
}

/** Refuses a file whose bytes (read again, as a stream) are not `sha256` or not `size` long. */
export async function assertFileMatches(sha256: string, file: LocalFile): Promise<void> {
  assertSha256(sha256);
  const found = await hashFile(file.path);
  if (found.sha256 !== sha256 || found.size !== file.size) throw new Error(`file does not hash to ${sha256}`);
}
