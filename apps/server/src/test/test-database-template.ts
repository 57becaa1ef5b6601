// One migrated database per test run, copied for each test file (docs/ARCHITECTURE.md#tests): creating and
// migrating an embedded cluster for every file cost ~4 s of a file's ~6 s of setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client.ts';

/** Where the run's template is: a dump of a migrated PGlite data directory, or a database on the PostgreSQL server. */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | null;
  }
}

/** The PostgreSQL server tests use (TEST_DATABASE_URL, else DATABASE_URL); embedded PGlite when neither is set. */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/** Migrates a new database once, to be copied by `createTestDatabase`; `drop` removes it when the run ends. */
export async function createDatabaseTemplate(): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    const dump = await pgliteClient(database).dumpDataDir('none');
    await database.close();
    const file = path.join(os.tmpdir(), `raiz-test-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
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

let dump: { file: string; blob: Blob } | undefined;

/** The template's dump as a Blob, read once per test file. */
export function pgliteTemplateDump(template: DatabaseTemplate | null | undefined): Blob | undefined {
  if (template?.kind !== 'pglite' || !fs.existsSync(template.file)) return undefined;
  if (dump?.file !== template.file) dump = { file: template.file, blob: new Blob([fs.readFileSync(template.file)]) };
  return dump.blob;
}
