import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Per-route limits, per client IP, for the routes that start or renew a session or check a password, send invitations
 * or open them, the public chain RPC proxy and registry, and the account's export and deletion. Generous enough
 * for people (and the end-to-end suite) sharing an address, tight enough to make guessing and flooding slow.
 */
export const rateLimits = {
  login: { max: 60, timeWindow: '1 minute' },
  callback: { max: 60, timeWindow: '1 minute' },
  refresh: { max: 120, timeWindow: '1 minute' },
  idpSignIn: { max: 30, timeWindow: '1 minute' },
  idpSignUp: { max: 20, timeWindow: '1 minute' },
  // Public and unauthenticated, and each call costs chain CPU: a balance and transfers screen sends about 5 requests.
  chainRpc: { max: 120, timeWindow: '1 minute' },
  // Each invitation may send an e-mail: enough for a team being set up, not for a mailing.
  invite: { max: 60, timeWindow: '1 minute' },
  // Opening and accepting an invitation link (its token is unguessable; this only slows a flood).
  invitationToken: { max: 60, timeWindow: '1 minute' },
  // The person's own account as a whole: downloading all of their data, deleting it. Rare by nature, and each is heavy.
  account: { max: 10, timeWindow: '1 minute' },
  // The public registry's reads (each route apart): searches cost a trigram scan; a visitor typing sends a few a second.
  registry: { max: 300, timeWindow: '1 minute' },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of REDIS_URL (null without one), for counters every instance must share; keys under config.redisKeyPrefix. */
    redis: Redis | null;
  }
}

/**
 * @fastify/rate-limit with no global limit: a route opts in with `config: { rateLimit: rateLimits.x }`. Counters go to
 * Redis when REDIS_URL is set (shared by every instance), in memory otherwise. A 429 reaches the error handler,
 * which answers it in Portuguese.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  let redis: Redis | undefined;
  if (app.config.redisUrl) {
    // Loaded only when configured: the client costs about half a second of start-up.
    const { Redis: RedisClient } = await import('ioredis');
    redis = new RedisClient(app.config.redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (err: Error) =>
      app.log.warn({ err: { message: err.message } }, 'redis (rate limit) unavailable'),
    );
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  app.decorate('redis', redis ?? null);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${app.config.redisKeyPrefix}rate-limit:` } : {}),
    // A Redis outage must not lock everyone out of logging in.
    skipOnError: true,
  });
});
