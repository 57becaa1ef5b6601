import { TooManyRequestsError } from './rate-limit.ts';

// Bounds work whose cost is known before it starts and is paid in this process's memory (decoding an image costs
// about 4 bytes a pixel): the works running at once cost at most `budget` together (one work costing more than the
// budget runs alone), the rest wait in order, at most `queue` of them; one key (a person) has at most `perKey` works in
// flight, running or waiting. Past either bound the call is refused at once with 429 and Retry-After, instead of
// piling up memory until the process swaps. Rate limits (rate-limit.ts) count requests over time across instances;
// this counts work in flight in one process, which is what its memory depends on.

export interface WorkGateOptions {
  budget: number;
  queue: number;
  perKey: number;
  retryAfterSeconds: number;
  /** The 429's message, in Portuguese. */
  message: string;
}

export class WorkGate {
  private used = 0;
  private readonly waiting: { cost: number; start: () => void }[] = [];
  private readonly inFlight = new Map<string, number>();
  /** The most cost ever running at once (for tests and metrics). */
  peak = 0;

  constructor(private readonly options: WorkGateOptions) {}

  /** Cost running now, and works waiting. */
  get load() {
    return { running: this.used, waiting: this.waiting.length };
  }

  async run<T>(key: string, cost: number, work: () => Promise<T>): Promise<T> {
    const { queue, perKey, retryAfterSeconds, message } = this.options;
    const mine = this.inFlight.get(key) ?? 0;
    const mustWait = !this.fits(cost);
    if (mine >= perKey || (mustWait && this.waiting.length >= queue)) {
      throw new TooManyRequestsError(retryAfterSeconds, message);
    }
    this.inFlight.set(key, mine + 1);
    try {
      if (mustWait) await new Promise<void>((start) => this.waiting.push({ cost, start }));
      else this.take(cost);
      try {
        return await work();
      } finally {
        this.release(cost);
      }
    } finally {
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    }
  }

  /** Whether a work of this cost may start now: nobody waits before it, and it fits (or nothing runs). */
  private fits(cost: number) {
    return this.waiting.length === 0 && (this.used === 0 || this.used + cost <= this.options.budget);
  }

  private take(cost: number) {
    this.used += cost;
    this.peak = Math.max(this.peak, this.used);
  }

  private release(cost: number) {
    this.used -= cost;
    // First come, first served: the next in line starts when it fits, and nobody overtakes it.
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (this.used !== 0 && this.used + next.cost > this.options.budget) break;
      this.waiting.shift();
      this.take(next.cost);
      next.start();
    }
  }
}
