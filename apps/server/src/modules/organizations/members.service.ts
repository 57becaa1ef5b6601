import { and, asc, eq, ne, sql } from 'drizzle-orm';
import {
  canAssignRole,
  organizationMessages,
  organizationRoles,
  type Member,
  type OrganizationRole,
  memberPermissionsOf,
} from '@raiz/domain';
import { conflict, forbidden, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import type { Actor } from '../content-common/access.ts';
import { memberSummary, recordHistory } from './history.service.ts';
import { publicNameOf, reachOrganization } from './organizations.service.ts';

// Members of an organisation and their roles (docs/organizations.md#roles). Changes are made with the organisation's
// row locked, so two of them never race past the rule that an organisation always keeps an owner.

const memberColumns = {
  userId: memberships.userId,
  name: publicNameOf,
  username: users.username,
  emailDomain: sql<string>`split_part(${users.email}, '@', 2)`,
  role: sql<OrganizationRole>`${memberships.role}`,
  joinedAt: memberships.createdAt,
  /** How many owners the organisation has: the only one keeps the role. */
  owners: sql<number>`(select count(*)::int from memberships o where o.organization_id = ${memberships.organizationId} and o.role = 'owner')`,
};

/** Owners first, then administradores, editors and leitores; by name within a role. */
const byRoleThenName = () => [
  asc(
    sql`array_position(array[${sql.join(
      organizationRoles.map((role) => sql`${role}`),
      sql`, `,
    )}]::text[], ${memberships.role})`,
  ),
  asc(sql`lower(${publicNameOf})`),
];

type MemberRow = { joinedAt: string; owners: number } & Omit<Member, 'joinedAt' | 'can'>;

/** A member as `actor`, acting with the role `acting`, sees them: with what they may do with them (`can`). */
const toMember = (actor: Actor, acting: OrganizationRole, { owners, ...row }: MemberRow): Member => ({
  ...row,
  joinedAt: row.joinedAt,
  can: memberPermissionsOf(acting, row.userId === actor.id, row, Number(owners)),
});

/** Everyone in the organisation with their public name and role, owners first (any member). */
export async function listMembers(db: Db, actor: Actor, organizationId: string): Promise<Member[]> {
  const { acting } = await reachOrganization(db, actor, organizationId, 'read');
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(...byRoleThenName());
  return rows.map((row) => toMember(actor, acting, row));
}

async function findMember(db: Db, organizationId: string, userId: string): Promise<MemberRow> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
  if (!row) throw notFound(organizationMessages.memberNotFound);
  return row;
}

/** 409 when the member is the organisation's only owner: someone else must hold the role first. */
async function assertAnotherOwner(db: Db, organizationId: string, userId: string): Promise<void> {
  const [other] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.organizationId, organizationId),
        eq(memberships.role, 'owner'),
        ne(memberships.userId, userId),
      ),
    )
    .limit(1);
  if (!other) throw conflict(organizationMessages.lastOwner);
}

/** Gives a member another role (managers; only an owner grants or takes the owner role). */
export async function updateMemberRole(
  db: Db,
  actor: Actor,
  organizationId: string,
  userId: string,
  role: OrganizationRole,
): Promise<Member> {
  return db.transaction(async (tx) => {
    const { acting } = await reachOrganization(tx, actor, organizationId, 'manageMembers', true);
    const member = await findMember(tx, organizationId, userId);
    if (!canAssignRole(acting, member.role, role)) throw forbidden(organizationMessages.forbidden);
    if (member.role === role) return toMember(actor, acting, member);
    if (member.role === 'owner') await assertAnotherOwner(tx, organizationId, userId);
    await tx
      .update(memberships)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    await recordHistory(tx, {
      organizationId,
      actor,
      action: 'member_role',
      entityType: 'member',
      entityId: userId,
      summary: memberSummary('member_role', member.name, member.role, role),
      changes: [{ field: 'role', before: member.role, after: role }],
    });
    return toMember(actor, acting, await findMember(tx, organizationId, userId));
  });
}

/**
 * Removes a member (managers; an owner only by an owner), or lets the actor leave when it is themselves. The last owner
 * can neither leave nor be removed. What they wrote stays in the organisation.
 */
export async function removeMember(
  db: Db,
  actor: Actor,
  organizationId: string,
  userId: string,
): Promise<{ id: string }> {
  const leaving = userId === actor.id;
  return db.transaction(async (tx) => {
    const { acting } = await reachOrganization(tx, actor, organizationId, leaving ? 'read' : 'manageMembers', true);
    const member = await findMember(tx, organizationId, userId);
    if (!leaving && !canAssignRole(acting, member.role, null)) throw forbidden(organizationMessages.forbidden);
    if (member.role === 'owner') await assertAnotherOwner(tx, organizationId, userId);
    await tx
      .delete(memberships)
      .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
    await recordHistory(tx, {
      organizationId,
      actor,
      action: leaving ? 'member_leave' : 'member_remove',
      entityType: 'member',
      entityId: userId,
      summary: memberSummary(leaving ? 'member_leave' : 'member_remove', member.name, member.role, null),
      changes: [{ field: 'role', before: member.role, after: null }],
    });
    return { id: userId };
  });
}
