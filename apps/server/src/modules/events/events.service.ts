import { sql } from 'drizzle-orm';
import {
  contentMessages,
  createEventInputSchema,
  type CreateEventInput,
  type ProjectEvent,
  type UpdateEventInput,
} from '@raiz/domain';
import { events, searchedColumns } from '../../db/schema/index.ts';
import { assertValidMerged } from '../content-common/content-common.ts';
import { contentResource } from '../content-common/resource.ts';

export const eventService = contentResource<typeof events, ProjectEvent, CreateEventInput, UpdateEventInput>({
  table: events,
  kind: 'event',
  parent: 'project',
  sortable: { startsAt: events.startsAt, createdAt: events.createdAt, title: sql`lower(${events.title})` },
  searchColumns: searchedColumns.events(events),
  notFoundMessage: contentMessages.eventNotFound,
  history: { entity: 'event', name: (row) => row.title },
  attachmentKind: 'events',
  toEntity: (row) => row as ProjectEvent,
  // A partial update may move only one end of the range, so end ≥ start is checked on the merged row.
  checkUpdate: (current, changes) => assertValidMerged(createEventInputSchema, current, changes),
});
