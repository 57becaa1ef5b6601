import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

// Slows down password guessing on the IdP's sign-in: after a few failures, every further attempt waits longer,
// doubling up to a cap. Failures count per (account, IP) pair, so someone guessing from elsewhere, or a neighbour on
// the same shared IP, never slows the real owner down; one IP also has a ceiling of its own, far above what one person
// mistypes, against guessing many accounts from one address. Counters live in Redis when it is configured (every
// instance sees the same count), in this process's memory otherwise. The route's rate limit is the hard ceiling on top.

export interface ThrottleOptions {
  /** Failures allowed for one account from one IP before its attempts from that IP are slowed. */
  freePairFailures: number;
  /** Failures allowed from one IP, whatever the accounts, before every attempt from it is slowed. */
  freeIpFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  freePairFailures: 3,
  freeIpFailures: 100,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  windowMs: 15 * 60 * 1000,
};

/** Where failure counters live. */
export interface FailureStore {
  counts(keys: string[]): Promise<number[]>;
  /** Adds one failure to each key; each is forgotten `windowMs` after its last failure. */
  increment(keys: string[], windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_KEYS = 50_000;

/** One process's counters; the oldest are dropped past MAX_KEYS so a flood of addresses cannot exhaust memory. */
export class MemoryFailureStore implements FailureStore {
  private readonly counters = new Map<string, { failures: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async counts(keys: string[]): Promise<number[]> {
    return keys.map((key) => {
      const counter = this.counters.get(key);
      if (!counter) return 0;
      if (counter.expiresAt <= this.now()) {
        this.counters.delete(key);
        return 0;
      }
      return counter.failures;
    });
  }

  async increment(keys: string[], windowMs: number): Promise<void> {
    const current = await this.counts(keys);
    keys.forEach((key, i) => {
      this.counters.delete(key); // re-insert so the Map's order stays oldest-first for eviction
      this.counters.set(key, { failures: current[i]! + 1, expiresAt: this.now() + windowMs });
    });
    while (this.counters.size > MAX_KEYS) {
      const oldest = this.counters.keys().next().value;
      if (oldest === undefined) break;
      this.counters.delete(oldest);
    }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }
}

/** Counters shared by every instance: one Redis key each, expiring with the window. */
export class RedisFailureStore implements FailureStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async counts(keys: string[]): Promise<number[]> {
    const values = await this.redis.mget(keys.map((k) => this.prefix + k));
    return values.map((v) => Number(v ?? 0) || 0);
  }

  async increment(keys: string[], windowMs: number): Promise<void> {
    const multi = this.redis.multi();
    for (const key of keys) multi.incr(this.prefix + key).pexpire(this.prefix + key, windowMs);
    await multi.exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

// Keys carry no e-mail or address in the clear: the store (Redis) is not the place for personal data.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');
const pairKey = (email: string, ip: string) => `pair:${digest(`${email}\n${ip}`)}`;
const ipKey = (ip: string) => `ip:${digest(ip)}`;

export class LoginThrottle {
  private readonly options: ThrottleOptions;

  constructor(
    private readonly store: FailureStore = new MemoryFailureStore(),
    options: Partial<ThrottleOptions> = {},
    /** Told when the store fails; the throttle then lets the attempt through (the rate limit still applies). */
    private readonly onStoreError: (err: Error) => void = () => {},
  ) {
    this.options = { ...defaultThrottleOptions, ...options };
  }

  /** How long to wait before checking this attempt's password. */
  async delayFor(email: string, ip: string): Promise<number> {
    const [pair = 0, fromIp = 0] = await this.guard(() => this.store.counts([pairKey(email, ip), ipKey(ip)]), []);
    return Math.max(this.delayOf(pair, this.options.freePairFailures), this.delayOf(fromIp, this.options.freeIpFailures));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.guard(() => this.store.increment([pairKey(email, ip), ipKey(ip)], this.options.windowMs), undefined);
  }

  /** The owner got in: their pair starts afresh (the IP's count stays, so guessing cannot be laundered). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.guard(() => this.store.reset(pairKey(email, ip)), undefined);
  }

  private async guard<T>(action: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await action();
    } catch (err) {
      this.onStoreError(err as Error);
      return fallback;
    }
  }

  private delayOf(failures: number, free: number): number {
    if (failures < free) return 0;
    return Math.min(this.options.baseDelayMs * 2 ** (failures - free), this.options.maxDelayMs);
  }
}
