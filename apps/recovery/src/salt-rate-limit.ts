import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Salt reads a minute: per person across every route that serves a salt (a salt is what an offline PIN search needs),
 * and per client IP whatever the accounts (one address with many accounts gets no more than this ceiling).
 */
export const saltRateLimits = { perUser: 30, perIp: 120, timeWindow: '1 minute' } as const;

/** Counts one salt read of `userId` from the request's IP; rejects with a 429 error once either limit is passed. */
export type SaltRateLimit = (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;

/**
 * One limiter for every salt route of a process, built on the @fastify/rate-limit registered on `app` (its store:
 * memory, or Redis when the app gave it one). Routes share counters only by sharing this one instance.
 */
export function createSaltRateLimit(
  app: FastifyInstance,
  limits: { perUser: number; perIp: number; timeWindow: string } = saltRateLimits,
): SaltRateLimit {
  const userIds = new WeakMap<FastifyRequest, string>();
  const perUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: limits.timeWindow,
    keyGenerator: (request) => `salt-user:${userIds.get(request) ?? request.ip}`,
  });
  const perIp = app.createRateLimit({
    max: limits.perIp,
    timeWindow: limits.timeWindow,
    keyGenerator: (request) => `salt-ip:${request.ip}`,
  });
  return async (request, reply, userId) => {
    userIds.set(request, userId);
    for (const limit of [perIp, perUser]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        // Both apps' error handlers answer a 429 as { error: { code: 'too_many_requests', message } } in Portuguese.
        throw Object.assign(new Error('salt rate limit exceeded'), { statusCode: 429 });
      }
    }
  };
}
