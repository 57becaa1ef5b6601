// Slows down password guessing on the IdP's sign-in: after a few failures for one e-mail (or one IP), every further
// attempt waits longer, doubling up to a cap. Counters live in this process's memory (a restart forgets them); the
// route's rate limit (Redis-backed when configured) is the shared, hard ceiling on top of this.

export interface ThrottleOptions {
  /** Failures allowed for one e-mail before attempts are slowed. */
  freeEmailFailures: number;
  /** Failures allowed from one IP before attempts are slowed (higher: many people share an IP). */
  freeIpFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this are forgotten. */
  windowMs: number;
  now?: () => number;
}

export const defaultThrottleOptions: ThrottleOptions = {
  freeEmailFailures: 3,
  freeIpFailures: 10,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  windowMs: 15 * 60 * 1000,
};

interface Counter {
  failures: number;
  lastFailure: number;
}

const MAX_KEYS = 50_000;

export class LoginThrottle {
  private readonly counters = new Map<string, Counter>();
  private readonly options: ThrottleOptions;
  private readonly now: () => number;

  constructor(options: Partial<ThrottleOptions> = {}) {
    this.options = { ...defaultThrottleOptions, ...options };
    this.now = this.options.now ?? Date.now;
  }

  /** How long to wait before checking this attempt's password. */
  delayFor(email: string, ip: string): number {
    return Math.max(
      this.delayOf(this.failures(`e:${email}`), this.options.freeEmailFailures),
      this.delayOf(this.failures(`i:${ip}`), this.options.freeIpFailures),
    );
  }

  recordFailure(email: string, ip: string): void {
    for (const key of [`e:${email}`, `i:${ip}`]) {
      const failures = this.failures(key) + 1;
      this.counters.delete(key); // re-insert so the Map's order stays oldest-first for eviction
      this.counters.set(key, { failures, lastFailure: this.now() });
    }
    while (this.counters.size > MAX_KEYS) {
      const oldest = this.counters.keys().next().value;
      if (oldest === undefined) break;
      this.counters.delete(oldest);
    }
  }

  recordSuccess(email: string): void {
    this.counters.delete(`e:${email}`);
  }

  private failures(key: string): number {
    const counter = this.counters.get(key);
    if (!counter) return 0;
    if (this.now() - counter.lastFailure > this.options.windowMs) {
      this.counters.delete(key);
      return 0;
    }
    return counter.failures;
  }

  private delayOf(failures: number, free: number): number {
    if (failures < free) return 0;
    return Math.min(this.options.baseDelayMs * 2 ** (failures - free), this.options.maxDelayMs);
  }
}
