import { and, count, eq, sql } from 'drizzle-orm';
import {
  contentMessages,
  createProjectInputSchema,
  type CreateProjectInput,
  type Page,
  type Project,
  type ProjectListQuery,
  type UpdateProjectInput,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import {
  assertValidMerged,
  notFoundFor,
  orderBy,
  ownerScope,
  pageOffset,
  searchCondition,
  staleVersion,
  toPage,
  withIsoTimestamps,
  type Actor,
} from '../content-common/content-common.ts';

type ProjectRow = typeof projects.$inferSelect;

const toProject = (row: ProjectRow) => withIsoTimestamps(row) as Project;

const sortable = { createdAt: projects.createdAt, name: sql`lower(${projects.name})` };

/** The caller's projects (all of them for an admin), searched by name, description and municipality. */
export async function listProjects(db: Db, actor: Actor, query: ProjectListQuery): Promise<Page<Project>> {
  const where = and(
    ownerScope(actor, projects.ownerId),
    searchCondition(query.q, [projects.name, projects.description, projects.municipality]),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, projects.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return toPage(rows.map(toProject), totals?.total ?? 0, query);
}

/** A project the actor may use (own, or any for an admin); 404 otherwise. */
export async function findAccessibleProject(db: Db, actor: Actor, id: string): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), ownerScope(actor, projects.ownerId)));
  if (!row) throw notFoundFor(contentMessages.projectNotFound);
  return row;
}

export async function getProject(db: Db, actor: Actor, id: string): Promise<Project> {
  return toProject(await findAccessibleProject(db, actor, id));
}

export async function createProject(db: Db, actor: Actor, input: CreateProjectInput): Promise<Project> {
  const [row] = await db
    .insert(projects)
    .values({ ...input, ownerId: actor.id })
    .returning();
  return toProject(row!);
}

export async function updateProject(db: Db, actor: Actor, id: string, input: UpdateProjectInput): Promise<Project> {
  const current = await findAccessibleProject(db, actor, id);
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  const { id: _id, ownerId: _owner, createdAt: _c, updatedAt: _u, version: _v, ...stored } = current;
  assertValidMerged(createProjectInputSchema, { ...stored, ...changes });

  const [row] = await db
    .update(projects)
    .set({ ...changes, version: sql`${projects.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, id), eq(projects.version, version)))
    .returning();
  if (!row) throw staleVersion(); // changed (or deleted) between our read and the write
  return toProject(row);
}

/** Deletes a project; its posts, events and products go with it and its reports lose the link (foreign keys). */
export async function deleteProject(db: Db, actor: Actor, id: string, version?: number): Promise<{ id: string }> {
  const current = await findAccessibleProject(db, actor, id);
  if (version !== undefined && current.version !== version) throw staleVersion();
  const [row] = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.version, current.version)))
    .returning({ id: projects.id });
  if (!row) throw staleVersion();
  return row;
}
