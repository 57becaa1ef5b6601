import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database as services see it: the same Drizzle API over PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL when a URL is given; otherwise embedded PGlite in `dir` (or in memory when `dir` is undefined). */
export function openDatabase(options: { url?: string; dir?: string }): Database {
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(client), { migrationsFolder }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => client.end({ timeout: 5 }),
    };
  }
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = new PGlite(options.dir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
