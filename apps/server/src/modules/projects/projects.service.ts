import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  contentMessages,
  createProjectInputSchema,
  type CreateProjectInput,
  type Project,
  type ProjectDetail,
  type ProjectListQuery,
  type UpdateProjectInput,
} from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { events, posts, products, projects, reports, searchedColumns } from '../../db/schema/index.ts';
import { accessTo, type Actor } from '../content-common/access.ts';
import { assertValidMerged, withIsoTimestamps } from '../content-common/content-common.ts';
import { contentResource } from '../content-common/resource.ts';

const toProject = (row: typeof projects.$inferSelect) => withIsoTimestamps(row) as Project;

/**
 * The caller's projects (all of them for an admin), searched by name, description and municipality. Deleting one
 * deletes its posts, events and products, and its reports lose the link (foreign keys).
 */
export const projectService = contentResource<
  typeof projects,
  Project,
  CreateProjectInput,
  UpdateProjectInput,
  ProjectListQuery
>({
  table: projects,
  parent: 'none',
  sortable: { createdAt: projects.createdAt, name: sql`lower(${projects.name})` },
  searchColumns: searchedColumns.projects(projects),
  notFoundMessage: contentMessages.projectNotFound,
  toEntity: toProject,
  checkUpdate: (current, changes) => assertValidMerged(createProjectInputSchema, current, changes),
});

/**
 * The project with how many reports, posts, events and products it has, in one query: each count is a subquery served
 * by its table's (project_id, …) index. Reports count as their list shows them (the caller's own, all for an admin).
 */
export async function getProjectDetail(db: Db, actor: Actor, id: string): Promise<ProjectDetail> {
  // Drizzle leaves columns unqualified in a one-table select, so the outer project's id is named in full.
  const childCount = (table: typeof reports | typeof posts | typeof events | typeof products, scope?: SQL) =>
    sql<number>`(select count(*) from ${table} where ${and(sql`${table.projectId} = "projects"."id"`, scope)})`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      project: projects,
      reports: childCount(reports, accessTo(actor, reports)),
      posts: childCount(posts),
      events: childCount(events),
      products: childCount(products),
    })
    .from(projects)
    .where(and(eq(projects.id, id), accessTo(actor, projects)));
  if (!row) throw notFound(contentMessages.projectNotFound);
  const { project, ...counts } = row;
  return { ...toProject(project), counts };
}
