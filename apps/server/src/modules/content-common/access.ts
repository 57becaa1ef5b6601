import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contentMessages, organizationPermissions, type OrganizationPermission } from '@raiz/domain';
import { notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth.ts';

// Who may do what, in one place (docs/organizations.md). A row lives in a space: its owner's personal space
// (organization_id null) or an organisation's. In a personal space the owner reads and changes it; in an
// organisation's, each member as their role allows (organizationPermissions of @raiz/domain). An admin reads and
// changes every row; only the author does what is theirs alone (their panel, their certificates). A row the actor may
// not reach answers 404 exactly like a missing one: a 403 would confirm that the id exists.

/** Who acts: the signed-in person and whether they are an admin. */
export interface Actor {
  id: string;
  isAdmin: boolean;
}

/** The caller of a route behind requireUserForRoutes, as services see it. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, isAdmin: user.isAdmin };
}

/** The columns that place a row in a space. */
export interface SpacedRow {
  ownerId: AnyColumn;
  organizationId: AnyColumn;
}

/**
 * What the actor wants to do with a row: `read` it, `edit` it (change or delete it, add to it), `certify` it (a
 * report), `manage` it (publish or move a project); `author`: it must be their own, admins included.
 */
export type Reach = 'read' | 'edit' | 'certify' | 'manage' | 'author';

const permissionOf: Record<Exclude<Reach, 'author'>, OrganizationPermission> = {
  read: 'read',
  edit: 'editContent',
  certify: 'certify',
  manage: 'manageProjects',
};

/** The condition "the actor's role in the row's organisation allows this permission". */
export function memberWith(actor: Actor, organizationId: AnyColumn | SQL, permission: OrganizationPermission): SQL {
  const roles = sql.join(
    organizationPermissions[permission].map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`${organizationId} in (select organization_id from memberships where user_id = ${actor.id} and role in (${roles}))`;
}

/** The condition on a row's space for what the actor may reach (undefined: no condition, an admin). */
export function accessTo(actor: Actor, row: SpacedRow, reach: 'author'): SQL;
export function accessTo(actor: Actor, row: SpacedRow, reach?: Reach): SQL | undefined;
export function accessTo(actor: Actor, row: SpacedRow, reach: Reach = 'read'): SQL | undefined {
  if (reach === 'author') return eq(row.ownerId, actor.id);
  if (actor.isAdmin) return undefined;
  return or(
    and(isNull(row.organizationId), eq(row.ownerId, actor.id)),
    memberWith(actor, row.organizationId, permissionOf[reach]),
  );
}

/** A project the actor may reach; 404 otherwise. A project's posts, events and products follow their project. */
export async function findProject(
  db: Db,
  actor: Actor,
  id: string,
  reach: Reach = 'read',
): Promise<typeof projects.$inferSelect> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), accessTo(actor, projects, reach)));
  if (!row) throw notFound(contentMessages.projectNotFound);
  return row;
}
