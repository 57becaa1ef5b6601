// How both API processes open their database: PostgreSQL (postgres.js) when a URL is given, else embedded PGlite.
import fs from 'node:fs';
import { PGlite, types, type Extensions, type QueryOptions } from '@electric-sql/pglite';
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
  /** The pool's size and how much of it is taken now, for GET /metrics (docs/operations.md#metrics). */
  pool(): PoolUse;
}

export interface PoolUse {
  /** Connections the pool may open (PGlite: one, in process). */
  max: number;
  /** Statements running outside a transaction plus open transactions (each holds a connection); above max, they wait. */
  inUse: number;
}

export interface OpenDatabaseOptions<TSchema extends Record<string, unknown>> {
  /** PostgreSQL when given. */
  url?: string;
  /** Otherwise PGlite in this folder (created if missing), or in memory when undefined. */
  dir?: string;
  /**
   * PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an empty cluster. Tests
   * start each file from one migrated dump: opening it takes a quarter of creating and migrating a cluster.
   */
  pgliteDump?: Blob;
  schema: TSchema;
  migrationsFolder: string;
  /** Drizzle's journal table; its default when undefined. */
  migrationsTable?: string;
  /** The PostgreSQL pool's size. */
  poolSize: number;
  /** Statements PostgreSQL must plan for each call's values (see preparingStatements); all others are prepared. */
  unprepared?: (query: string) => boolean;
  /**
   * PGlite's contrib extensions the migrations create (PGlite loads an extension's files only when opened with it;
   * PostgreSQL has them installed).
   */
  pgliteExtensions?: Extensions;
}

/**
 * Drizzle sends each query as an unnamed statement, so PostgreSQL parses and plans the same SQL again on every request
 * (about 1 ms for the project page's query with its four counts, on this project's machines, against 0.2 ms
 * prepared). Asked to prepare, postgres.js prepares each distinct SQL text once per connection and then sends only its
 * values, as it does for its own tagged queries by default; PostgreSQL then settles on a generic plan when it costs no
 * more than the plans made for each call's values. Statements for which `unprepared` says so stay unnamed: those whose
 * best plan depends on a value (a search pattern's selectivity).
 */
function preparingStatements(client: postgres.Sql, unprepared: (query: string) => boolean, use: PoolUse): void {
  const unsafe = client.unsafe.bind(client);
  const settled = () => void (use.inUse -= 1);
  client.unsafe = ((
    query: string,
    parameters?: postgres.ParameterOrJSON<never>[],
    options?: postgres.UnsafeQueryOptions,
  ) => {
    const pending = unsafe(query, parameters, { ...options, prepare: !unprepared(query) });
    use.inUse += 1;
    // postgres.js runs a query when it is first awaited, after the caller chose its form (`.values()`) in the same
    // tick: counting waits a microtask so as not to run it earlier.
    queueMicrotask(() => void pending.then(settled, settled));
    return pending;
  }) as typeof client.unsafe;
  const begin = client.begin.bind(client) as (fn: (sql: postgres.TransactionSql) => unknown) => Promise<unknown>;
  client.begin = ((fn: (sql: postgres.TransactionSql) => unknown) => {
    use.inUse += 1;
    return begin(fn).finally(settled);
  }) as typeof client.begin;
}

/**
 * PGlite's memory is a WebAssembly memory, which grows and never gives back: PostgreSQL's defaults (128 MB of shared
 * buffers, 64 MB per index build) made each embedded database hold ~155 MB once migrated. A small instance of one
 * process needs far less (bench/README.md, "Memory"); the data files stay cached by the operating system anyway.
 */
const pgliteMemorySettings = [
  ['shared_buffers', '16MB'],
  ['maintenance_work_mem', '16MB'],
  ['work_mem', '2MB'],
  ['temp_buffers', '4MB'],
  ['wal_buffers', '1MB'],
].flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * The types Drizzle reads from PGlite as the database's text (drizzle-orm/pglite's `parsers`): timestamps, dates and
 * intervals, and their arrays (numeric[] too).
 */
const textTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
].map(String);

/**
 * Drizzle passes those parsers with every query, and PGlite adds a query's parsers to a copy of its own table of ~320
 * (`{ ...parsers, ...options.parsers }`): ~0.1 ms a query, as long as running a small one (bench/README.md, "Where
 * the app's extra cost went").
 * So the client's own table reads those types as text — set once PGlite has built it, after the array types it adds
 * at start — and a query whose parsers are only those is sent without them: the same values, no copy per query.
 * Drizzle is the client's only user.
 */
function parsingAsTextOnce(client: PGlite): void {
  const asText = (value: string) => value;
  // Until then queries keep their parsers (PGlite's own start runs queries through `query` too).
  let ready = false;
  void client.waitReady.then(() => {
    for (const type of textTypes) client.parsers[type] = asText;
    ready = true;
  });
  const covered = new WeakSet<object>();
  const withoutTextParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!ready || !parsers) return options;
    if (!covered.has(parsers)) {
      if (!Object.keys(parsers).every((type) => textTypes.includes(type))) return options;
      covered.add(parsers);
    }
    return { ...options, parsers: undefined };
  };
  const query = client.query.bind(client);
  client.query = (text, params, options) => query(text, params, withoutTextParsers(options));
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => txQuery(text, params, withoutTextParsers(options));
      return callback(tx);
    });
}

/** PostgreSQL when `url` is given; otherwise embedded PGlite in `dir` (in memory when `dir` is undefined). */
export function openDrizzleDatabase<TSchema extends Record<string, unknown>>(
  options: OpenDatabaseOptions<TSchema>,
): OpenedDatabase<TSchema> {
  type Db = PgDatabase<PgQueryResultHKT, TSchema>;
  const { url, schema, migrationsFolder, migrationsTable } = options;
  if (url) {
    const client = postgres(url, { ...postgresPoolOptions, max: options.poolSize });
    const use: PoolUse = { max: options.poolSize, inUse: 0 };
    preparingStatements(client, options.unprepared ?? (() => false), use);
    return {
      db: drizzlePostgres(client, { schema }) as unknown as Db,
      kind: 'postgres',
      // Migrations run on a connection of their own, closed when they are done. Instances starting together on one
      // database take turns (a session advisory lock on that connection, released when it closes): the first applies
      // the migrations, the others then find nothing left to apply — without it, both ran them at once and one
      // failed its start on "already exists". One lock for both APIs' migrations: on one database, they share the
      // journal's schema ("drizzle"), which each creates if missing.
      async migrate() {
        const migrator = postgres(url, postgresMigrationOptions);
        try {
          await migrator`select pg_advisory_lock(hashtext('raiz-migrations'))`;
          await migratePostgres(drizzlePostgres(migrator), { migrationsFolder, migrationsTable });
        } finally {
          await migrator.end();
        }
      },
      close: () => client.end({ timeout: 5 }),
      pool: () => ({ ...use }),
    };
  }
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dir,
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    extensions: options.pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings],
  });
  parsingAsTextOnce(client);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder, migrationsTable }),
    close: () => client.close(),
    pool: () => ({ max: 1, inUse: 0 }),
  };
}
