import { and, eq, isNull, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  can,
  contentMessages,
  organizationMessages,
  organizationPermissions,
  type OrganizationPermission,
  type OrganizationRole,
  rowPermissions,
  type ContentKind,
  type RowCan,
  type Space,
  type SpacedRowValues,
} from '@raiz/domain';
import { forbidden, notFound, type AppError } from '@raiz/server-kit/app-error';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedQueries } from '../../db/prepared.ts';
import { memberships, organizations, projects } from '../../db/schema/index.ts';
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

/**
 * Who a condition is about: an actor, or one whose id is a placeholder filled in at each call (`actorPlaceholder`), for
 * queries built once (db/prepared.ts).
 */
export interface ActorRef {
  id: string | Placeholder;
  isAdmin: boolean;
}

/** What shapes an access condition's SQL: an admin's has none. Part of the variant of every query built once. */
export type ActorKind = 'admin' | 'person';
export const actorKind = (actor: Actor): ActorKind => (actor.isAdmin ? 'admin' : 'person');

/** An actor of that kind whose id is `sql.placeholder('actorId')`: its queries run with `{ actorId: actor.id }`. */
export const actorPlaceholder = (kind: ActorKind): ActorRef => ({
  id: sql.placeholder('actorId'),
  isAdmin: kind === 'admin',
});

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
export function memberWith(actor: ActorRef, organizationId: AnyColumn | SQL, permission: OrganizationPermission): SQL {
  const roles = sql.join(
    organizationPermissions[permission].map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`${organizationId} in (select organization_id from memberships where user_id = ${actor.id} and role in (${roles}))`;
}

/** The condition on a row's space for what the actor may reach (undefined: no condition, an admin). */
export function accessTo(actor: ActorRef, row: SpacedRow, reach: 'author'): SQL;
export function accessTo(actor: ActorRef, row: SpacedRow, reach?: Reach): SQL | undefined;
export function accessTo(actor: ActorRef, row: SpacedRow, reach: Reach = 'read'): SQL | undefined {
  if (reach === 'author') return eq(row.ownerId, actor.id);
  // Signing is personal: an admin certifies only what they could as anyone else.
  if (actor.isAdmin && reach !== 'certify') return undefined;
  return or(
    and(isNull(row.organizationId), eq(row.ownerId, actor.id)),
    memberWith(actor, row.organizationId, permissionOf[reach]),
  );
}

/**
 * The rows of the actor's own spaces: their personal space and every organisation they are a member of, whatever
 * their role — for an admin too, whose reach is everything (the panel, docs/organizations.md#the-panel).
 */
export function inPersonSpaces(actor: ActorRef, row: SpacedRow): SQL {
  return or(
    and(isNull(row.organizationId), eq(row.ownerId, actor.id)),
    sql`${row.organizationId} in (select organization_id from memberships where user_id = ${actor.id})`,
  )!;
}

/** The project of `id` with `actorId`'s reach of each kind, built once per kind of actor (db/prepared.ts). */
const projectQuery = preparedQueries((db: Db, variant: `${Reach}:${ActorKind}`) => {
  const [reach, kind] = variant.split(':') as [Reach, ActorKind];
  return db
    .select()
    .from(projects)
    .where(and(eq(projects.id, sql.placeholder('id')), accessTo(actorPlaceholder(kind), projects, reach)))
    .prepare('find_project');
});

/** A project the actor may reach; 404 otherwise. A project's posts, events and products follow their project. */
export async function findProject(
  db: Db,
  actor: Actor,
  id: string,
  reach: Reach = 'read',
): Promise<typeof projects.$inferSelect> {
  const [row] = await projectQuery(db, `${reach}:${actorKind(actor)}`).execute({
    id,
    actorId: actor.id,
  });
  if (!row) throw await refusal(db, actor, projects, id, reach, contentMessages.projectNotFound);
  return row;
}

/**
 * Why a row out of reach is refused: a member who may read it but not do this is told so (403); to anyone else it
 * does not exist (404). Run only once the reach failed, so the usual path costs nothing.
 */
export async function refusal(
  db: Db,
  actor: Actor,
  table: PgTable & SpacedRow & { id: AnyColumn },
  id: string,
  reach: Reach,
  notFoundMessage: string,
): Promise<AppError> {
  if (reach !== 'read') {
    const [readable] = await db
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.id, id), accessTo(actor, table, 'read')));
    if (readable) return forbidden(organizationMessages.forbidden);
  }
  return notFound(notFoundMessage);
}

/** The rows of one space of a list: the actor's personal space or an organisation's (undefined: no such filter). */
export function inSpace(actor: ActorRef, row: SpacedRow, space: Space | undefined): SQL | undefined {
  if (space === undefined) return undefined;
  if (space === 'personal') return and(isNull(row.organizationId), eq(row.ownerId, actor.id));
  return eq(row.organizationId, space);
}

/** The actor's role in an organisation, or null when they are not a member. */
export async function roleIn(db: Db, actor: Actor, organizationId: string): Promise<OrganizationRole | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, actor.id)));
  return (row?.role as OrganizationRole | undefined) ?? null;
}

/**
 * Refuses unless the actor's role in the organisation allows the permission: 404 to someone outside it (as if it did
 * not exist), 403 to a member whose role does not allow it. A platform admin may do anything in any organisation.
 */
export async function assertCan(
  db: Db,
  actor: Actor,
  organizationId: string,
  permission: OrganizationPermission,
): Promise<OrganizationRole | null> {
  const role = await roleIn(db, actor, organizationId);
  if (actor.isAdmin) {
    const [exists] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!exists) throw notFound(organizationMessages.notFound);
    return role;
  }
  if (role === null) throw notFound(organizationMessages.notFound);
  if (!can(role, permission)) throw forbidden(organizationMessages.forbidden);
  return role;
}

/** The actor's role in each of their organisations, built once (db/prepared.ts). */
const rolesQuery = preparedQueries((db: Db, _variant: 'one') =>
  db
    .select({ organizationId: memberships.organizationId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, sql.placeholder('actorId')))
    .prepare('actor_roles'),
);

/**
 * What the actor may do with each of `rows`, the rows they are shown (`can`, domain permissions.ts), judged by the rule
 * the queries above enforce. A role matters only for a row in an organisation, so the actor's roles are read (once)
 * only when one of them lies in one: a page of personal rows costs no query (bench/README.md, "Where the app's extra
 * cost went").
 */
export async function permissionsOf(
  db: Db,
  actor: Actor,
  rows: readonly SpacedRowValues[],
): Promise<(kind: ContentKind, row: SpacedRowValues) => RowCan> {
  const roles = rows.some((row) => row.organizationId !== null)
    ? new Map(
        (await rolesQuery(db, 'one').execute({ actorId: actor.id })).map((row) => [
          row.organizationId,
          row.role as OrganizationRole,
        ]),
      )
    : null;
  const roleIn = (id: string) => {
    // Only a row in an organisation asks for a role, and then they were read: a row judged here must be one of `rows`.
    if (!roles) throw new Error('permissionsOf: a row in an organisation that was not among the rows given');
    return roles.get(id) ?? null;
  };
  const subject = { id: actor.id, isAdmin: actor.isAdmin, roleIn };
  return (kind, row) => rowPermissions(kind, subject, row);
}
