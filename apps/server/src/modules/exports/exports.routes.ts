import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { actorOf } from '../content-common/access.ts';
import { csvResponse } from '../../plugins/openapi.ts';
import { exportEventsCsv, exportProductsCsv, exportReportsCsv } from './exports.service.ts';

const projectParams = z.object({ projectId: z.uuid({ message: 'Projeto inválido.' }) });

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'projeto';

/** CSV downloads for Brazilian spreadsheets; plain GETs so a link with the session cookie downloads the file. */
export async function exportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/exports/reports.csv',
    {
      schema: {
        tags: ['exportação'],
        summary: 'Relatórios em CSV (todos ou de um projeto)',
        querystring: z.object({ projectId: z.uuid({ message: 'Projeto inválido.' }).optional() }),
        response: {
          200: csvResponse('Arquivo relatorios.csv'),
          404: apiErrorSchema.describe('Projeto não encontrado (ou de outra pessoa).'),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportReportsCsv(app.db, actorOf(request), request.query.projectId);
      return sendCsv(reply, 'relatorios.csv', csv);
    },
  );

  app.get(
    '/v1/exports/projects/:projectId/events.csv',
    {
      schema: {
        tags: ['exportação'],
        summary: 'Eventos de um projeto em CSV',
        params: projectParams,
        response: { 200: csvResponse('Arquivo eventos-<projeto>.csv') },
      },
    },
    async (request, reply) => {
      const { project, csv } = await exportEventsCsv(app.db, actorOf(request), request.params.projectId);
      return sendCsv(reply, `eventos-${slug(project.name)}.csv`, csv);
    },
  );

  app.get(
    '/v1/exports/projects/:projectId/products.csv',
    {
      schema: {
        tags: ['exportação'],
        summary: 'Produtos de um projeto em CSV',
        params: projectParams,
        response: { 200: csvResponse('Arquivo produtos-<projeto>.csv') },
      },
    },
    async (request, reply) => {
      const { project, csv } = await exportProductsCsv(app.db, actorOf(request), request.params.projectId);
      return sendCsv(reply, `produtos-${slug(project.name)}.csv`, csv);
    },
  );
}
