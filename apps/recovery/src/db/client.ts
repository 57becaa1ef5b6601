import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openDrizzleDatabase, type OpenedDatabase } from '@raiz/server-kit/database';
import * as schema from './schema.ts';

export type RecoverySchema = typeof schema;
/** The recovery database as its services see it: the same Drizzle API over PGlite or PostgreSQL. */
export type RecoveryDb = PgDatabase<PgQueryResultHKT, RecoverySchema>;

export type RecoveryDatabase = OpenedDatabase<RecoverySchema>;

export const recoveryMigrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL when RECOVERY_DATABASE_URL is given; otherwise PGlite in `dir` (in memory when `dir` is undefined). */
export function openRecoveryDatabase(options: { url?: string; dir?: string; pgliteDump?: Blob }): RecoveryDatabase {
  return openDrizzleDatabase({
    ...options,
    schema,
    migrationsFolder: recoveryMigrationsFolder,
    // Its own journal table, so the recovery API can share a PostgreSQL server (even a database) with the main one.
    migrationsTable: '__recovery_migrations',
    poolSize: 5,
  });
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
