import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertBytesMatch, assertSha256, type BlobStore } from './blob-store.ts';

/**
 * Blobs as files under `dir/<aa>/<bb>/<sha256>` (the first two pairs of hex digits spread them over folders). A blob is
 * written to a temporary file beside its place and renamed into it, so a reader never sees half a file.
 */
export function diskStore(dir: string): BlobStore {
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return path.join(dir, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'disk',
    async put(sha256, bytes) {
      assertBytesMatch(sha256, bytes);
      const target = pathOf(sha256);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.promises.rename(temporary, target);
      } finally {
        await fs.promises.rm(temporary, { force: true });
      }
    },
    async get(sha256) {
      const file = pathOf(sha256);
      try {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(sha256) {
      try {
        return (await fs.promises.stat(pathOf(sha256))).size;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(sha256) {
      await fs.promises.rm(pathOf(sha256), { force: true });
    },
  };
}
