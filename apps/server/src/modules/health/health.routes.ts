import type { FastifyInstance } from 'fastify';

const unavailable = 'indisponível';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  // Each dependency this instance needs, by name: the database always, Redis when REDIS_URL is set (the limits count
  // there), the file storage when it is S3. 503 as soon as one is down, and the body says which.
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    // Stopping (SIGTERM): the load balancer must send no more requests here (docs/operations.md#stopping).
    if (app.shuttingDown) return reply.status(503).send({ status: 'error', server: 'encerrando' });
    const checks: [string, () => Promise<unknown>][] = [['database', () => app.database.ping()]];
    if (app.redis) {
      checks.push([
        'redis',
        async () => {
          // The limiter logs the outage itself, once.
          if (!(await app.rateLimiter.ready())) throw new Error('Redis did not answer');
        },
      ]);
    }
    const storage = app.blobStore;
    if (storage.ready) checks.push(['storage', () => storage.ready!()]);
    const results = await Promise.all(
      checks.map(async ([name, check]) => {
        try {
          await check();
          return [name, 'ok'] as const;
        } catch (err) {
          if (name !== 'redis') request.log.error({ err }, `${name} not reachable`);
          return [name, unavailable] as const;
        }
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'error', ...Object.fromEntries(results) });
  });
}
