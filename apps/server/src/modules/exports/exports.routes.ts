import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
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
  const common = { preHandler: app.requireUser };

  app.get(
    '/v1/exports/reports.csv',
    {
      ...common,
      schema: {
        tags: ['exportação'],
        summary: 'Relatórios em CSV (todos ou de um projeto)',
        querystring: z.object({ projectId: z.uuid({ message: 'Projeto inválido.' }).optional() }),
      },
    },
    async (request, reply) => {
      const csv = await exportReportsCsv(app.db, currentUser(request), request.query.projectId);
      return sendCsv(reply, 'relatorios.csv', csv);
    },
  );

  app.get(
    '/v1/exports/projects/:projectId/events.csv',
    { ...common, schema: { tags: ['exportação'], summary: 'Eventos de um projeto em CSV', params: projectParams } },
    async (request, reply) => {
      const { project, csv } = await exportEventsCsv(app.db, currentUser(request), request.params.projectId);
      return sendCsv(reply, `eventos-${slug(project.name)}.csv`, csv);
    },
  );

  app.get(
    '/v1/exports/projects/:projectId/products.csv',
    { ...common, schema: { tags: ['exportação'], summary: 'Produtos de um projeto em CSV', params: projectParams } },
    async (request, reply) => {
      const { project, csv } = await exportProductsCsv(app.db, currentUser(request), request.params.projectId);
      return sendCsv(reply, `produtos-${slug(project.name)}.csv`, csv);
    },
  );
}
