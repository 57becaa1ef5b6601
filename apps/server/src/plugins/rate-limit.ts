import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-route limits, per client IP, for the routes that start or renew a session or check a password. Generous enough
 * for people (and the end-to-end suite) sharing an address, tight enough to make guessing and flooding slow.
 */
export const rateLimits = {
  login: { max: 60, timeWindow: '1 minute' },
  callback: { max: 60, timeWindow: '1 minute' },
  refresh: { max: 120, timeWindow: '1 minute' },
  idpSignIn: { max: 30, timeWindow: '1 minute' },
  idpSignUp: { max: 20, timeWindow: '1 minute' },
} as const;

/**
 * @fastify/rate-limit with no global limit: a route opts in with `config: { rateLimit: rateLimits.x }`. Counters go to
 * Redis when REDIS_URL is set (shared by every instance), in memory otherwise. A 429 reaches the error handler,
 * which answers it in Portuguese.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    redis = new Redis(app.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis (rate limit) unavailable'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'raiz-rate-limit:' } : {}),
    // A Redis outage must not lock everyone out of logging in.
    skipOnError: true,
  });
});
