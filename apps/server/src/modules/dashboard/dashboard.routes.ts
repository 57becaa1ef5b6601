import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dashboardSchema, publicImpactSchema } from '@raiz/domain';
import { dataTableA } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getDashboard, getPublicImpact } from './dashboard.service.ts';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/dashboard',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['painel'],
        summary: 'Resumo do painel da pessoa: contagens, indicadores por mês e por projeto, atividade recente',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: dashboardSchema }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const [dashboard, rdxBalance] = await Promise.all([getDashboard(app.db, user.id), readBalance(app, user.id)]);
      return { data: { ...dashboard, rdxBalance } };
    },
  );

  app.get(
    '/v1/public/impact',
    {
      schema: {
        tags: ['público'],
        summary: 'Impacto agregado da plataforma (relatórios publicados), sem dados pessoais',
        response: { 200: z.object({ data: publicImpactSchema }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await getPublicImpact(app.db) };
    },
  );
}

/** The RDX balance of the person's wallet, or null when there is no wallet or no chain (the panel still loads). */
async function readBalance(app: FastifyInstance, userId: string): Promise<string | null> {
  if (!app.chain) return null;
  const [row] = await app.db
    .select({ address: dataTableA.evmAddress })
    .from(dataTableA)
    .where(eq(dataTableA.userId, userId));
  if (!row?.address) return null;
  try {
    return (await app.chain.balanceOf(row.address)).toString();
  } catch (err) {
    app.log.warn({ err }, 'balance read failed');
    return null;
  }
}
