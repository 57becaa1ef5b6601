import fs from 'node:fs';
import path from 'node:path';
import * as recoverySchema from '@raiz/recovery/db/schema';
import type { RecoveryDb } from '@raiz/recovery/db/client';
import { dumpTables, loadTables, type TableDump } from '@raiz/server-kit/table-dump';
import type { BlobStore } from '../modules/attachments/storage/blob-store.ts';
import { diskStore } from '../modules/attachments/storage/disk-store.ts';
import { moveBlobs } from '../modules/attachments/storage/move-blobs.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

// `npm run backup -- <folder>` and `npm run restore -- <folder>` (docs/operations.md#backups): the rows of both
// databases, the attachment files they reference and DATA_DIR/keys, into a folder that a restore loads into fresh
// databases and a blob store, checking every hash.

export interface BackupManifest {
  format: 1;
  createdAt: string;
  main: Record<string, TableDump>;
  /** Absent when the recovery API runs apart (RECOVERY_API_URL): back its database up where it runs. */
  recovery?: Record<string, TableDump>;
  files: number;
  keys: string[];
}

export interface BackupSources {
  main: Db;
  recovery?: RecoveryDb;
  blobStore: BlobStore;
  /** DATA_DIR/keys, when the deployment keeps its keys there. */
  keysDir?: string;
}

const MANIFEST = 'manifest.json';

export async function backup(dir: string, from: BackupSources): Promise<BackupManifest> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} não está vazia: escolha uma pasta nova`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const main = await dumpTables(from.main, schema, path.join(dir, 'main'));
  const recovery = from.recovery ? await dumpTables(from.recovery, recoverySchema, path.join(dir, 'recovery')) : undefined;
  const files = await moveBlobs(from.main, from.blobStore, diskStore(path.join(dir, 'files')));
  if (files.failed.length) {
    throw new Error(`${files.failed.length} arquivo(s) faltando ou alterado(s) no armazenamento: ${files.failed.map((f) => f.sha256).join(', ')}`);
  }
  const keys = from.keysDir && fs.existsSync(from.keysDir) ? fs.readdirSync(from.keysDir).sort() : [];
  if (keys.length) fs.cpSync(from.keysDir!, path.join(dir, 'keys'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    main,
    ...(recovery ? { recovery } : {}),
    files: files.copied + files.present,
    keys,
  };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Loads a backup into migrated, empty databases and the given blob store; refuses any file whose hash differs. */
export async function restore(dir: string, to: BackupSources): Promise<BackupManifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`formato de backup desconhecido: ${String(manifest.format)}`);
  await loadTables(to.main, schema, path.join(dir, 'main'), manifest.main);
  if (manifest.recovery && to.recovery) {
    await loadTables(to.recovery, recoverySchema, path.join(dir, 'recovery'), manifest.recovery);
  }
  const files = await moveBlobs(to.main, diskStore(path.join(dir, 'files')), to.blobStore);
  if (files.failed.length) {
    throw new Error(`${files.failed.length} arquivo(s) do backup faltando ou alterado(s): ${files.failed.map((f) => f.sha256).join(', ')}`);
  }
  if (manifest.keys.length && to.keysDir && !fs.existsSync(to.keysDir)) {
    fs.cpSync(path.join(dir, 'keys'), to.keysDir, { recursive: true });
  }
  return manifest;
}
