import { sql } from 'drizzle-orm';
import type { HistoryAction, HistoryChange, HistoryEntityType } from '@raiz/domain';
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

/** The fields that differ between two versions of a row, with their values before and after. */
export function changesBetween(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignored: readonly string[] = ['id', 'ownerId', 'organizationId', 'createdAt', 'updatedAt', 'version'],
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
