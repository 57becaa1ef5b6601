import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import {
  createRateLimiter,
  defineRateLimits,
  HOUR,
  MINUTE,
  perAddress,
  rateLimitPlugin as limiterPlugin,
  SECOND,
} from '@raiz/server-kit/rate-limit';

// The signed-in person (routes behind requireUser; counted at preHandler, once the token is checked).
const perPerson = (request: FastifyRequest) => request.user?.id ?? `ip:${request.ip}`;

/**
 * Every limit of the main API, in one place (the recovery API's are in apps/recovery/src/rate-limits.ts; the salt
 * limits there apply to this API's salt route too). Per address, generous enough for an office or a carrier NAT
 * sharing one; per person or per account where guessing or flooding is what they stop. See docs/ARCHITECTURE.md.
 */
export const rateLimits = defineRateLimits({
  // Starting a login and coming back from the provider: redirects, no secret checked. A shared address's ceiling.
  login: { max: 300, windowMs: MINUTE, per: perAddress },
  callback: { max: 300, windowMs: MINUTE, per: perAddress },
  refresh: { max: 120, windowMs: MINUTE, per: perAddress },
  // Password checks of the bundled provider's sign-in, counted only when the password was wrong (a right one is taken
  // back), in this order: the account from this address, the account from anywhere, this address for any account.
  // Someone guessing from a shared address runs out of their pair long before the address does, so the others behind it
  // still sign in; guessing from many addresses meets the account's spacing (1 s doubling to 15 min past 5) and its
  // ceiling of 100 a day.
  signInPair: { max: 10, windowMs: 15 * MINUTE, backoff: { free: 3, baseMs: SECOND, maxMs: MINUTE } },
  signInAccount: { max: 100, windowMs: 24 * HOUR, backoff: { free: 5, baseMs: SECOND, maxMs: 15 * MINUTE } },
  signInAddress: { max: 300, windowMs: 15 * MINUTE },
  idpSignUp: { max: 20, windowMs: MINUTE, per: perAddress },
  // Public and unauthenticated, and each call costs chain CPU: a balance and transfers screen sends about 5 requests.
  chainRpc: { max: 120, windowMs: MINUTE, per: perAddress },
  // Each invitation may send an e-mail: enough for a team being set up, not for a mailing.
  invite: { max: 60, windowMs: MINUTE, per: perAddress },
  // Opening and accepting an invitation link (its token is unguessable; this only slows a flood).
  invitationToken: { max: 60, windowMs: MINUTE, per: perAddress },
  // The person's own account as a whole: downloading all of their data, deleting it. Rare by nature, and each is heavy.
  account: { max: 10, windowMs: MINUTE, per: perAddress },
  // The public registry's reads (each route apart): searches cost a trigram scan; a visitor typing sends a few a second.
  registry: { max: 300, windowMs: MINUTE, per: perAddress },
  // Binding a wallet and asking for its challenge: no reason to be frequent.
  wallet: { max: 30, windowMs: MINUTE, per: perPerson, hook: 'preHandler' },
  // Certifying a report: the author signs each one by hand.
  certificateIssue: { max: 20, windowMs: MINUTE, per: perAddress },
  // Public verification by code (~2⁵⁰ codes): a verification page asks once; an unknown code costs 5, so guessing
  // gets 12 tries a minute from an address.
  certificateLookup: { max: 60, windowMs: MINUTE, per: perAddress, missCost: 5 },
  // The evidence files a certificate lists (up to 30 on one page), fetched by code and hash; a miss costs 10.
  certificateEvidence: { max: 600, windowMs: MINUTE, per: perAddress, missCost: 10 },
  // The public list of accredited verifiers and a verifier's page (/verificadores); an unknown address costs 5.
  verifierLookup: { max: 120, windowMs: MINUTE, per: perAddress, missCost: 5 },
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of REDIS_URL (null without one), for counters every instance must share; keys under config.redisKeyPrefix. */
    redis: Redis | null;
  }
}

/**
 * The process's rate limiter (server-kit/rate-limit.ts) on REDIS_URL, or in memory without it; every route's
 * `config: { rateLimit: rateLimits.x }` applies through it. A 429 answers in Portuguese with Retry-After.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const limiter = await createRateLimiter({
    redisUrl: app.config.redisUrl,
    prefix: app.config.redisKeyPrefix,
    log: app.log,
  });
  app.addHook('onClose', () => limiter.close());
  app.decorate('redis', limiter.redis);
  await app.register(limiterPlugin, { limiter });
});
