import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { actorOf } from '../content-common/access.ts';
import { contentResources } from '../content-common/manifest.ts';
import { csvResponse } from '../../plugins/openapi.ts';
import { exportOrganizationVerificationsCsv } from '../verifications/verifications.service.ts';
import { exportProjectRowsCsv, exportReportsCsv } from './exports.service.ts';

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
    '/v1/exports/verifications.csv',
    {
      schema: {
        tags: ['exportação'],
        summary: 'Pedidos de verificação de uma organização em CSV: pareceres por seção e declarações assinadas',
        querystring: z.object({ organizationId: z.uuid({ message: 'Organização inválida.' }) }),
        response: {
          200: csvResponse('Arquivo verificacoes.csv'),
          404: apiErrorSchema.describe('Organização não encontrada (ou a pessoa não é membro).'),
        },
      },
    },
    async (request, reply) => {
      const csv = await exportOrganizationVerificationsCsv(app.db, actorOf(request), request.query.organizationId);
      return sendCsv(reply, 'verificacoes.csv', csv);
    },
  );

  // A project's rows of each resource whose declaration offers it (modules/content-common/manifest.ts).
  for (const resource of contentResources) {
    const { projectExport } = resource.csv;
    if (!projectExport) continue;
    app.get(
      `/v1/exports/projects/:projectId/${resource.key}.csv`,
      {
        schema: {
          tags: ['exportação'],
          summary: projectExport.summary,
          params: projectParams,
          response: { 200: csvResponse(`Arquivo ${resource.nouns.many}-<projeto>.csv`) },
        },
      },
      async (request, reply) => {
        const { project, csv } = await exportProjectRowsCsv(
          app.db,
          actorOf(request),
          resource,
          request.params.projectId,
        );
        return sendCsv(reply, `${resource.nouns.many}-${slug(project.name)}.csv`, csv);
      },
    );
  }
}
