import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, reportResponseSchema } from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { actorOf } from '../content-common/access.ts';
import { createReportRevision } from './reports.service.ts';

/** Report routes beyond the content kit's: "Nova versão" of a certified report (docs/design.md §5, "Versions"). */
export async function reportRevisionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.post(
    '/v1/reports/:id/revisions',
    {
      schema: {
        tags: ['Relatórios'],
        summary: 'Cria uma nova versão de um relatório certificado',
        description:
          'Cria um rascunho da versão seguinte com o conteúdo e os arquivos do relatório (os mesmos arquivos, sem ' +
          'copiá-los). Só na versão mais recente, certificada, e uma nova versão por vez (409). Certificá-la substitui ' +
          'a versão anterior, cujo certificado continua válido. Aceita `Idempotency-Key`.',
        params: z.object({ id: z.uuid({ message: 'Relatório inválido.' }) }),
        response: {
          201: reportResponseSchema,
          404: apiErrorSchema.describe('Relatório não encontrado.'),
          409: apiErrorSchema.describe(
            'O relatório não está certificado, já foi substituído ou já tem uma nova versão em preparação.',
          ),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createReportRevision(app.db, actorOf(request), request.params.id) }),
  );
}
