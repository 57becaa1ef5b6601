import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ListQuery, Page } from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { projects, type posts } from '../../db/schema/index.ts';
import { accessTo, findProject, type Actor } from './access.ts';
import { orderBy, pageOffset, searchCondition, staleVersion, toPage } from './content-common.ts';

// One content resource: list / get / create / update / delete with optimistic versions on writes.
// A top-level resource (a project) is reached through its owner column: its owner, or an admin. A project's rows
// (posts, events, products) are reached through their project: whoever may use the project may use its rows, and a
// row's owner is always the project's owner.

/** The columns the kit relies on; a project's rows also have `projectId`. */
export type ContentTable = PgTable & { id: AnyColumn; ownerId: AnyColumn; version: AnyColumn; updatedAt: AnyColumn };

export interface ResourceConfig<TTable extends ContentTable, TEntity, TUpdate> {
  table: TTable;
  /** `project`: rows of a project, under /v1/projects/:projectId; `none`: top-level rows of their owner. */
  parent: 'project' | 'none';
  /** Allow-listed sort fields, each mapped to the expression its index covers. */
  sortable: Record<string, AnyColumn | SQL>;
  /** Columns the `q` of a list searches. */
  searchColumns: AnyColumn[];
  notFoundMessage: string;
  toEntity: (row: TTable['$inferSelect']) => TEntity;
  /** Extra checks on the stored row merged with the changes, before they are written (e.g. end ≥ start). */
  checkUpdate?: (current: TTable['$inferSelect'], changes: Omit<TUpdate, 'version'>) => void;
}

/** The service a resource offers; `projectId` is the parent's id for a project's rows, undefined for top-level ones. */
export interface ResourceService<TListQuery, TCreate, TUpdate, TEntity> {
  list(db: Db, actor: Actor, projectId: string | undefined, query: TListQuery): Promise<Page<TEntity>>;
  get(db: Db, actor: Actor, projectId: string | undefined, id: string): Promise<TEntity>;
  /** A row by its id alone (it carries its projectId), when the actor may use it. */
  getById(db: Db, actor: Actor, id: string): Promise<TEntity>;
  create(db: Db, actor: Actor, projectId: string | undefined, input: TCreate): Promise<TEntity>;
  update(db: Db, actor: Actor, projectId: string | undefined, id: string, input: TUpdate): Promise<TEntity>;
  remove(db: Db, actor: Actor, projectId: string | undefined, id: string, version?: number): Promise<{ id: string }>;
  /** Every row the person owns, oldest first: their personal space, for their data export (docs/product.md#baixar-meus-dados). */
  listOwnedBy(db: Db, ownerId: string): Promise<TEntity[]>;
}

export function contentResource<
  TTable extends ContentTable,
  TEntity,
  TCreate extends Partial<TTable['$inferInsert']>,
  TUpdate extends Partial<TTable['$inferInsert']> & { version: number },
  TListQuery extends ListQuery = ListQuery,
>(config: ResourceConfig<TTable, TEntity, TUpdate>): ResourceService<TListQuery, TCreate, TUpdate, TEntity> {
  type Row = TTable['$inferSelect'] & { version: number };
  // Drizzle cannot resolve its query types over a generic table, so the kit works on the shared columns through one
  // concrete table and types what comes back by the generic row.
  const table = config.table as unknown as typeof posts;
  const { sortable, searchColumns, notFoundMessage, toEntity, checkUpdate } = config;
  const underProject = config.parent === 'project';
  const missing = () => notFound(notFoundMessage);

  /** The rows the actor may reach at this place (404 when the parent project is not theirs). */
  async function reachable(db: Db, actor: Actor, projectId: string | undefined): Promise<SQL | undefined> {
    if (!underProject) return accessTo(actor, table.ownerId);
    await findProject(db, actor, projectId!);
    return eq(table.projectId, projectId!);
  }

  async function list(db: Db, actor: Actor, projectId: string | undefined, query: TListQuery): Promise<Page<TEntity>> {
    const where = and(await reachable(db, actor, projectId), searchCondition(query.q, searchColumns));
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

  async function find(db: Db, actor: Actor, projectId: string | undefined, id: string): Promise<Row> {
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), await reachable(db, actor, projectId)));
    if (!row) throw missing();
    return row as Row;
  }

  async function getById(db: Db, actor: Actor, id: string): Promise<TEntity> {
    if (!underProject) return toEntity(await find(db, actor, undefined, id));
    const [found] = await db
      .select({ row: table })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.projectId))
      .where(and(eq(table.id, id), accessTo(actor, projects.ownerId)));
    if (!found) throw missing();
    return toEntity(found.row as Row);
  }

  async function create(db: Db, actor: Actor, projectId: string | undefined, input: TCreate): Promise<TEntity> {
    const owner = underProject ? { projectId, ownerId: (await findProject(db, actor, projectId!)).ownerId } : { ownerId: actor.id };
    const [row] = await db
      .insert(table)
      // TCreate is constrained to the table's insert columns; the cast only moves them onto the concrete table.
      .values({ ...input, ...owner } as unknown as typeof table.$inferInsert)
      .returning();
    return toEntity(row as Row);
  }

  async function update(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
    id: string,
    input: TUpdate,
  ): Promise<TEntity> {
    const current = await find(db, actor, projectId, id);
    if (current.version !== input.version) throw staleVersion();
    const { version, ...changes } = input;
    checkUpdate?.(current, changes);
    const [row] = await db
      .update(table)
      .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning();
    if (!row) throw staleVersion(); // changed (or deleted) between our read and the write
    return toEntity(row as Row);
  }

  async function remove(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
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

  async function listOwnedBy(db: Db, ownerId: string): Promise<TEntity[]> {
    const rows = await db.select().from(table).where(eq(table.ownerId, ownerId)).orderBy(asc(table.createdAt), asc(table.id));
    return (rows as Row[]).map(toEntity);
  }

  return { list, get: async (...args) => toEntity(await find(...args)), getById, create, update, remove, listOwnedBy };
}
