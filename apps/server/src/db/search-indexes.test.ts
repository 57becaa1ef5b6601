import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '@raiz/domain';
import { searchCondition } from '../modules/content-common/content-common.ts';
import { createTestDatabase } from '../test/test-app.ts';
import type { Database } from './client.ts';
import { events, posts, products, projects, reports, searchedColumns } from './schema/index.ts';

// The search of every content list is served by a trigram index (drizzle/0005_search_trigram_indexes.sql): the index
// exists, on PGlite and PostgreSQL alike, and the planner can answer the list's own search condition from it.

const tables = { projects, reports, posts, events, products };

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Rows of `db.execute`, which PGlite answers as `{ rows }` and postgres.js as an array. */
async function rows<T>(query: SQL, db: { execute(query: SQL): Promise<unknown> } = database.db): Promise<T[]> {
  const result = (await db.execute(query)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

describe('search indexes', () => {
  it('creates pg_trgm, unaccent and a GIN trigram index on the folded searched columns of every content table', async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension order by extname`);
    expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const indexes = await rows<{ tablename: string; indexname: string; indexdef: string }>(
      sql`select tablename, indexname, indexdef from pg_indexes where indexname like '%\_search\_idx' order by tablename`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual(
      Object.keys(tables)
        .sort()
        .map((name) => `${name}_search_idx`),
    );
    for (const index of indexes) {
      expect(index.indexdef).toMatch(/USING gin \(raiz_fold\(.*\) gin_trgm_ops\) WITH \(fastupdate='?false'?\)$/);
    }
  });

  it('folds text in SQL as the screens and the web tests fold it (foldForSearch)', async () => {
    const samples = [
      'SÃO Paulo',
      'Água, Ação e Pé',
      'ÓLEO DE BURITI',
      'Jatobá-do-cerrado',
      'Ipê, açaí, pequi',
      '100%_ok',
    ];
    const folded = await rows<{ folded: string }>(
      sql`select raiz_fold(sample) as folded from unnest(${sql.param(samples)}::text[]) with ordinality as s(sample, n) order by n`,
    );
    expect(folded.map((f) => f.folded)).toEqual(samples.map(foldForSearch));
    expect(foldForSearch('SÃO Paulo')).toBe('sao paulo');
  });

  it.each(Object.entries(tables))('lets the search of %s use its index', async (name, table) => {
    const columns = searchedColumns[name as keyof typeof tables](table as never);
    const query = database.db.select({ id: table.id }).from(table).where(searchCondition('São Paulo', columns));
    // Sequential and plain index scans are priced out, so the plan names the index only if it can serve the condition.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const lines = await rows<{ 'QUERY PLAN': string }>(sql`explain ${query.getSQL()}`, tx);
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(`Bitmap Index Scan on ${name}_search_idx`);
  });
});
