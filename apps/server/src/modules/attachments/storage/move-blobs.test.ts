import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-app.ts';
import { createUser } from '../../../db/factories.ts';
import { attachments } from '../../../db/schema/index.ts';
import type { Database } from '../../../db/client.ts';
import { sha256Of } from './blob-store.ts';
import { diskStore } from './disk-store.ts';
import { moveBlobs } from './move-blobs.ts';
import { s3Store } from './s3-store.ts';
import { startS3TestServer } from './s3-test-server.ts';

let database: Database;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startS3TestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-move-'));
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('moving blobs between stores', () => {
  it('copies every referenced blob to S3 and back, checking hashes, and reports a missing or altered one', async () => {
    const disk = diskStore(path.join(dir, 'files'));
    const bucket = s3Store(s3.settings);
    const owner = await createUser(database.db);
    const [original, thumb, preview, unreferenced] = ['foto', 'miniatura', 'prévia', 'sobra'].map((s) =>
      Buffer.from(s.repeat(500)),
    );
    for (const b of [original!, thumb!, preview!, unreferenced!]) await disk.put(sha256Of(b), b);
    const row = (sha256: string, position: number, variants?: [Buffer, Buffer]) => ({
      parentKind: 'posts',
      parentId: '00000000-0000-4000-8000-000000000001',
      ownerId: owner.id,
      name: `f${position}.jpg`,
      type: 'image/jpeg',
      size: 1,
      sha256,
      thumbSha256: variants ? sha256Of(variants[0]) : null,
      previewSha256: variants ? sha256Of(variants[1]) : null,
      position,
    });
    await database.db.insert(attachments).values([row(sha256Of(original!), 0, [thumb!, preview!])]);

    const toS3 = await moveBlobs(database.db, disk, bucket);
    expect(toS3).toEqual({ copied: 3, present: 0, failed: [] });
    for (const b of [original!, thumb!, preview!]) {
      expect(sha256Of(await buffer((await bucket.get(sha256Of(b)))!.stream))).toBe(sha256Of(b));
    }
    expect(await bucket.head(sha256Of(unreferenced!))).toBeNull();
    // Again: nothing left to copy.
    expect(await moveBlobs(database.db, disk, bucket)).toEqual({ copied: 0, present: 3, failed: [] });

    // Back to an empty disk, with two rows whose blobs are nowhere.
    const altered = Buffer.from('alterada'.repeat(100));
    const alteredSha = sha256Of(altered);
    await database.db.insert(attachments).values([row(alteredSha, 1), row('c'.repeat(64), 2)]);
    const fresh = diskStore(path.join(dir, 'fresh'));
    const back = await moveBlobs(database.db, bucket, fresh);
    expect(back.copied).toBe(3);
    expect(back.failed).toEqual(
      expect.arrayContaining([
        { sha256: alteredSha, reason: 'missing' },
        { sha256: 'c'.repeat(64), reason: 'missing' },
      ]),
    );
    expect(sha256Of(await buffer((await fresh.get(sha256Of(original!)))!.stream))).toBe(sha256Of(original!));
  });

  it('reports bytes that no longer hash to their name as altered, and copies nothing of them', async () => {
    const source = diskStore(path.join(dir, 'source'));
    const target = diskStore(path.join(dir, 'target'));
    const bytes = Buffer.from('evidência original');
    const sha = sha256Of(bytes);
    await source.put(sha, bytes);
    fs.writeFileSync(path.join(dir, 'source', sha.slice(0, 2), sha.slice(2, 4), sha), 'evidência trocada');
    const owner = await createUser(database.db);
    await database.db.insert(attachments).values({
      parentKind: 'reports',
      parentId: '00000000-0000-4000-8000-000000000002',
      ownerId: owner.id,
      name: 'a.pdf',
      type: 'application/pdf',
      size: bytes.length,
      sha256: sha,
      position: 0,
    });
    const report = await moveBlobs(database.db, source, target);
    expect(report.failed).toContainEqual({ sha256: sha, reason: 'corrupt' });
    expect(await target.head(sha)).toBeNull();
  });
});
