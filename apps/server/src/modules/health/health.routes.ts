import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'error', database: 'indisponível' });
    }
  });
}
