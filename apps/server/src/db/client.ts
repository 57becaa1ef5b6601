import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { openDrizzleDatabase, type OpenedDatabase } from '@raiz/server-kit/database';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as services see it: the same Drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database extends OpenedDatabase<Schema> {
  ping(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * PostgreSQL when a URL is given; otherwise embedded PGlite in `dir` (or in memory when `dir` is undefined), started from
 * `pgliteDump` when given (tests: a migrated template, see test/test-database-template.ts).
 */
export function openDatabase(options: { url?: string; dir?: string; pgliteDump?: Blob }): Database {
  const opened = openDrizzleDatabase({
    ...options,
    schema,
    migrationsFolder,
    poolSize: 10,
    // Search's trigram indexes and accent folding (drizzle/0005_search_trigram_indexes.sql).
    pgliteExtensions: { pg_trgm, unaccent },
    // A search's plan depends on its pattern: the trigram index for a rare one, the owner's rows for one that matches
    // nearly all (a generic plan of a prepared statement would take the index for both).
    unprepared: (query) => query.includes('raiz_fold('),
  });
  return { ...opened, ping: async () => void (await opened.db.execute(sql`select 1`)) };
}
