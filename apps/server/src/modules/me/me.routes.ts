import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meResponseSchema, updateMeInputSchema } from '@raiz/domain';
import { currentUser, requireUserForRoutes } from '../../plugins/auth.ts';
import { getMe, updateMe } from './me.service.ts';

/** GET/PATCH /v1/me: the session user, data table A (hashes only) and whether a CPF is set. */
export async function meRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);

  app.get(
    '/v1/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Usuário da sessão e sua tabela de dados A',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ data: await getMe(app.db, currentUser(request).id) }),
  );

  app.patch(
    '/v1/me',
    {
      schema: {
        tags: ['me'],
        summary: 'Altera o nome completo e o nome de usuário, e informa o CPF (só enquanto nenhum foi informado)',
        body: updateMeInputSchema,
        response: { 200: meResponseSchema },
      },
    },
    async (request) => ({ data: await updateMe(app.db, currentUser(request).id, request.body) }),
  );
}
