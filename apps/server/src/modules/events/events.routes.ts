import {
  createEventInputSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  updateEventInputSchema,
} from '@raiz/domain';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { eventService } from './events.service.ts';

/** /v1/projects/:projectId/events: a project's events (start and end as ISO instants, capacity in vagas). */
export const eventRoutes = resourceRoutes({
  collection: 'events',
  parent: 'project',
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
  service: eventService,
});
