import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createReportInputSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  idParamsSchema,
  projectParamsSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  updateReportInputSchema,
} from '@raiz/domain';
import { actorOf, errorResponses, security, writeErrorResponses } from '../content-common/content-routes.ts';
import {
  createReport,
  deleteReport,
  getReport,
  listProjectReports,
  listReports,
  updateReport,
} from './reports.service.ts';

const tags = ['Relatórios'];

/** /v1/reports and /v1/projects/:projectId/reports: impact reports with their indicators. */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/v1/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os relatórios',
        description: 'Relatórios da pessoa conectada (administradores veem todos), paginados, com busca e ordenação.',
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listReports(app.db, actorOf(request), request.query) }),
  );

  r.get(
    '/v1/projects/:projectId/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os relatórios de um projeto',
        params: projectParamsSchema,
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await listProjectReports(app.db, actorOf(request), request.params.projectId, request.query),
    }),
  );

  r.post(
    '/v1/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um relatório',
        description: 'Com `status: "published"` o relatório já nasce publicado (`publishedAt` preenchido).',
        body: createReportInputSchema,
        response: { 201: reportResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createReport(app.db, actorOf(request), request.body) }),
  );

  r.get(
    '/v1/reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mostra um relatório',
        params: idParamsSchema,
        response: { 200: reportResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getReport(app.db, actorOf(request), request.params.id) }),
  );

  r.patch(
    '/v1/reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um relatório',
        description:
          'Envia só os campos alterados e a `version` lida. Versão desatualizada ou relatório certificado respondem 409.',
        params: idParamsSchema,
        body: updateReportInputSchema,
        response: { 200: reportResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({ data: await updateReport(app.db, actorOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/v1/reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um relatório',
        description: 'Relatório certificado não pode ser excluído (409).',
        params: idParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
      },
    },
    async (request) => ({ data: await deleteReport(app.db, actorOf(request), request.params.id, request.query.version) }),
  );
}
