// One migrated database per test run, copied for each test file (docs/ARCHITECTURE.md#tests): creating and
// migrating an embedded cluster for every file cost ~4 s of a file's ~6 s of setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openRecoveryDatabase, type RecoveryDatabase } from '@raiz/recovery/db/client';
import { openDatabase, type Database } from '../db/client.ts';

/** Where the run's template is: a dump of a migrated PGlite data directory, or a database on the PostgreSQL server. */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
    /** The recovery API's database, always embedded in the server tests: a dump of a migrated one. */
    recoveryDatabaseTemplate: string | null;
  }
}

/** The PostgreSQL server tests use (TEST_DATABASE_URL, else DATABASE_URL); embedded PGlite when neither is set. */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

function pgliteClient(database: Database | RecoveryDatabase): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function writeDump(database: Database | RecoveryDatabase, what: string): Promise<string> {
  const dump = await pgliteClient(database).dumpDataDir('none');
  const file = path.join(os.tmpdir(), `raiz-test-${what}-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** The recovery database's template: a dump of a migrated embedded one. `drop` deletes it. */
export async function createRecoveryDatabaseTemplate(): Promise<{ file: string; drop(): Promise<void> }> {
  const database = openRecoveryDatabase({});
  await database.migrate();
  const file = await writeDump(database, 'recovery-template');
  await database.close();
  return { file, drop: async () => fs.rmSync(file, { force: true }) };
}

/** Migrates a new database once, to be copied by `createTestDatabase`; `drop` removes it when the run ends. */
export async function createDatabaseTemplate(): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    const file = await writeDump(database, 'template');
    await database.close();
    return { template: { kind: 'pglite', file }, drop: async () => fs.rmSync(file, { force: true }) };
  }
  // Unique per run: several runs may share the server.
  const name = `raiz_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  try {
    await database.migrate();
  } finally {
    // A template may have no open connection while it is copied.
    await database.close();
  }
  return {
    template: { kind: 'postgres', serverUrl, name },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const dumps = new Map<string, Blob>();

/** A dump file as a Blob, read once per test file. */
function readDump(file: string | undefined): Blob | undefined {
  if (!file || !fs.existsSync(file)) return undefined;
  let blob = dumps.get(file);
  if (!blob) dumps.set(file, (blob = new Blob([fs.readFileSync(file)])));
  return blob;
}

/** The main database template's dump, when the run's template is embedded. */
export function pgliteTemplateDump(template: DatabaseTemplate | null | undefined): Blob | undefined {
  return template?.kind === 'pglite' ? readDump(template.file) : undefined;
}

/** A new embedded recovery database, a copy of the run's template (test/global-setup.ts) when there is one. */
export function openTestRecoveryDatabase(): RecoveryDatabase {
  return openRecoveryDatabase({ pgliteDump: readDump(inject('recoveryDatabaseTemplate') ?? undefined) });
}

/** A fresh, migrated embedded recovery database for one test file. */
export async function createTestRecoveryDatabase(): Promise<RecoveryDatabase> {
  const database = openTestRecoveryDatabase();
  // A no-op on a copy of the template, which records its migrations.
  await database.migrate();
  return database;
}
