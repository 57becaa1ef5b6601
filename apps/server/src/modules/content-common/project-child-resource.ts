import { and, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery, Page } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import type { events, posts, products } from '../../db/schema/index.ts';
import { findAccessibleProject } from '../projects/projects.service.ts';
import {
  notFoundFor,
  orderBy,
  pageOffset,
  searchCondition,
  staleVersion,
  toPage,
  type Actor,
} from './content-common.ts';

// Rows that belong to a project (posts, events, products): whoever may use the project (its owner, or an admin) may
// use its rows, and a row's owner is always the project's owner.

/** The tables this factory serves; listing them keeps Drizzle's types concrete instead of a generic table. */
export type ProjectChildTable = typeof posts | typeof events | typeof products;

export interface ProjectChildResourceConfig<TTable extends ProjectChildTable, TEntity, TUpdate> {
  table: TTable;
  /** Allow-listed sort fields, each mapped to the expression its index covers. */
  sortable: Record<string, AnyColumn | SQL>;
  /** Columns the `q` of a list searches. */
  searchColumns: AnyColumn[];
  notFoundMessage: string;
  toEntity: (row: TTable['$inferSelect']) => TEntity;
  /** Extra checks on the stored row merged with the changes, before they are written (e.g. end ≥ start). */
  checkUpdate?: (current: TTable['$inferSelect'], changes: Omit<TUpdate, 'version'>) => void;
}

/** list / get / create / update / delete of a project's child rows, with optimistic versions on writes. */
export function projectChildResource<
  TTable extends ProjectChildTable,
  TEntity,
  TCreate extends Omit<TTable['$inferInsert'], 'projectId' | 'ownerId'>,
  TUpdate extends Partial<TTable['$inferInsert']> & { version: number },
>(config: ProjectChildResourceConfig<TTable, TEntity, TUpdate>) {
  type Row = TTable['$inferSelect'];
  // Drizzle cannot resolve its query types over a union of tables, so the helper works on the shared columns through
  // the widest of them and types what comes back by the generic row.
  const table = config.table as typeof posts;
  const { sortable, searchColumns, notFoundMessage, toEntity, checkUpdate } = config;

  async function list(db: Db, actor: Actor, projectId: string, query: ListQuery): Promise<Page<TEntity>> {
    await findAccessibleProject(db, actor, projectId);
    const where = and(eq(table.projectId, projectId), searchCondition(query.q, searchColumns));
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(where)
        .orderBy(...orderBy(query.sort, sortable, table.id))
        .limit(query.pageSize)
        .offset(pageOffset(query)),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return toPage((rows as Row[]).map(toEntity), totals?.total ?? 0, query);
  }

  async function find(db: Db, actor: Actor, projectId: string, id: string): Promise<Row> {
    await findAccessibleProject(db, actor, projectId);
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.projectId, projectId)));
    if (!row) throw notFoundFor(notFoundMessage);
    return row as Row;
  }

  async function get(db: Db, actor: Actor, projectId: string, id: string): Promise<TEntity> {
    return toEntity(await find(db, actor, projectId, id));
  }

  async function create(db: Db, actor: Actor, projectId: string, input: TCreate): Promise<TEntity> {
    const project = await findAccessibleProject(db, actor, projectId);
    const [row] = await db
      .insert(table)
      // TCreate is constrained to the table's insert columns; the cast only moves them onto the widened table.
      .values({ ...input, projectId, ownerId: project.ownerId } as unknown as typeof table.$inferInsert)
      .returning();
    return toEntity(row as Row);
  }

  async function update(db: Db, actor: Actor, projectId: string, id: string, input: TUpdate): Promise<TEntity> {
    const current = await find(db, actor, projectId, id);
    if (current.version !== input.version) throw staleVersion();
    const { version, ...changes } = input;
    checkUpdate?.(current, changes);
    const [row] = await db
      .update(table)
      .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning();
    if (!row) throw staleVersion();
    return toEntity(row as Row);
  }

  async function remove(
    db: Db,
    actor: Actor,
    projectId: string,
    id: string,
    version?: number,
  ): Promise<{ id: string }> {
    const current = await find(db, actor, projectId, id);
    if (version !== undefined && current.version !== version) throw staleVersion();
    const [row] = await db
      .delete(table)
      .where(and(eq(table.id, id), eq(table.version, current.version)))
      .returning({ id: table.id });
    if (!row) throw staleVersion();
    return row;
  }

  return { list, get, create, update, remove };
}
