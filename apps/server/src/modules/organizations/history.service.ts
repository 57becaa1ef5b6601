import { and, eq, sql } from 'drizzle-orm';
import {
  organizationRoleLabels,
  type HistoryAction,
  type HistoryChange,
  type HistoryEntityType,
  type HistoryEntry,
  type OrganizationRole,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { organizationHistory, users } from '../../db/schema/index.ts';
import type { Actor } from '../content-common/access.ts';

// The history of an organisation (docs/organizations.md#history): one entry per create, edit, delete, move,
// publication, certification and membership change, written in the same transaction as the change it records.

export interface HistoryRecord {
  organizationId: string;
  actor: Actor;
  action: HistoryAction;
  entityType: HistoryEntityType;
  entityId?: string | null;
  projectId?: string | null;
  /** One line a person reads in the list ("Projeto Mata Viva"). */
  summary: string;
  changes?: HistoryChange[];
}

/** Columns a row keeps for itself, never shown as a change. */
export const bookkeepingFields = ['id', 'ownerId', 'organizationId', 'createdAt', 'updatedAt', 'version'] as const;

/** The fields that differ between two versions of a row, with their values before and after. */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignored: readonly string[] = bookkeepingFields,
): HistoryChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: HistoryChange[] = [];
  for (const field of fields) {
    if (ignored.includes(field)) continue;
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/** Appends an entry; the actor's public name (their name, else their username) is kept as it is now. */
export async function recordHistory(db: Db, entry: HistoryRecord): Promise<void> {
  const actorName = sql<string>`(select coalesce(nullif(trim(${users.name}), ''), ${users.username}) from ${users} where ${users.id} = ${entry.actor.id})`;
  await db.insert(organizationHistory).values({
    organizationId: entry.organizationId,
    actorId: entry.actor.id,
    actorName: sql`coalesce(${actorName}, '')`,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    projectId: entry.projectId ?? null,
    summary: entry.summary,
    changes: entry.changes ?? [],
  });
}

/** An entry as the API answers it. */
export const toHistoryEntry = (row: typeof organizationHistory.$inferSelect): HistoryEntry => ({
  id: row.id,
  at: row.createdAt,
  actor: { id: row.actorId, name: row.actorName },
  action: row.action as HistoryEntry['action'],
  entityType: row.entityType as HistoryEntry['entityType'],
  entityId: row.entityId,
  projectId: row.projectId,
  summary: row.summary,
  changes: row.changes as HistoryEntry['changes'],
});

/** How the history names a person whose account was deleted (docs/organizations.md#history). */
export const deletedPersonName = 'Pessoa excluída';

type MemberAction = 'member_join' | 'member_role' | 'member_remove' | 'member_leave';
const roleLabel = (role: OrganizationRole | null) => (role ? organizationRoleLabels[role] : '');

/** The one-line summary of a membership entry, from the person's public name and their role before and after. */
export function memberSummary(
  action: MemberAction,
  name: string,
  before: OrganizationRole | null,
  after: OrganizationRole | null,
): string {
  switch (action) {
    case 'member_join':
      return `${name} entrou como ${roleLabel(after)}`;
    case 'member_role':
      return `Papel de ${name}: ${roleLabel(before)} → ${roleLabel(after)}`;
    case 'member_remove':
      return `Removeu ${name} (${roleLabel(before)})`;
    case 'member_leave':
      return `${name} saiu da organização`;
  }
}

/**
 * A person's account is deleted: every history entry stops naming them. Where they acted, the actor becomes "Pessoa
 * excluída" without an id; where an entry is about their membership, its summary names "Pessoa excluída" and loses
 * their id. What happened, when, and in what role stays.
 */
export async function forgetPersonInHistory(db: Db, userId: string): Promise<void> {
  await db
    .update(organizationHistory)
    .set({ actorId: null, actorName: deletedPersonName })
    .where(eq(organizationHistory.actorId, userId));
  const about = await db
    .select({ id: organizationHistory.id, action: organizationHistory.action, changes: organizationHistory.changes })
    .from(organizationHistory)
    .where(and(eq(organizationHistory.entityType, 'member'), eq(organizationHistory.entityId, userId)));
  for (const entry of about) {
    const role = (entry.changes as HistoryChange[]).find((change) => change.field === 'role');
    const summary = memberSummary(
      entry.action as MemberAction,
      deletedPersonName,
      (role?.before ?? null) as OrganizationRole | null,
      (role?.after ?? null) as OrganizationRole | null,
    );
    await db.update(organizationHistory).set({ entityId: null, summary }).where(eq(organizationHistory.id, entry.id));
  }
}

/** A content row as its history sees it. */
interface ContentRow {
  id: string;
  organizationId: string | null;
}

/**
 * Records a create, edit or delete of a content row when it lives in an organisation (a personal space keeps no
 * history): `before` is null on create, `after` on delete.
 */
export async function recordContentWrite<R extends ContentRow>(
  tx: Db,
  actor: Actor,
  action: 'create' | 'update' | 'delete',
  entityType: HistoryEntityType,
  rows: { before: R | null; after: R | null },
  describe: { name: (row: R) => string; projectId: (row: R) => string | null; ignored?: readonly string[] },
): Promise<void> {
  const row = (rows.after ?? rows.before)!;
  if (!row.organizationId) return;
  await recordHistory(tx, {
    organizationId: row.organizationId,
    actor,
    action,
    entityType,
    entityId: row.id,
    projectId: describe.projectId(row),
    summary: describe.name(row),
    changes: changesBetween(
      rows.before as Record<string, unknown> | null,
      rows.after as Record<string, unknown> | null,
      describe.ignored,
    ),
  });
}
