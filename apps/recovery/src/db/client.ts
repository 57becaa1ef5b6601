import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type RecoverySchema = typeof schema;
/** The recovery database as its services see it: the same Drizzle API over PGlite or PostgreSQL. */
export type RecoveryDb = PgDatabase<PgQueryResultHKT, RecoverySchema>;

export interface RecoveryDatabase {
  db: RecoveryDb;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const recoveryMigrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL when RECOVERY_DATABASE_URL is given; otherwise PGlite in `dir` (in memory when `dir` is undefined). */
export function openRecoveryDatabase(options: { url?: string; dir?: string }): RecoveryDatabase {
  const migrationsFolder = recoveryMigrationsFolder;
  if (options.url) {
    const client = postgres(options.url, { max: 5, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema }) as unknown as RecoveryDb,
      kind: 'postgres',
      // Its own journal table, so the recovery API can share a PostgreSQL server (even a database) with the main one.
      migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder, migrationsTable: '__recovery_migrations' }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = new PGlite(options.dir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as RecoveryDb,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder, migrationsTable: '__recovery_migrations' }),
    close: () => client.close(),
  };
}

/**
 * A database opened and migrated on first use, then shared; a failed attempt is retried on the next use.
 * For processes where most runs never reach the recovery API (the main API's tests).
 */
export function lazyRecoveryDatabase(open: () => RecoveryDatabase): { get(): Promise<RecoveryDatabase>; close(): Promise<void> } {
  let opening: Promise<RecoveryDatabase> | undefined;
  return {
    get() {
      opening ??= (async () => {
        const database = open();
        try {
          await database.migrate();
          return database;
        } catch (err) {
          opening = undefined;
          await database.close().catch(() => {});
          throw err;
        }
      })();
      return opening;
    },
    async close() {
      const pending = opening;
      opening = undefined;
      if (pending) await (await pending.catch(() => undefined))?.close();
    },
  };
}
