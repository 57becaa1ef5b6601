import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  canAssignRole,
  formatDateTime,
  INVITATION_TTL_DAYS,
  organizationMessages,
  organizationRoleLabels,
  type CreateInvitationInput,
  type Invitation,
  type Organization,
  type InvitationPreview,
  type OrganizationRole,
} from '@raiz/domain';
import { AppError, conflict, forbidden, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { invitations, memberships, organizations, users } from '../../db/schema/index.ts';
import type { Actor } from '../content-common/access.ts';
import { memberSummary, recordHistory } from './history.service.ts';
import { getOrganization, publicNameOf, reachOrganization } from './organizations.service.ts';

// Invitations (docs/organizations.md#invitations): a link with a random token, valid for INVITATION_TTL_DAYS and used
// once. Only the token's SHA-256 is stored, so the table alone opens no invitation; the link is shown once, to whoever
// created it.

/** The SHA-256 of a token, as stored. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes, base64url: unguessable, and safe in a URL path. */
const newToken = () => randomBytes(32).toString('base64url');

type InvitationRow = typeof invitations.$inferSelect;

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role as OrganizationRole,
  expiresAt: row.expiresAt,
  createdAt: row.createdAt,
  acceptedAt: row.acceptedAt,
});

export interface NewInvitation {
  invitation: Invitation & { url: string };
  /** For the e-mail that carries the link, when one is sent. */
  organizationName: string;
  inviterName: string;
}

/** The e-mail that carries an invitation's link, in Portuguese; the times in Brasília's. */
export function invitationEmail({ invitation, organizationName, inviterName }: NewInvitation) {
  const role = organizationRoleLabels[invitation.role];
  const until = formatDateTime(invitation.expiresAt, 'America/Sao_Paulo');
  return {
    subject: `Convite para participar de ${organizationName} na Raiz`,
    text: [
      'Olá!',
      '',
      `${inviterName} convidou você para participar da organização ${organizationName} na Raiz, com o papel de ${role}.`,
      '',
      'Para aceitar, abra o link abaixo e entre (ou crie sua conta) com este mesmo e-mail:',
      invitation.url,
      '',
      `O convite vale até ${until} (horário de Brasília) e pode ser usado uma única vez.`,
      'Se você não esperava este convite, ignore esta mensagem.',
      '',
      '— Raiz',
    ].join('\n'),
  };
}

/**
 * Invites someone by e-mail with a role (managers; only an owner invites an owner). The answer carries the link,
 * `${publicUrl}/convite/<token>`, which is never shown again.
 */
export async function createInvitation(
  db: Db,
  actor: Actor,
  organizationId: string,
  input: CreateInvitationInput,
  publicUrl: string,
): Promise<NewInvitation> {
  return db.transaction(async (tx) => {
    const { acting, row: organization } = await reachOrganization(tx, actor, organizationId, 'manageMembers');
    if (!canAssignRole(acting, null, input.role)) throw forbidden(organizationMessages.forbidden);
    const token = newToken();
    const [row] = await tx
      .insert(invitations)
      .values({
        organizationId,
        email: input.email.toLowerCase(),
        role: input.role,
        tokenHash: hashInvitationToken(token),
        invitedBy: actor.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_TTL_DAYS})`,
      })
      .returning();
    // The e-mail stays out of the history: the entry says who invited, when, and with which role.
    await recordHistory(tx, {
      organizationId,
      actor,
      action: 'invite',
      entityType: 'invitation',
      entityId: row!.id,
      summary: `Convidou uma pessoa como ${organizationRoleLabels[input.role]}`,
      changes: [{ field: 'role', before: null, after: input.role }],
    });
    const [inviter] = await tx.select({ name: publicNameOf }).from(users).where(eq(users.id, actor.id));
    return {
      invitation: { ...toInvitation(row!), url: `${publicUrl}/convite/${token}` },
      organizationName: organization.name,
      inviterName: inviter?.name ?? '',
    };
  });
}

/** Invitations not yet accepted and still valid, newest first (managers). */
export async function listInvitations(db: Db, actor: Actor, organizationId: string): Promise<Invitation[]> {
  await reachOrganization(db, actor, organizationId, 'manageMembers');
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitation);
}

/** Cancels an invitation not yet accepted (managers): its link stops working. */
export async function revokeInvitation(
  db: Db,
  actor: Actor,
  organizationId: string,
  invitationId: string,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await reachOrganization(tx, actor, organizationId, 'manageMembers');
    const [row] = await tx
      .delete(invitations)
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.organizationId, organizationId),
          isNull(invitations.acceptedAt),
        ),
      )
      .returning();
    if (!row) throw notFound(organizationMessages.invitationNotFound);
    await recordHistory(tx, {
      organizationId,
      actor,
      action: 'delete',
      entityType: 'invitation',
      entityId: row.id,
      summary: `Cancelou um convite (${organizationRoleLabels[row.role as OrganizationRole]})`,
      changes: [{ field: 'role', before: row.role, after: null }],
    });
    return { id: row.id };
  });
}

/** An invitation by its token, as long as it can still be accepted: 404 unknown, 410 used or expired. */
async function usableInvitation(db: Db, token: string, lock = false) {
  const query = db
    .select({ invitation: invitations, expired: sql<boolean>`${invitations.expiresAt} <= now()` })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(organizationMessages.invitationNotFound);
  if (found.invitation.acceptedAt !== null) throw new AppError('gone', organizationMessages.invitationUsed);
  if (found.expired) throw new AppError('gone', organizationMessages.invitationExpired);
  return found.invitation;
}

/** Whether the invitation was sent to this person's e-mail (case aside): only they may accept it. */
function sentTo<P extends { email: string }>(person: P | undefined, invitation: { email: string }): person is P {
  return person !== undefined && person.email.trim().toLowerCase() === invitation.email.toLowerCase();
}

/**
 * What the invitation page shows before accepting: the organisation, the role, until when it is valid and whether it
 * is for the signed-in person (so the page can say so before "Aceitar").
 */
export async function previewInvitation(db: Db, actor: Actor, token: string): Promise<InvitationPreview> {
  const invitation = await usableInvitation(db, token);
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, invitation.organizationId));
  if (!organization) throw notFound(organizationMessages.invitationNotFound);
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.id));
  return {
    organization,
    role: invitation.role as OrganizationRole,
    expiresAt: invitation.expiresAt,
    forYou: sentTo(person, invitation),
  };
}

/**
 * Accepts an invitation as the signed-in person, who must be signed in with the e-mail it was sent to (case aside):
 * they become a member with its role, and the link is used up. Answers the organisation, as they now see it.
 */
export async function acceptInvitation(db: Db, actor: Actor, token: string): Promise<Organization> {
  return db.transaction(async (tx) => {
    const invitation = await usableInvitation(tx, token, true);
    const [person] = await tx
      .select({ email: users.email, name: publicNameOf })
      .from(users)
      .where(eq(users.id, actor.id));
    if (!sentTo(person, invitation)) {
      throw forbidden(organizationMessages.invitationWrongAccount);
    }
    const organizationId = invitation.organizationId;
    const role = invitation.role as OrganizationRole;
    const [joined] = await tx
      .insert(memberships)
      .values({ organizationId, userId: actor.id, role })
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    if (!joined) throw conflict(organizationMessages.alreadyMember);
    await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: actor.id })
      .where(eq(invitations.id, invitation.id));
    await recordHistory(tx, {
      organizationId,
      actor,
      action: 'member_join',
      entityType: 'member',
      entityId: actor.id,
      summary: memberSummary('member_join', person.name, null, role),
      changes: [{ field: 'role', before: null, after: role }],
    });
    return getOrganization(tx, actor, organizationId);
  });
}
