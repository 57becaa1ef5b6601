import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEventInputSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventResponseSchema,
  projectItemParamsSchema,
  projectParamsSchema,
  updateEventInputSchema,
} from '@raiz/domain';
import { actorOf, errorResponses, security, writeErrorResponses } from '../content-common/content-routes.ts';
import { createEvent, deleteEvent, getEvent, listEvents, updateEvent } from './events.service.ts';

const tags = ['Eventos'];
const projectNote = 'Projeto de outra pessoa responde 404.';

/** /v1/projects/:projectId/events: a project's events (start and end as ISO instants, capacity in vagas). */
export async function eventRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/v1/projects/:projectId/events',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os eventos de um projeto',
        description: `Paginados, com busca no título, na descrição e no local; por padrão, em ordem de início. ${projectNote}`,
        params: projectParamsSchema,
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listEvents(app.db, actorOf(request), request.params.projectId, request.query) }),
  );

  r.post(
    '/v1/projects/:projectId/events',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um evento no projeto',
        description: projectNote,
        params: projectParamsSchema,
        body: createEventInputSchema,
        response: { 201: eventResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createEvent(app.db, actorOf(request), request.params.projectId, request.body) }),
  );

  r.get(
    '/v1/projects/:projectId/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mostra um evento',
        params: projectItemParamsSchema,
        response: { 200: eventResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getEvent(app.db, actorOf(request), request.params.projectId, request.params.id),
    }),
  );

  r.patch(
    '/v1/projects/:projectId/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um evento',
        description: 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.',
        params: projectItemParamsSchema,
        body: updateEventInputSchema,
        response: { 200: eventResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await updateEvent(app.db, actorOf(request), request.params.projectId, request.params.id, request.body),
    }),
  );

  r.delete(
    '/v1/projects/:projectId/events/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um evento',
        params: projectItemParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await deleteEvent(
        app.db,
        actorOf(request),
        request.params.projectId,
        request.params.id,
        request.query.version,
      ),
    }),
  );
}
