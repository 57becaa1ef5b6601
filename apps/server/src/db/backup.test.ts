import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryDatabase } from '@raiz/recovery/db/client';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { photoWithGps, postMultipart } from '../modules/attachments/attachment-test-helpers.ts';
import { diskStore } from '../modules/attachments/storage/disk-store.ts';
import { fillPersonalSpace, signUpThroughIdp } from '../test/people.ts';
import { createTestApp, createTestRecoveryDatabase, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { backup, restore } from './backup.ts';
import { users } from './schema/index.ts';

// A backup restored into fresh databases and a fresh file store gives back every row and every file: the same counts
// and the same hashes table by table (a second backup of the restored copy equals the first), and the person finds
// their project and photo there, byte for byte.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `raiz-${name}-`));

let source: TestApp;
let sourceRecovery: RecoveryDatabase;
beforeAll(async () => {
  sourceRecovery = await createTestRecoveryDatabase();
  source = await createTestApp({}, undefined, { recoveryDatabase: sourceRecovery });
});
afterAll(async () => {
  await source.close();
  await sourceRecovery.close();
});

describe('npm run backup, npm run restore', () => {
  it(
    'restores every table and file into fresh databases, with the same counts and hashes',
    { timeout: 180_000 },
    async () => {
      const person = await signUpThroughIdp(source, 'restaurada@exemplo.com.br', '628.982.247-07', 'Pessoa Restaurada');
      const space = await fillPersonalSpace(source, person.headers, 'backup');
      const photo = await photoWithGps();
      const uploaded = await postMultipart(source, person, `/v1/projects/${space.project.id}/attachments`, [
        { name: 'file', filename: 'muda.jpg', type: 'image/jpeg', data: photo },
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const fileUrl = uploaded.json().data.url as string;
      // As stored (the server keeps the photo without its EXIF position): what the person downloads.
      const served = (await source.app.inject({ url: fileUrl, headers: person.headers })).rawPayload;

      const dir = path.join(tmp('backup'), 'copia');
      const sourcePlaces = {
        main: source.app.db,
        recovery: sourceRecovery.db,
        blobStore: diskStore(path.join(source.config.dataDir, 'files')),
        keysDir: path.join(source.config.dataDir, 'keys'),
      };
      const made = await backup(dir, sourcePlaces);
      expect(made.main.projects!.rows).toBe(1);
      expect(made.main.users!.rows).toBeGreaterThanOrEqual(4); // the demo accounts and the person
      expect(made.recovery!.salts!.rows).toBe(1);
      expect(made.recovery!.pin_backups!.rows).toBe(1);
      expect(made.files).toBeGreaterThanOrEqual(2); // the photo and its smaller versions
      expect(made.keys).toContain('jwt-es256.pem');
      await expect(backup(dir, sourcePlaces)).rejects.toThrow('não está vazia');

      const target = await createTestDatabase();
      const targetRecovery = await createTestRecoveryDatabase();
      const targetDir = tmp('restored');
      const targetPlaces = {
        main: target.db,
        recovery: targetRecovery.db,
        blobStore: diskStore(path.join(targetDir, 'files')),
        keysDir: path.join(targetDir, 'keys'),
      };
      try {
        await restore(dir, targetPlaces);
        const again = await backup(path.join(tmp('again'), 'copia'), targetPlaces);
        expect(again.main).toEqual(made.main);
        expect(again.recovery).toEqual(made.recovery);
        expect(again.files).toBe(made.files);
        // Loading twice would duplicate everything: refused.
        await expect(restore(dir, targetPlaces)).rejects.toThrow('já tem dados: restaure num banco novo');

        // What the person sees on the restored copy: their project, and the same photo.
        const app = await buildApp(testConfig({ DATA_DIR: targetDir }), {
          database: target,
          recoveryDatabase: targetRecovery,
        });
        await app.ready();
        try {
          const [user] = await target.db.select().from(users).where(eq(users.email, 'restaurada@exemplo.com.br'));
          const headers = { authorization: `Bearer ${await app.issueAccessToken(user!)}` };
          const project = await app.inject({ url: `/v1/projects/${space.project.id}`, headers });
          expect(project.json().data.name).toBe('Projeto backup');
          const file = await app.inject({ url: fileUrl, headers });
          expect(file.statusCode).toBe(200);
          expect(sha256(file.rawPayload)).toBe(sha256(served));
        } finally {
          await app.close();
        }
      } finally {
        await target.close();
        await targetRecovery.close();
      }
    },
  );

  it('refuses a backup whose files were altered', { timeout: 60_000 }, async () => {
    const dir = path.join(tmp('altered'), 'copia');
    await backup(dir, { main: source.app.db, blobStore: diskStore(path.join(source.config.dataDir, 'files')) });
    fs.appendFileSync(path.join(dir, 'main', 'projects.jsonl'), '{"id":"intrusa"}\n');
    const target = await createTestDatabase();
    try {
      await expect(restore(dir, { main: target.db, blobStore: diskStore(tmp('altered-files')) })).rejects.toThrow(
        'projects.jsonl não confere com o hash do manifesto',
      );
    } finally {
      await target.close();
    }
  });
});
