import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden } from '@raiz/server-kit/app-error';

// GET /metrics in Prometheus's text format (docs/operations.md#metrics). The process's own metrics (CPU, memory,
// event loop, GC, Node's version) are collected once per process; each app adds its requests, database pool and
// uploads, and the readers other parts register (the mint outbox's depth).

const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** Counts a backlog at scrape time, e.g. `select count(*) from mint_outbox where …`. */
export type DepthReader = () => Promise<number> | number;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /**
       * Where `raiz_outbox_depth` (mints waiting to be sent to the chain) comes from: the outbox registers its reader
       * here once; read at each scrape. Unregistered, the gauge has no sample.
       */
      readOutboxDepth(reader: DepthReader): void;
    };
  }
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * METRICS_TOKEN set: `Authorization: Bearer <token>` from anywhere. Unset: only a scrape on this machine, straight to
 * the port — a request a proxy relays (it says so in X-Forwarded-For or Forwarded) is refused even from loopback.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const relayed = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !relayed && loopback.has(request.socket.remoteAddress ?? '');
}

export const metricsPlugin = fp(async function metricsPlugin(app: FastifyInstance) {
  const { config, database } = app;
  const registry = new Registry();

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'raiz_upload_bytes_total',
    help: 'Bytes of multipart uploads (their Content-Length), by outcome: stored (2xx) or refused.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'raiz_db_pool_max',
    help: 'Connections the main database pool may open (PGlite: 1, in process).',
    registers: [registry],
    collect() {
      this.set(database.pool().max);
    },
  });
  new Gauge({
    name: 'raiz_db_pool_in_use',
    help: 'Statements running outside a transaction plus open transactions on the main PostgreSQL pool; above max, they wait.',
    registers: [registry],
    collect() {
      this.set(database.pool().inUse);
    },
  });
  let outboxDepth: DepthReader | undefined;
  new Gauge({
    name: 'raiz_outbox_depth',
    help: 'RDX mints waiting in the outbox to be sent to the chain.',
    registers: [registry],
    async collect() {
      if (outboxDepth) this.set(await outboxDepth());
    },
  });
  app.decorate('metrics', {
    readOutboxDepth(reader: DepthReader) {
      outboxDepth = reader;
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (/v1/projects/:id), never the raw URL: one series per route, whatever the ids.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (request.headers['content-type']?.startsWith('multipart/form-data')) {
      const length = Number(request.headers['content-length']);
      if (Number.isFinite(length) && length > 0) {
        uploadBytes.inc({ outcome: reply.statusCode < 300 ? 'stored' : 'refused' }, length);
      }
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, config.metricsToken)) {
      throw forbidden('As métricas só respondem a quem está nesta máquina, ou com o METRICS_TOKEN.');
    }
    const merged = Registry.merge([processRegistry, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
});
