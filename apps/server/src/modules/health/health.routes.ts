import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    // Stopping (SIGTERM): the load balancer must send no more requests here (docs/operations.md#stopping).
    if (app.shuttingDown) return reply.status(503).send({ status: 'error', server: 'encerrando' });
    try {
      await app.database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'error', database: 'indisponível' });
    }
  });
}
