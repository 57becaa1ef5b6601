import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineRateLimits, MINUTE, type RateLimiter } from '@raiz/server-kit/rate-limit';

/**
 * Every limit of the recovery API, in one place (server-kit/rate-limit.ts counts them). Salt reads are what an
 * offline PIN search needs (README, "Segurança"): they are counted per person across every route that serves a salt
 * (this API's and, in the same process, the main API's), and per client address whatever the accounts; while Redis is
 * unreachable they are refused (503) rather than counted apart by each instance.
 */
export const recoveryRateLimits = defineRateLimits({
  /** Every call of the recovery API, per person (RECOVERY_RATE_LIMIT when it runs alone). */
  recovery: { max: 30, windowMs: MINUTE },
  saltPerPerson: { max: 30, windowMs: MINUTE, whenStoreDown: 'refuse' },
  saltPerAddress: { max: 120, windowMs: MINUTE, whenStoreDown: 'refuse' },
});

/** Counts one salt read of `userId` from the request's address; throws 429 (or 503 with Redis down) past a limit. */
export function countSaltRead(limiter: RateLimiter, request: FastifyRequest, reply: FastifyReply, userId: string) {
  return limiter.enforce(request, reply, [
    [recoveryRateLimits.saltPerAddress, request.ip],
    [recoveryRateLimits.saltPerPerson, userId],
  ]);
}
