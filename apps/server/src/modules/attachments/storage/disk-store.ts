import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBytesMatch, assertSha256, nullIfMissing, type BlobStore, type LocalFile } from './blob-store.ts';

/** Copies a file to `target` as a stream, refusing it (before anything is renamed) unless it hashes to `sha256`. */
async function copyChecked(file: LocalFile, target: string, sha256: string): Promise<void> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(fs.createReadStream(file.path), tap, fs.createWriteStream(target, { flags: 'wx' }));
  if (hash.digest('hex') !== sha256 || size !== file.size) throw new Error(`file does not hash to ${sha256}`);
}

/**
 * Blobs as files under `dir/<aa>/<bb>/<sha256>` (the first two pairs of hex digits spread them over folders). A blob is
 * written to a temporary file beside its place and renamed into it, so a reader never sees half a file; an upload's
 * file is copied there as a stream, its hash checked on the way.
 */
export function diskStore(dir: string): BlobStore {
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return path.join(dir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'disk',
    async put(sha256, source) {
      if (Buffer.isBuffer(source)) assertBytesMatch(sha256, source);
      const target = pathOf(sha256);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(source)) await fs.promises.writeFile(temporary, source, { flag: 'wx' });
        else await copyChecked(source, temporary, sha256);
        await fs.promises.rename(temporary, target);
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    },
    async get(sha256) {
      const file = pathOf(sha256);
      return nullIfMissing(missing, async () => {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      });
    },
    async head(sha256) {
      const file = pathOf(sha256);
      return nullIfMissing(missing, async () => (await fs.promises.stat(file)).size);
    },
    async delete(sha256) {
      await fs.promises.rm(pathOf(sha256), { force: true });
    },
  };
}
