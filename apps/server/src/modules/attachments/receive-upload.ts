import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ATTACHMENT_MAX_BYTES, attachmentMessages, errorCodes } from '@raiz/domain';
import { AppError } from '@raiz/server-kit/app-error';
import type { LocalFile } from './storage/blob-store.ts';

// An upload is never held whole in memory (docs/evidence.md): its bytes stream into a temporary file, in a folder of
// its own under the configuration's uploadDir, while their SHA-256 is computed and their count checked; the first
// bytes are kept to tell the type. The folder goes once the request is answered, whatever the answer.

/** How many of the first bytes the type detection reads (file-type's own reasonable size). */
const HEAD_BYTES = 4100;

/** An upload's file as it arrived: where it is, its size and hash, and its first bytes. */
export interface ReceivedFile extends LocalFile {
  sha256: string;
  head: Buffer;
}

const tooLarge = () => new AppError(errorCodes.payloadTooLarge, attachmentMessages.tooLarge);

/** A folder for one upload's files, and its removal (harmless twice, and when it is already gone). */
export interface UploadFolder {
  dir: string;
  remove(): Promise<void>;
}

export async function openUploadFolder(root: string): Promise<UploadFolder> {
  await fs.promises.mkdir(root, { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(root, 'upload-'));
  return { dir, remove: () => fs.promises.rm(dir, { recursive: true, force: true }) };
}

/**
 * Writes `source` to `dir/received` as it arrives, hashing and counting. Past `maxBytes`, or when the source says it
 * was cut at the limit (`truncated`, as the multipart parser marks it), refuses with 413 `tooLarge`; a source that
 * fails (the client went away) rejects with its error. Either way the caller removes the folder.
 */
export async function receiveFile(
  source: Readable & { truncated?: boolean },
  dir: string,
  maxBytes = ATTACHMENT_MAX_BYTES,
): Promise<ReceivedFile> {
  const file = path.join(dir, 'received');
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(tooLarge());
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headLength);
        headChunks.push(Buffer.from(part)); // a copy: the head does not keep the whole chunk alive
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  await pipeline(source, tap, fs.createWriteStream(file, { flags: 'wx' }));
  if (source.truncated) throw tooLarge();
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/**
 * Upload folders left by a process that stopped mid-upload (a crash, a kill): removed at start when older than an
 * hour, so another process sharing the folder keeps its uploads in flight.
 */
export async function removeStaleUploads(root: string, olderThanMs = 60 * 60 * 1000): Promise<number> {
  let entries: string[];
  try {
    entries = await fs.promises.readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of entries.filter((n) => n.startsWith('upload-'))) {
    const entry = path.join(root, name);
    const stat = await fs.promises.stat(entry).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
      await fs.promises.rm(entry, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
