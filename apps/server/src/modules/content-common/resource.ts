import { and, asc, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  rowPermissions,
  type AttachmentParentKind,
  type ContentKind,
  type HistoryEntityType,
  type ListQuery,
  type Page,
  type Picture,
} from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { projects, type posts } from '../../db/schema/index.ts';
import { coversOf } from '../attachments/pictures.service.ts';
import { recordContentWrite } from '../organizations/history.service.ts';
import { preparedQueries } from '../../db/prepared.ts';
import {
  accessTo,
  actorKind,
  actorPlaceholder,
  assertCan,
  findProject,
  inSpace,
  permissionsOf,
  refusal,
  type Actor,
  type ActorKind,
  type ActorRef,
  type Reach,
} from './access.ts';
import { listPage, orderBy, searchCondition, staleVersion } from './content-common.ts';
import type { ContentResourceDeclaration } from './resource-declaration.ts';

// One content resource: list / get / create / update / delete with optimistic versions on writes.
// A top-level resource (a project) lives in a space — its owner's personal space or an organisation's — and is reached
// as access.ts says: by its owner, by the organisation's members as their roles allow, by an admin. A project's rows
// (posts, events, products) are reached through their project and live in its space (same owner, same organisation).
// Every write in an organisation's space is recorded in its history, in the write's transaction.

/** The columns the kit relies on; a project's rows also have `projectId`. */
export type ContentTable = PgTable & {
  id: AnyColumn;
  ownerId: AnyColumn;
  organizationId: AnyColumn;
  version: AnyColumn;
  updatedAt: AnyColumn;
};

export interface ResourceConfig<TTable extends ContentTable, TUpdate> {
  table: TTable;
  /** Which rule of domain permissions.ts decides what a person may do with a row (its `can`). */
  kind: ContentKind;
  /** `project`: rows of a project, under /v1/projects/:projectId; `none`: top-level rows of their owner. */
  parent: 'project' | 'none';
  /** Allow-listed sort fields, each mapped to the expression its index covers. */
  sortable: Record<string, AnyColumn | SQL>;
  /** Columns the `q` of a list searches. */
  searchColumns: AnyColumn[];
  notFoundMessage: string;
  /** Extra checks on the stored row merged with the changes, before they are written (e.g. end ≥ start). */
  checkUpdate?: (current: TTable['$inferSelect'], changes: Omit<TUpdate, 'version'>) => void;
  /** How an organisation's history names the row: its kind and its name or title. */
  history: { entity: HistoryEntityType; name: (row: TTable['$inferSelect']) => string };
  /** The files' kind of item (docs/evidence.md): a list shows each row's cover, its first image. */
  attachmentKind: AttachmentParentKind;
}

/** A row as a list shows it: with its cover (its first image), null without images. */
export type Listed<TEntity> = TEntity & { cover: Picture | null };

/** A page's rows with their covers, in one query. */
export async function withCovers<TEntity extends { id: string }>(
  db: Db,
  kind: AttachmentParentKind,
  page: Page<TEntity>,
): Promise<Page<Listed<TEntity>>> {
  const covers = await coversOf(
    db,
    kind,
    page.items.map((item) => item.id),
    'private',
  );
  return { ...page, items: page.items.map((item) => ({ ...item, cover: covers.get(item.id) ?? null })) };
}

/** The service a resource offers; `projectId` is the parent's id for a project's rows, undefined for top-level ones. */
export interface ResourceService<TListQuery, TCreate, TUpdate, TEntity> {
  list(db: Db, actor: Actor, projectId: string | undefined, query: TListQuery): Promise<Page<Listed<TEntity>>>;
  get(db: Db, actor: Actor, projectId: string | undefined, id: string): Promise<TEntity>;
  /** A row by its id alone (it carries its projectId), when the actor may use it. */
  getById(db: Db, actor: Actor, id: string): Promise<TEntity>;
  create(db: Db, actor: Actor, projectId: string | undefined, input: TCreate): Promise<TEntity>;
  update(db: Db, actor: Actor, projectId: string | undefined, id: string, input: TUpdate): Promise<TEntity>;
  remove(db: Db, actor: Actor, projectId: string | undefined, id: string, version?: number): Promise<{ id: string }>;
  /** Every row the person owns, oldest first: their personal space, for their data export (docs/product.md#baixar-meus-dados). */
  listOwnedBy(db: Db, ownerId: string): Promise<TEntity[]>;
}

/** A project's row lives in its project's space: same owner, same organisation. */
const spaceOf = (project: typeof projects.$inferSelect) => ({
  projectId: project.id,
  ownerId: project.ownerId,
  organizationId: project.organizationId,
});

const kitServices = new WeakMap<object, unknown>();

/**
 * The kit's service of a declared resource (its `kit` part), one per declaration: the resource's module and the routes
 * the manifest registers share it.
 */
export function contentResource<
  TTable extends ContentTable,
  TEntity extends { id: string },
  TCreate extends Partial<TTable['$inferInsert']>,
  TUpdate extends Partial<TTable['$inferInsert']> & { version: number },
  TListQuery extends ListQuery = ListQuery,
>(
  resource: ContentResourceDeclaration<TTable, TEntity, TCreate, TUpdate>,
): ResourceService<TListQuery, TCreate, TUpdate, TEntity> {
  const known = kitServices.get(resource);
  if (known) return known as ResourceService<TListQuery, TCreate, TUpdate, TEntity>;
  if (!resource.kit || resource.parent === 'optional-project') {
    throw new Error(`O recurso ${resource.key} é servido pelo seu módulo, não pelo kit.`);
  }
  const service = kitService<TTable, TEntity, TCreate, TUpdate, TListQuery>({
    ...resource.kit,
    table: resource.table,
    kind: resource.kind,
    parent: resource.parent,
    history: resource.history,
    notFoundMessage: resource.notFoundMessage,
    attachmentKind: resource.key as AttachmentParentKind,
  });
  kitServices.set(resource, service);
  return service;
}

function kitService<
  TTable extends ContentTable,
  TEntity,
  TCreate extends Partial<TTable['$inferInsert']>,
  TUpdate extends Partial<TTable['$inferInsert']> & { version: number },
  TListQuery extends ListQuery = ListQuery,
>(config: ResourceConfig<TTable, TUpdate>): ResourceService<TListQuery, TCreate, TUpdate, TEntity> {
  type Row = TTable['$inferSelect'] & {
    id: string;
    ownerId: string;
    version: number;
    organizationId: string | null;
    projectId?: string;
  };
  // Drizzle cannot resolve its query types over a generic table, so the kit works on the shared columns through one
  // concrete table and types what comes back by the generic row.
  const table = config.table as unknown as typeof posts;
  const { sortable, searchColumns, notFoundMessage, checkUpdate, history, kind } = config;
  /** The rows as entities carrying what the actor may do with them (access.ts permissionsOf). */
  const entitiesOf = async (db: Db, actor: Actor, rows: Row[]) => {
    const judge = await permissionsOf(db, actor, rows);
    return rows.map((row) => ({ ...row, can: judge(kind, row) }) as TEntity);
  };
  const entityOf = async (db: Db, actor: Actor, row: Row) => (await entitiesOf(db, actor, [row]))[0]!;
  const underProject = config.parent === 'project';
  const missing = () => notFound(notFoundMessage);

  /**
   * The rows the actor may reach at this place: a top-level row by its space, a project's row by its project (404 when
   * the project is out of their reach). `actor` may have a placeholder id (queries built once); `projectId` then is
   * `sql.placeholder('projectId')`.
   */
  const reachableAt = (actor: ActorRef, reach: Reach): SQL | undefined =>
    underProject ? eq(table.projectId, sql.placeholder('projectId')) : accessTo(actor, table, reach);

  type Space = 'all' | 'personal' | 'organization';
  const spaceOfQuery = (space: string | undefined): Space =>
    space === undefined ? 'all' : space === 'personal' ? 'personal' : 'organization';
  const projectOf = (projectId: string | undefined) => (underProject ? { projectId } : {});

  // A page and its total, built once per kind of actor, space, search or not, and sort (db/prepared.ts).
  const listWhere = (variant: string) => {
    const [kind, space, search] = variant.split('|') as [ActorKind, Space, 'q' | '', string];
    const actor = actorPlaceholder(kind);
    return and(
      reachableAt(actor, 'read'),
      underProject || space === 'all'
        ? undefined
        : space === 'personal'
          ? inSpace(actor, table, 'personal')
          : eq(table.organizationId, sql.placeholder('space')),
      search ? searchCondition(sql.placeholder('q'), searchColumns) : undefined,
    );
  };
  const pageQuery = preparedQueries((db, variant: string) =>
    db
      .select()
      .from(table)
      .where(listWhere(variant))
      .orderBy(...orderBy(variant.split('|')[3]!, sortable, table.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('list'),
  );
  const totalQuery = preparedQueries((db, variant: string) =>
    db.select({ total: count() }).from(table).where(listWhere(variant)).prepare('list_total'),
  );

  async function list(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
    query: TListQuery,
  ): Promise<Page<Listed<TEntity>>> {
    if (underProject) await findProject(db, actor, projectId!, 'read');
    const space = underProject ? 'all' : spaceOfQuery(query.space);
    const shape = `${actorKind(actor)}|${space}|${query.q ? 'q' : ''}`;
    const values = { actorId: actor.id, ...projectOf(projectId), space: query.space, q: query.q };
    return listPage(
      query,
      (limit, offset) => pageQuery(db, `${shape}|${query.sort}`).execute({ ...values, limit, offset }),
      () => totalQuery(db, shape).execute(values),
      async (rows) => {
        const [covers, entities] = await Promise.all([
          coversOf(
            db,
            config.attachmentKind,
            (rows as Row[]).map((row) => row.id),
            'private',
          ),
          entitiesOf(db, actor, rows as Row[]),
        ]);
        return entities.map((entity, i) => ({ ...entity, cover: covers.get((rows[i] as Row).id) ?? null }));
      },
    );
  }

  const findQuery = preparedQueries((db, variant: `${Reach}:${ActorKind}`) => {
    const [reach, kind] = variant.split(':') as [Reach, ActorKind];
    return db
      .select()
      .from(table)
      .where(and(eq(table.id, sql.placeholder('id')), reachableAt(actorPlaceholder(kind), reach)))
      .prepare('find');
  });

  async function find(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
    id: string,
    reach: Reach = 'read',
  ): Promise<Row> {
    if (underProject) await findProject(db, actor, projectId!, reach);
    const [row] = await findQuery(db, `${reach}:${actorKind(actor)}`).execute({
      id,
      actorId: actor.id,
      ...projectOf(projectId),
    });
    if (!row) throw underProject ? missing() : await refusal(db, actor, table, id, reach, notFoundMessage);
    return row as Row;
  }

  const byIdQuery = preparedQueries((db, kind: ActorKind) =>
    db
      .select({ row: table })
      .from(table)
      .innerJoin(projects, eq(projects.id, table.projectId))
      .where(and(eq(table.id, sql.placeholder('id')), accessTo(actorPlaceholder(kind), projects)))
      .prepare('find_by_id'),
  );

  async function getById(db: Db, actor: Actor, id: string): Promise<TEntity> {
    if (!underProject) return entityOf(db, actor, await find(db, actor, undefined, id));
    const [found] = await byIdQuery(db, actorKind(actor)).execute({ id, actorId: actor.id });
    if (!found) throw missing();
    return entityOf(db, actor, found.row as Row);
  }

  /** Records a write in the history of the row's organisation (rows of a personal space have none). */
  const remember = (
    tx: Db,
    actor: Actor,
    action: 'create' | 'update' | 'delete',
    before: Row | null,
    after: Row | null,
  ) =>
    recordContentWrite(
      tx,
      actor,
      action,
      history.entity,
      { before, after },
      {
        name: history.name,
        projectId: (row) => (underProject ? (row.projectId ?? null) : row.id),
      },
    );

  /** A create or an update: the row written with its history entry in one transaction, answered as the actor sees it. */
  async function write(
    db: Db,
    actor: Actor,
    action: 'create' | 'update',
    before: Row | null,
    statement: (tx: Db) => Promise<unknown[]>,
  ): Promise<TEntity> {
    return db.transaction(async (tx) => {
      const [row] = (await statement(tx)) as Row[];
      if (!row) throw staleVersion(); // an update's row changed (or was deleted) between our read and the write
      await remember(tx, actor, action, before, row);
      return entityOf(tx, actor, row);
    });
  }

  async function create(db: Db, actor: Actor, projectId: string | undefined, input: TCreate): Promise<TEntity> {
    let space: { ownerId: string; organizationId: string | null; projectId?: string };
    if (underProject) space = spaceOf(await findProject(db, actor, projectId!, 'edit'));
    else {
      const organizationId = (input as { organizationId?: string | null }).organizationId ?? null;
      if (organizationId) await assertCan(db, actor, organizationId, 'editContent');
      space = { ownerId: actor.id, organizationId };
    }
    return write(db, actor, 'create', null, (tx) =>
      tx
        .insert(table)
        // TCreate is constrained to the table's insert columns; the cast only moves them onto the concrete table.
        .values({ ...input, ...space } as unknown as typeof table.$inferInsert)
        .returning(),
    );
  }

  async function update(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
    id: string,
    input: TUpdate,
  ): Promise<TEntity> {
    const current = await find(db, actor, projectId, id, 'edit');
    if (current.version !== input.version) throw staleVersion();
    const { version, ...changes } = input;
    checkUpdate?.(current, changes);
    return write(db, actor, 'update', current, (tx) =>
      tx
        .update(table)
        .set({ ...changes, version: sql`${table.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning(),
    );
  }

  async function remove(
    db: Db,
    actor: Actor,
    projectId: string | undefined,
    id: string,
    version?: number,
  ): Promise<{ id: string }> {
    const current = await find(db, actor, projectId, id, 'edit');
    if (version !== undefined && current.version !== version) throw staleVersion();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .delete(table)
        .where(and(eq(table.id, id), eq(table.version, current.version)))
        .returning({ id: table.id });
      if (!row) throw staleVersion();
      await remember(tx, actor, 'delete', current, null);
      return row;
    });
  }

  /** Everything a person owns in their personal space (their data export); an organisation's rows are not theirs. */
  async function listOwnedBy(db: Db, ownerId: string): Promise<TEntity[]> {
    const rows = await db
      .select()
      .from(table)
      .where(and(eq(table.ownerId, ownerId), isNull(table.organizationId)))
      .orderBy(asc(table.createdAt), asc(table.id));
    const owner = { id: ownerId, isAdmin: false, roleIn: () => null };
    return (rows as Row[]).map((row) => ({ ...row, can: rowPermissions(kind, owner, row) }) as TEntity);
  }

  return {
    list,
    get: async (db, actor, projectId, id) => entityOf(db, actor, await find(db, actor, projectId, id)),
    getById,
    create,
    update,
    remove,
    listOwnedBy,
  };
}
