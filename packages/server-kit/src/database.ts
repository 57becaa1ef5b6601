// How both API processes open their database: PostgreSQL (postgres.js) when a URL is given, else embedded PGlite.
import fs from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { postgresMigrationOptions, postgresPoolOptions } from './database-errors.ts';

export interface OpenedDatabase<TSchema extends Record<string, unknown>> {
  /** The same Drizzle API over PGlite or PostgreSQL. */
  db: PgDatabase<PgQueryResultHKT, TSchema>;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** PostgreSQL when given. */
  url?: string;
  /** Otherwise PGlite in this folder (created if missing), or in memory when undefined. */
  dir?: string;
  schema: TSchema;
  migrationsFolder: string;
  /** Drizzle's journal table; its default when undefined. */
  migrationsTable?: string;
  /** The PostgreSQL pool's size. */
  poolSize: number;
  /**
   * PGlite's contrib extensions the migrations create (PGlite loads an extension's files only when opened with it;
   * PostgreSQL has them installed).
   */
  pgliteExtensions?: Extensions;
}

/** PostgreSQL when `url` is given; otherwise embedded PGlite in `dir` (in memory when `dir` is undefined). */
export function openDrizzleDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): OpenedDatabase<TSchema> {
  type Db = PgDatabase<PgQueryResultHKT, TSchema>;
  const { url, schema, migrationsFolder, migrationsTable } = options;
  if (url) {
    const client = postgres(url, { ...postgresPoolOptions, max: options.poolSize });
    return {
      db: drizzlePostgres(client, { schema }) as unknown as Db,
      kind: 'postgres',
      // Migrations run on a connection of their own, closed when they are done.
      async migrate() {
        const migrator = postgres(url, postgresMigrationOptions);
        try {
          await migratePostgres(drizzlePostgres(migrator), { migrationsFolder, migrationsTable });
        } finally {
          await migrator.end();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = new PGlite({ dataDir: options.dir, extensions: options.pgliteExtensions });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder, migrationsTable }),
    close: () => client.close(),
  };
}
