import { asc, gte, sql } from 'drizzle-orm';
import {
  createEventInputSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  updateEventInputSchema,
  type CreateEventInput,
  type ProjectEvent,
  type UpdateEventInput,
} from '@raiz/domain';
import { csvDateTime, csvTimeHeader } from '@raiz/server-kit/csv';
import { events, searchedColumns } from '../../db/schema/index.ts';
import { assertValidMerged } from '../content-common/content-common.ts';
import { defineContentResource } from '../content-common/resource-declaration.ts';

/** A project's events (start and end as ISO instants, capacity in vagas): their one declaration (manifest.ts). */
export const eventsResource = defineContentResource<typeof events, ProjectEvent, CreateEventInput, UpdateEventInput>({
  key: 'events',
  table: events,
  parent: 'project',
  nameField: 'title',
  csv: {
    file: 'eventos',
    columns: [
      { header: 'Título', value: (e) => e.title },
      { header: csvTimeHeader('Início'), value: (e) => csvDateTime(e.startsAt) },
      { header: csvTimeHeader('Término'), value: (e) => csvDateTime(e.endsAt) },
      { header: 'Local', value: (e) => e.location },
      { header: 'Vagas', value: (e) => e.capacity },
      { header: 'Descrição', value: (e) => e.description },
    ],
    projectExport: { summary: 'Eventos de um projeto em CSV', orderBy: [asc(events.startsAt)] },
  },
  registry: {
    // Upcoming ones, the nearest first.
    shown: gte(events.startsAt, sql`now()`),
    section: {
      columns: {
        title: events.title,
        description: events.description,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        location: events.location,
        capacity: events.capacity,
      },
      orderBy: [asc(events.startsAt), asc(events.id)],
    },
  },
  routes: {
    tag: 'Eventos',
    summaries: {
      list: 'Lista os eventos de um projeto',
      create: 'Cria um evento no projeto',
      get: 'Mostra um evento',
      update: 'Altera um evento',
      delete: 'Exclui um evento',
    },
    descriptions: { list: 'Paginados, com busca no título, na descrição e no local; por padrão, em ordem de início.' },
    schemas: {
      listQuery: eventListQuerySchema,
      listResponse: eventListResponseSchema,
      response: eventResponseSchema,
      create: createEventInputSchema,
      update: updateEventInputSchema,
    },
  },
  kit: {
    sortable: { startsAt: events.startsAt, createdAt: events.createdAt, title: sql`lower(${events.title})` },
    searchColumns: searchedColumns.events(events),
    // A partial update may move only one end of the range, so end ≥ start is checked on the merged row.
    checkUpdate: (current, changes) => assertValidMerged(createEventInputSchema, current, changes),
  },
});
