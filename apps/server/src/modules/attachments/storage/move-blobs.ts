import { buffer } from 'node:stream/consumers';
import type { Db } from '../../../db/client.ts';
import { attachments } from '../../../db/schema/index.ts';
import type { BlobStore } from './blob-store.ts';

export interface MoveReport {
  /** Blobs copied into the destination, each checked against its hash on the way. */
  copied: number;
  /** Blobs the destination already had (same size). */
  present: number;
  /** Blobs that could not be copied: missing from the source, or whose bytes no longer hash to their name. */
  failed: { sha256: string; reason: 'missing' | 'corrupt' }[];
}

/** Every blob a row uses: originals, thumbnails and previews. */
async function referencedBlobs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ sha256: attachments.sha256, thumb: attachments.thumbSha256, preview: attachments.previewSha256 })
    .from(attachments);
  const blobs = new Set(rows.flatMap((row) => [row.sha256, row.thumb, row.preview]).filter((b) => b !== null));
  return [...blobs].sort();
}

/**
 * Copies every blob the database references from one store to the other (docs/evidence.md#moving-files), verifying
 * each one's hash as it is written; the source is left as it was. Run again, it copies only what is still missing.
 */
export async function moveBlobs(
  db: Db,
  from: BlobStore,
  to: BlobStore,
  progress: (done: number, total: number) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, present: 0, failed: [] };
  const blobs = await referencedBlobs(db);
  for (const [index, sha256] of blobs.entries()) {
    progress(index, blobs.length);
    const found = await from.get(sha256);
    if (!found) {
      report.failed.push({ sha256, reason: 'missing' });
      continue;
    }
    if ((await to.head(sha256)) === found.size) {
      found.stream.destroy();
      report.present++;
      continue;
    }
    try {
      await to.put(sha256, await buffer(found.stream)); // refuses bytes that do not hash to the name
      report.copied++;
    } catch {
      report.failed.push({ sha256, reason: 'corrupt' });
    }
  }
  progress(blobs.length, blobs.length);
  return report;
}
