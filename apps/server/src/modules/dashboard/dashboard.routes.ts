import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSchema, publicImpactSchema } from '@raiz/domain';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { actorOf } from '../content-common/access.ts';
import { boundWalletAddress } from '../wallet/wallet.service.ts';
import { createDashboardCache } from './dashboard-cache.ts';
import { getDashboard, getPublicImpact } from './dashboard.service.ts';

/** The panel without the RDX balance: what the cache keeps (the balance is read from the chain on every request). */
const panelSchema = dashboardSchema.omit({ rdxBalance: true });

/** The signed-in person's panel. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  requireUserForRoutes(app);
  const cache = createDashboardCache();

  app.get(
    '/v1/dashboard',
    {
      schema: {
        tags: ['painel'],
        summary: 'Resumo do painel da pessoa: contagens, indicadores por mês e por projeto, atividade recente',
        response: { 200: z.object({ data: dashboardSchema }) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const [kept, rdxBalance] = await Promise.all([
        cache.panel(app.db, actor.id, async () =>
          JSON.stringify(z.encode(panelSchema, await getDashboard(app.db, actor))),
        ),
        readBalance(app, actor.id),
      ]);
      // Already serialised through the schema (the panel above, the balance a string or null) and compressed as the
      // client asks, so @fastify/compress leaves it alone; Fastify sends a Buffer as it is, which the typed reply
      // cannot express.
      const { encoding, body } = await cache.answer(kept, rdxBalance, request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(body as never);
    },
  );
}

/** The public side of the panel: the platform's aggregate impact, no login. */
export async function publicImpactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
  const address = await boundWalletAddress(app.db, userId);
  if (!address) return null;
  try {
    return (await app.chain.balanceOf(address)).toString();
  } catch (err) {
    app.log.warn({ err }, 'balance read failed');
    return null;
  }
}
