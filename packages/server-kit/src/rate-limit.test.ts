import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import {
  createRateLimiter,
  defineRateLimits,
  RateLimiter,
  rateLimitPlugin,
  SECOND,
  TooManyRequestsError,
  type RateLimit,
} from './rate-limit.ts';
import { startThrowawayRedis, throwawayRedisUnavailable, type ThrowawayRedis } from './throwaway-redis.ts';

const limits = defineRateLimits({
  five: { max: 5, windowMs: 60 * SECOND },
  spaced: { max: 50, windowMs: 60 * SECOND, backoff: { free: 2, baseMs: 1000, maxMs: 4000 } },
  short: { max: 2, windowMs: 300 },
  salt: { max: 3, windowMs: 60 * SECOND, whenStoreDown: 'refuse' },
});

function logged() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines, errors: () => lines.filter((l) => l.level >= 50).map((l) => l.msg) };
}

const reply = () => {
  const headers: Record<string, unknown> = {};
  return { headers, header: (name: string, value: unknown) => (headers[name] = value) } as unknown as FastifyReply & {
    headers: Record<string, unknown>;
  };
};
const request = {} as FastifyRequest;

async function allowedOf(limiter: RateLimiter, limit: RateLimit, key: string, times: number) {
  const outcomes = [];
  for (let i = 0; i < times; i++) outcomes.push((await limiter.hit(limit, key)).allowed);
  return outcomes;
}

/** The same behaviour whichever store counts. */
function behaves(make: () => Promise<RateLimiter>, pause: (ms: number) => Promise<void>) {
  it('allows up to the limit per key, then refuses until the window ends', async () => {
    const limiter = await make();
    expect(await allowedOf(limiter, limits.five, 'a', 7)).toEqual([true, true, true, true, true, false, false]);
    expect((await limiter.hit(limits.five, 'b')).allowed).toBe(true);
    const refused = await limiter.hit(limits.five, 'a');
    expect(refused.retryAfterMs).toBeGreaterThan(50 * SECOND);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60 * SECOND);
    expect(await allowedOf(limiter, limits.short, 'c', 3)).toEqual([true, true, false]);
    await pause(400);
    expect(await allowedOf(limiter, limits.short, 'c', 1)).toEqual([true]);
  });

  it('spaces hits past the free ones, doubling the wait; a refund lifts it', async () => {
    const limiter = await make();
    expect(await allowedOf(limiter, limits.spaced, 'k', 4)).toEqual([true, true, true, false]);
    const waiting = await limiter.hit(limits.spaced, 'k');
    expect(waiting.retryAfterMs).toBeGreaterThan(800);
    expect(waiting.retryAfterMs).toBeLessThanOrEqual(1000);
    await limiter.refund(limits.spaced, 'k');
    expect((await limiter.hit(limits.spaced, 'k')).allowed).toBe(true);
    // Once the wait is over, the next hit is allowed and the one after waits twice as long.
    await pause(1100);
    expect((await limiter.hit(limits.spaced, 'k')).allowed).toBe(true);
    const longer = await limiter.hit(limits.spaced, 'k');
    expect(longer.allowed).toBe(false);
    expect(longer.retryAfterMs).toBeGreaterThan(1800);
    expect(longer.retryAfterMs).toBeLessThanOrEqual(2000);
  });

  it('adds a penalty whatever the limit, and throws 429 with Retry-After through enforce', async () => {
    const limiter = await make();
    await limiter.penalize(limits.five, 'p', 4);
    const r = reply();
    await limiter.enforce(request, r, [[limits.five, 'p']]);
    expect(r.headers['x-ratelimit-remaining']).toBe(0);
    const refusal = await limiter.enforce(request, r, [[limits.five, 'p']]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect((refusal as AppError).status).toBe(429);
    expect((refusal as AppError).message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('charges a miss before its 404 goes out: a client sending each guess once answered never outruns the counter', async () => {
    const limiter = await make();
    // The penalty's trip to the store, made slow: had the 404 gone out first, the next guess would be counted before it.
    const penalize = limiter.penalize.bind(limiter);
    limiter.penalize = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return penalize(...args);
    };
    const { guess } = defineRateLimits({
      guess: { max: 10, windowMs: 60 * SECOND, per: () => 'guesser', missCost: 5 },
    });
    const app = Fastify();
    await app.register(rateLimitPlugin, { limiter });
    app.get('/codes/:code', { config: { rateLimit: guess } }, async (_request, answer) => answer.status(404).send({}));
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.inject(`/codes/${i}`)).statusCode);
      expect(statuses).toEqual([404, 404, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('takes back the hits of a request that a later limit refuses', async () => {
    const limiter = await make();
    for (let i = 0; i < 3; i++) await limiter.hit(limits.salt, 'full');
    for (let i = 0; i < 3; i++) {
      await expect(limiter.enforce(request, reply(), [[limits.five, 'first'], [limits.salt, 'full']])).rejects.toThrow();
    }
    expect(await allowedOf(limiter, limits.five, 'first', 6)).toEqual([true, true, true, true, true, false]);
  });
}

describe('rate limiter in memory', () => {
  let now = 0;
  behaves(
    async () => new RateLimiter({ log: logged().log, now: () => now }),
    async (ms) => {
      now += ms;
    },
  );
});

// These tests need a redis-server of their own (Debian's redis-server, on every machine of this kind): fail, never skip.
const noRedis = throwawayRedisUnavailable();
if (noRedis) throw new Error(noRedis);

describe('rate limiter in Redis', () => {
  let redis: ThrowawayRedis;
  const open: RateLimiter[] = [];
  const limiterOn = async (url: string, log = logged().log, prefix = `t${randomBytes(4).toString('hex')}:`) => {
    const limiter = await createRateLimiter({ redisUrl: url, prefix, log });
    open.push(limiter);
    return limiter;
  };
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  });
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    await redis?.stop();
  });

  // Each test its own prefix, as each would be a fresh deployment.
  behaves(
    () => limiterOn(redis.url(5)),
    (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  );

  it('counts atomically across instances: 60 hits at once from two limiters, exactly the limit allowed', async () => {
    const prefix = `shared-${randomBytes(4).toString('hex')}:`;
    const [one, two] = [await limiterOn(redis.url(5), undefined, prefix), await limiterOn(redis.url(5), undefined, prefix)];
    const wide = { ...limits.five, max: 20 };
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).hit(wide, 'together')));
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(20);
    // No address or e-mail in the clear in Redis, and the counter expires with its window.
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url(5));
    const keys = await client.keys(`${prefix}*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('together');
    expect(await client.pttl(keys[0]!)).toBeGreaterThan(50 * SECOND);
    client.disconnect();
  });

  it('holds its limits when Redis stops mid-run: counted in the process, salt refused with 503, logged once', async () => {
    const own = await startThrowawayRedis();
    const { log, errors, lines } = logged();
    const limiter = await limiterOn(own.url(5), log);
    expect(await allowedOf(limiter, limits.five, 'x', 2)).toEqual([true, true]);
    expect((await limiter.hit(limits.salt, 'ana')).allowed).toBe(true);
    await own.stop();
    // The same numbers, in this process (its count starts afresh).
    expect(await allowedOf(limiter, limits.five, 'x', 7)).toEqual([true, true, true, true, true, false, false]);
    const refused = await limiter.hit(limits.salt, 'ana').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(await limiter.ready()).toBe(false);
    for (let i = 0; i < 20; i++) await limiter.hit(limits.five, `y${i}`);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toMatch(/^rate-limit store unavailable: Redis at 127\.0\.0\.1:\d+ \(/);

    await own.start();
    await expect.poll(() => limiter.ready(), { timeout: 10_000, interval: 200 }).toBe(true);
    expect(lines.filter((l) => l.msg.startsWith('rate-limit store available again'))).toHaveLength(1);
    expect((await limiter.hit(limits.salt, 'ana')).allowed).toBe(true);
    await own.stop();
  });

  it('fails closed when REDIS_URL points at nothing from the start', async () => {
    const { log, errors } = logged();
    const closed = await startThrowawayRedis();
    await closed.stop();
    const limiter = await limiterOn(closed.url(5), log);
    expect(await allowedOf(limiter, limits.five, 'z', 6)).toEqual([true, true, true, true, true, false]);
    await expect(limiter.hit(limits.salt, 'z')).rejects.toMatchObject({ status: 503 });
    expect(errors()).toHaveLength(1);
  });
});
