// The one rate-limit mechanism of both API processes (docs/ARCHITECTURE.md, "Rate limits"). Each API declares its
// limits in one table (defineRateLimits); routes opt in with `config: { rateLimit }`, and code that counts something
// other than a request (a password check, a salt read) calls the limiter with its own key.
//
// Counting: a fixed window per key — the first hit starts it, every hit adds its cost, and the counter is forgotten
// when the window ends. A limit may also space hits out: past `backoff.free` hits in the window, each further one must
// wait baseMs·2^(n−free−1) (capped at maxMs) after the previous one, so guessing slows down to a crawl while a person
// who mistypes twice never notices. Hits refused are not counted.
//
// Where: in Redis when REDIS_URL is set (one Lua script per hit, atomic, shared by every instance), in this process's
// memory otherwise. Failing closed: while Redis cannot be reached, a limit counts in this process with the same numbers
// (`whenStoreDown: 'local'`) or refuses with 503 (`'refuse'`, the salt routes), and the outage is logged once, not per
// request. Keys are hashed: no e-mail or address reaches the store in the clear.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { errorCodes, serviceUnavailableMessage } from '@raiz/domain';
import { AppError } from './app-error.ts';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export interface Backoff {
  /** Hits in the window that need no spacing. */
  free: number;
  /** The wait after the first hit past `free`; it doubles with each further hit. */
  baseMs: number;
  maxMs: number;
}

export type LimitHook = 'onRequest' | 'preValidation' | 'preHandler';

export interface RateLimit {
  /** The counter's name in the store (the key in its table). */
  name: string;
  max: number;
  windowMs: number;
  backoff?: Backoff;
  /** With REDIS_URL set and Redis unreachable: count in this process ('local') or answer 503 ('refuse'). */
  whenStoreDown: 'local' | 'refuse';
  /** For a route limit: what a request is counted by (its address, its person…). */
  per?: (request: FastifyRequest) => string;
  /** For a route limit: when it counts; 'preHandler' once the person is known. Default 'onRequest'. */
  hook?: LimitHook;
  /** For a route limit: what a 404 answer costs in all (a miss is what guessing looks like). Default 1. */
  missCost?: number;
}

export type RateLimitSpec = Omit<RateLimit, 'name' | 'whenStoreDown'> & Partial<Pick<RateLimit, 'whenStoreDown'>>;

/** An API's table of limits: each entry named by its key, counting in this process when Redis is down unless told. */
export function defineRateLimits<T extends Record<string, RateLimitSpec>>(specs: T): { [K in keyof T]: RateLimit } {
  return Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, { whenStoreDown: 'local', ...spec, name }]),
  ) as { [K in keyof T]: RateLimit };
}

/** What a request is counted by, for per-address limits (the client IP, as TRUST_PROXY lets Fastify read it). */
export const perAddress = (request: FastifyRequest) => request.ip;

export interface Decision {
  allowed: boolean;
  /** Hits counted in the window, this one included when allowed. */
  count: number;
  /** Until the window ends. */
  resetMs: number;
  /** When refused: how long until a hit can be allowed. */
  retryAfterMs: number;
}

type Counting = Pick<RateLimit, 'max' | 'windowMs' | 'backoff'>;

/** Where counters live. `force` adds the cost whatever the limit (a penalty after the fact). */
export interface LimitStore {
  hit(key: string, limit: Counting, cost: number, force: boolean): Promise<Decision>;
  /** Takes back hits that turned out not to be what the limit counts (a password that was right). */
  refund(key: string, cost: number): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

function waitAfter(count: number, backoff: Backoff | undefined): number {
  if (!backoff || count <= backoff.free) return 0;
  return Math.min(backoff.baseMs * 2 ** (count - backoff.free - 1), backoff.maxMs);
}

/** Counters in this process; past MAX_MEMORY_KEYS the expired, then the least recently hit, are dropped. */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, { count: number; nextAt: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string) {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= this.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return counter;
  }

  async hit(key: string, limit: Counting, cost: number, force: boolean): Promise<Decision> {
    const now = this.now();
    const counter = this.current(key) ?? { count: 0, nextAt: 0, expiresAt: now + limit.windowMs };
    const resetMs = counter.expiresAt - now;
    if (!force) {
      if (counter.count + cost > limit.max) return { allowed: false, count: counter.count, resetMs, retryAfterMs: resetMs };
      if (counter.nextAt > now) return { allowed: false, count: counter.count, resetMs, retryAfterMs: counter.nextAt - now };
    }
    counter.count += cost;
    const wait = waitAfter(counter.count, limit.backoff);
    if (wait) counter.nextAt = now + wait;
    // Re-inserted, so the Map's order stays least recently hit first.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > MAX_MEMORY_KEYS) this.evict();
    return { allowed: true, count: counter.count, resetMs, retryAfterMs: 0 };
  }

  async refund(key: string, cost: number): Promise<void> {
    const counter = this.current(key);
    if (!counter) return;
    counter.count = Math.max(0, counter.count - cost);
    counter.nextAt = 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private evict() {
    const now = this.now();
    for (const [key, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(key);
    for (const key of this.counters.keys()) {
      if (this.counters.size <= MAX_MEMORY_KEYS) break;
      this.counters.delete(key);
    }
  }
}

// One hash per key: n (hits counted), at (the earliest time of the next hit, ms). The window is the key's TTL, set when
// the key is made; Redis's own clock, so every instance agrees.
const hitScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local max, window, cost, force = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4] == '1'
local free, base, cap = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local ttl = redis.call('PTTL', KEYS[1])
local count, nextAt = 0, 0
if ttl > 0 then
  count = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
  nextAt = tonumber(redis.call('HGET', KEYS[1], 'at') or '0')
else
  redis.call('DEL', KEYS[1])
  ttl = window
end
if not force then
  if count + cost > max then return {0, count, ttl, ttl} end
  if nextAt > now then return {0, count, ttl, nextAt - now} end
end
count = count + cost
redis.call('HSET', KEYS[1], 'n', count)
if free >= 0 and count > free then
  redis.call('HSET', KEYS[1], 'at', now + math.min(base * 2 ^ (count - free - 1), cap))
end
if ttl == window then redis.call('PEXPIRE', KEYS[1], window) end
return {1, count, ttl, 0}
`;

const refundScript = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0') - tonumber(ARGV[1])
redis.call('HSET', KEYS[1], 'n', math.max(n, 0))
redis.call('HDEL', KEYS[1], 'at')
return 1
`;

type LimitCommands = Redis & {
  raizLimitHit(key: string, ...args: (string | number)[]): Promise<[number, number, number, number]>;
  raizLimitRefund(key: string, cost: number): Promise<number>;
};

/** Counters every instance shares: one Redis hash per key, under the deployment's prefix. */
export class RedisLimitStore implements LimitStore {
  private readonly redis: LimitCommands;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('raizLimitHit', { numberOfKeys: 1, lua: hitScript });
    redis.defineCommand('raizLimitRefund', { numberOfKeys: 1, lua: refundScript });
    this.redis = redis as LimitCommands;
  }

  async hit(key: string, limit: Counting, cost: number, force: boolean): Promise<Decision> {
    const { free, baseMs, maxMs } = limit.backoff ?? { free: -1, baseMs: 0, maxMs: 0 };
    const [allowed, count, resetMs, retryAfterMs] = await this.redis.raizLimitHit(
      this.prefix + key,
      limit.max,
      limit.windowMs,
      cost,
      force ? '1' : '0',
      free,
      baseMs,
      maxMs,
    );
    return { allowed: allowed === 1, count, resetMs, retryAfterMs };
  }

  async refund(key: string, cost: number): Promise<void> {
    await this.redis.raizLimitRefund(this.prefix + key, cost);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 32);

export const tooManyRequestsMessage = 'Muitas tentativas. Aguarde um pouco e tente novamente.';

/** A refusal by a limit: 429 with the time to wait (Retry-After, in seconds). */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = tooManyRequestsMessage,
  ) {
    super(errorCodes.tooManyRequests, message);
  }
}

export const isTooManyRequests = (error: unknown): error is TooManyRequestsError => error instanceof TooManyRequestsError;

export interface RateLimiterOptions {
  /** A connected (or connecting) ioredis client, or none: counters in memory. */
  redis?: Redis | null;
  /** Key prefix of this deployment in Redis (REDIS_KEY_PREFIX). */
  prefix?: string;
  log: FastifyBaseLogger;
  /** How the logs name the Redis server (host:port, never the URL: it may carry a password). */
  redisName?: string;
  /** The clock of the in-memory counters (tests). */
  now?: () => number;
}

/** The limiter of one process: Redis when given one, this process's memory otherwise or while Redis is down. */
export class RateLimiter {
  readonly redis: Redis | null;
  private readonly local: MemoryLimitStore;
  private readonly shared: RedisLimitStore | undefined;
  private readonly log: FastifyBaseLogger;
  private readonly redisName: string;
  private down = false;

  constructor(options: RateLimiterOptions) {
    this.redis = options.redis ?? null;
    this.local = new MemoryLimitStore(options.now);
    this.shared = this.redis ? new RedisLimitStore(this.redis, `${options.prefix ?? ''}rate-limit:`) : undefined;
    this.log = options.log;
    this.redisName = options.redisName ?? 'Redis';
  }

  /** True while the shared store is known to be unreachable. */
  get storeDown(): boolean {
    return this.down;
  }

  /** Counts one hit (or `cost`) of `key` against `limit`. */
  hit(limit: RateLimit, key: string, cost = 1): Promise<Decision> {
    return this.use(limit, (store) => store.hit(`${limit.name}:${digest(key)}`, limit, cost, false));
  }

  /** Adds `cost` whatever the limit: a hit found, after the fact, to be worth more (a miss). */
  async penalize(limit: RateLimit, key: string, cost: number): Promise<void> {
    await this.use(limit, (store) => store.hit(`${limit.name}:${digest(key)}`, limit, cost, true)).catch(() => {});
  }

  /** Takes a hit back (it was not what the limit counts) and lifts any wait it set. */
  async refund(limit: RateLimit, key: string, cost = 1): Promise<void> {
    await this.use(limit, (store) => store.refund(`${limit.name}:${digest(key)}`, cost)).catch(() => {});
  }

  async reset(limit: RateLimit, key: string): Promise<void> {
    await this.use(limit, (store) => store.reset(`${limit.name}:${digest(key)}`)).catch(() => {});
  }

  /**
   * Counts the request against each limit in turn, and throws at the first that refuses (429 with Retry-After, or 503
   * when that limit refuses while Redis is down). The hits already counted for this request are taken back, so what a
   * later limit refuses costs nothing against the earlier ones. The last limit's figures go out as X-RateLimit-*.
   */
  async enforce(request: FastifyRequest, reply: FastifyReply, checks: [RateLimit, string][]): Promise<void> {
    const counted: [RateLimit, string][] = [];
    for (const [limit, key] of checks) {
      const decision = await this.hit(limit, key).catch(async (error: unknown) => {
        await Promise.all(counted.map(([l, k]) => this.refund(l, k)));
        throw error;
      });
      if (!decision.allowed) {
        await Promise.all(counted.map(([l, k]) => this.refund(l, k)));
        const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
        reply.header('retry-after', seconds);
        throw new TooManyRequestsError(seconds);
      }
      counted.push([limit, key]);
      reply.header('x-ratelimit-limit', limit.max);
      reply.header('x-ratelimit-remaining', Math.max(0, limit.max - decision.count));
      reply.header('x-ratelimit-reset', Math.ceil(decision.resetMs / 1000));
    }
  }

  /** Whether the shared store answers (true without one); for /readyz. */
  async ready(timeoutMs = 1500): Promise<boolean> {
    if (!this.redis) return true;
    try {
      await withTimeout(this.redis.ping(), timeoutMs);
      this.storeAnswered();
      return true;
    } catch (error) {
      this.storeFailed(error);
      return false;
    }
  }

  /** Told by the Redis client's own events too: a connection error is an outage, being ready again is its end. */
  storeFailed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const code = (error as { code?: unknown }).code;
    const reason = typeof code === 'string' ? code : String((error as Error).message ?? error).slice(0, 120);
    this.log.error(
      `rate-limit store unavailable: Redis at ${this.redisName} (${reason}); limits count in this process, salt reads refused, until it answers`,
    );
  }

  storeAnswered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.warn(`rate-limit store available again: Redis at ${this.redisName}; limits count in Redis`);
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  private async use<T>(limit: RateLimit, action: (store: LimitStore) => Promise<T>): Promise<T> {
    if (!this.shared) return action(this.local);
    try {
      const result = await action(this.shared);
      this.storeAnswered();
      return result;
    } catch (error) {
      this.storeFailed(error);
      if (limit.whenStoreDown === 'refuse') throw new AppError(errorCodes.serviceUnavailable, serviceUnavailableMessage);
      return action(this.local);
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A limiter on REDIS_URL (ioredis, loaded only then: it costs half a second of start-up), or in memory without one.
 * Commands fail at once while disconnected (no offline queue) and after a second when Redis hangs, so an outage
 * never holds a request; the client reconnects by itself.
 */
export async function createRateLimiter(options: {
  redisUrl?: string;
  prefix?: string;
  log: FastifyBaseLogger;
}): Promise<RateLimiter> {
  if (!options.redisUrl) return new RateLimiter({ log: options.log });
  const { Redis: RedisClient } = await import('ioredis');
  const url = new URL(options.redisUrl);
  const redis = new RedisClient(options.redisUrl, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  const limiter = new RateLimiter({ redis, prefix: options.prefix, log: options.log, redisName: url.host });
  // The first requests must not find the client still connecting (no offline queue): wait for it, a moment at most.
  let firstError: unknown = Object.assign(new Error('no answer'), { code: 'ETIMEDOUT' });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    const settle = (error?: unknown) => {
      if (error) firstError = error;
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', () => settle());
    redis.once('error', settle);
  });
  redis.on('error', (error: unknown) => limiter.storeFailed(error));
  redis.on('ready', () => limiter.storeAnswered());
  if (redis.status !== 'ready') limiter.storeFailed(firstError);
  return limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one rate limiter of this process (server-kit/rate-limit.ts). */
    rateLimiter: RateLimiter;
  }
  interface FastifyContextConfig {
    /** This route's limit(s), from the API's table; each needs `per`. */
    rateLimit?: RateLimit | RateLimit[];
  }
}

function keyOf(limit: RateLimit, request: FastifyRequest): string {
  if (!limit.per) throw new Error(`rate limit ${limit.name} has no \`per\`: it cannot be a route limit`);
  return limit.per(request);
}

/**
 * The limiter as a Fastify plugin: decorates `rateLimiter` and applies every route's `config.rateLimit` (registered
 * before the routes). A 429 answers in the documented error shape with Retry-After; a 404 answer costs `missCost`.
 */
export const rateLimitPlugin = fp(
  async function rateLimitPlugin(app: FastifyInstance, options: { limiter: RateLimiter }) {
    const { limiter } = options;
    app.decorate('rateLimiter', limiter);
    app.addHook('onRoute', (route: RouteOptions) => {
      const configured = route.config?.rateLimit;
      if (!configured) return;
      const limits = Array.isArray(configured) ? configured : [configured];
      for (const hook of ['onRequest', 'preValidation', 'preHandler'] as const) {
        const here = limits.filter((l) => (l.hook ?? 'onRequest') === hook);
        if (!here.length) continue;
        const handler = async (request: FastifyRequest, reply: FastifyReply) =>
          limiter.enforce(request, reply, here.map((l) => [l, keyOf(l, request)]));
        const existing = route[hook];
        route[hook] = (existing ? [...(Array.isArray(existing) ? existing : [existing]), handler] : [handler]) as never;
      }
      // A miss is charged before its 404 goes out (onSend), not after (onResponse): a client that sends its next guess
      // as soon as an answer arrives — to another instance, say — would otherwise be counted before the penalty of
      // the previous one reached Redis, and get more tries than the limit says.
      const missing = limits.filter((l) => (l.missCost ?? 1) > 1);
      if (missing.length) {
        const onMiss = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode === 404) {
            await Promise.all(missing.map((l) => limiter.penalize(l, keyOf(l, request), l.missCost! - 1)));
          }
          return payload;
        };
        const existing = route.onSend;
        route.onSend = (existing ? [...(Array.isArray(existing) ? existing : [existing]), onMiss] : [onMiss]) as never;
      }
    });
  },
  { name: 'raiz-rate-limit' },
);
