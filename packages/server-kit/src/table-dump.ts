// Backups of a database's rows as JSON lines, the same on PGlite and PostgreSQL (docs/operations.md#backups): one file per
// table of a Drizzle schema, rows as PostgreSQL's own row_to_json, read back by json_populate_recordset into a freshly
// migrated database. The schema itself comes from the migrations, never from the backup.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export interface TableDump {
  rows: number;
  /** SHA-256 of the table's file: a restore refuses a file that no longer matches. */
  sha256: string;
}

/** The tables a Drizzle schema module declares, by name, sorted. */
export function tableNames(schema: Record<string, unknown>): string[] {
  return Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];

const BATCH = 500;

/**
 * Writes every table of `schema` as `<dir>/<table>.jsonl`, all read in one repeatable-read snapshot (rows written while
 * it runs are all in or all out). Rows are ordered by their JSON, so the same data always gives the same file.
 */
export async function dumpTables(db: AnyDb, schema: Record<string, unknown>, dir: string): Promise<Record<string, TableDump>> {
  fs.mkdirSync(dir, { recursive: true });
  const dumps: Record<string, TableDump> = {};
  await db.transaction(
    async (tx) => {
      for (const name of tableNames(schema)) {
        const file = path.join(dir, `${name}.jsonl`);
        const hash = createHash('sha256');
        const out = fs.openSync(file, 'w');
        let rows = 0;
        try {
          await tx.execute(
            sql`declare raiz_dump no scroll cursor for select row_to_json(t)::text as r from ${sql.identifier(name)} t order by 1`,
          );
          for (;;) {
            const batch = rowsOf(await tx.execute(sql.raw(`fetch forward ${BATCH} from raiz_dump`)));
            const text = batch.map((row) => `${String(row.r)}\n`).join('');
            fs.writeSync(out, text);
            hash.update(text);
            rows += batch.length;
            if (batch.length < BATCH) break;
          }
          await tx.execute(sql.raw('close raiz_dump'));
        } finally {
          fs.closeSync(out);
        }
        dumps[name] = { rows, sha256: hash.digest('hex') };
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return dumps;
}

/**
 * Loads the files `dumpTables` wrote into a migrated database whose tables are all empty, in one transaction (all or
 * nothing). Triggers and foreign-key checks are off meanwhile (session_replication_role = replica, which PostgreSQL
 * allows a superuser): the rows are a consistent copy, loaded table by table in any order.
 */
export async function loadTables(
  db: AnyDb,
  schema: Record<string, unknown>,
  dir: string,
  expected: Record<string, TableDump>,
): Promise<void> {
  const names = tableNames(schema);
  for (const name of names) {
    const dump = expected[name];
    if (!dump) throw new Error(`o backup não tem a tabela ${name}`);
    const digest = createHash('sha256').update(fs.readFileSync(path.join(dir, `${name}.jsonl`))).digest('hex');
    if (digest !== dump.sha256) throw new Error(`${name}.jsonl não confere com o hash do manifesto (arquivo alterado?)`);
  }
  await db.transaction(async (tx) => {
    for (const name of names) {
      const [row] = rowsOf(await tx.execute(sql`select exists (select 1 from ${sql.identifier(name)}) as taken`));
      if (row?.taken) throw new Error(`a tabela ${name} já tem dados: restaure num banco novo`);
    }
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const name of names) {
      const lines = fs.readFileSync(path.join(dir, `${name}.jsonl`), 'utf8').split('\n').filter(Boolean);
      for (let start = 0; start < lines.length; start += BATCH) {
        const json = `[${lines.slice(start, start + BATCH).join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
        );
      }
    }
  });
}
