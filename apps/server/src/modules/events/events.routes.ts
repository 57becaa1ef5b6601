import {
  createEventInputSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  updateEventInputSchema,
} from '@raiz/domain';
import { projectChildRoutes } from '../content-common/project-child-routes.ts';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './events.service.ts';

/** /v1/projects/:projectId/events: a project's events (start and end as ISO instants, capacity in vagas). */
export const eventRoutes = projectChildRoutes({
  collection: 'events',
  tag: 'Eventos',
  summaries: {
    list: 'Lista os eventos de um projeto',
    create: 'Cria um evento no projeto',
    get: 'Mostra um evento',
    update: 'Altera um evento',
    delete: 'Exclui um evento',
  },
  listDescription: 'Paginados, com busca no título, na descrição e no local; por padrão, em ordem de início.',
  schemas: {
    listQuery: eventListQuerySchema,
    listResponse: eventListResponseSchema,
    response: eventResponseSchema,
    create: createEventInputSchema,
    update: updateEventInputSchema,
  },
  service: { list: listEvents, get: getEvent, create: createEvent, update: updateEvent, remove: deleteEvent },
});
