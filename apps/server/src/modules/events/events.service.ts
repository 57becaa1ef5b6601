import { and, count, eq, sql } from 'drizzle-orm';
import {
  contentMessages,
  createEventInputSchema,
  type CreateEventInput,
  type Page,
  type ProjectEvent,
  type EventListQuery,
  type UpdateEventInput,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import {
  assertValidMerged,
  isoTimestamp,
  notFoundFor,
  orderBy,
  pageOffset,
  searchCondition,
  staleVersion,
  toPage,
  withIsoTimestamps,
  type Actor,
} from '../content-common/content-common.ts';
import { findAccessibleProject } from '../projects/projects.service.ts';

// Events belong to their project, like posts: the project's owner (or an admin) uses them; their owner is the project's.

type EventRow = typeof events.$inferSelect;
const toEvent = (row: EventRow) =>
  ({
    ...withIsoTimestamps(row),
    startsAt: isoTimestamp(row.startsAt),
    endsAt: isoTimestamp(row.endsAt),
  }) as ProjectEvent;
const sortable = { startsAt: events.startsAt, createdAt: events.createdAt, title: sql`lower(${events.title})` };

export async function listEvents(db: Db, actor: Actor, projectId: string, query: EventListQuery): Promise<Page<ProjectEvent>> {
  await findAccessibleProject(db, actor, projectId);
  const where = and(eq(events.projectId, projectId), searchCondition(query.q, [events.title, events.description, events.location]));
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(events)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, events.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return toPage(rows.map(toEvent), totals?.total ?? 0, query);
}

async function findEvent(db: Db, actor: Actor, projectId: string, id: string): Promise<EventRow> {
  await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.projectId, projectId)));
  if (!row) throw notFoundFor(contentMessages.eventNotFound);
  return row;
}

export async function getEvent(db: Db, actor: Actor, projectId: string, id: string): Promise<ProjectEvent> {
  return toEvent(await findEvent(db, actor, projectId, id));
}

export async function createEvent(db: Db, actor: Actor, projectId: string, input: CreateEventInput): Promise<ProjectEvent> {
  const project = await findAccessibleProject(db, actor, projectId);
  const [row] = await db
    .insert(events)
    .values({ ...input, projectId, ownerId: project.ownerId })
    .returning();
  return toEvent(row!);
}

export async function updateEvent(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  input: UpdateEventInput,
): Promise<ProjectEvent> {
  const current = await findEvent(db, actor, projectId, id);
  if (current.version !== input.version) throw staleVersion();
  const { version, ...changes } = input;
  const { id: _id, ownerId: _o, projectId: _p, createdAt: _c, updatedAt: _u, version: _v, ...stored } = current;
  assertValidMerged(createEventInputSchema, {
    ...stored,
    startsAt: isoTimestamp(stored.startsAt),
    endsAt: isoTimestamp(stored.endsAt),
    ...changes,
  });
  const [row] = await db
    .update(events)
    .set({ ...changes, version: sql`${events.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(events.id, id), eq(events.version, version)))
    .returning();
  if (!row) throw staleVersion();
  return toEvent(row);
}

export async function deleteEvent(
  db: Db,
  actor: Actor,
  projectId: string,
  id: string,
  version?: number,
): Promise<{ id: string }> {
  const current = await findEvent(db, actor, projectId, id);
  if (version !== undefined && current.version !== version) throw staleVersion();
  const [row] = await db
    .delete(events)
    .where(and(eq(events.id, id), eq(events.version, current.version)))
    .returning({ id: events.id });
  if (!row) throw staleVersion();
  return row;
}
