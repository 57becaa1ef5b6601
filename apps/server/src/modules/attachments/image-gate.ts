import { TooManyRequestsError } from '@raiz/server-kit/rate-limit';

// Decoding an image costs memory in proportion to its pixels, not its bytes: a 157 KB PNG of 7000×7000 decodes to
// ~150 MB, and ten at once took the server past 5 GB (docs/evidence.md#upload). So image processing goes through one
// gate per process: at most `perPerson` images of one person at a time (more answers 429 at once, with Retry-After),
// at most `global` of everyone's (the next ones wait their turn, up to `maxWaiting`; past that, 429).

export interface ImageGateOptions {
  global: number;
  perPerson: number;
  maxWaiting: number;
  /** The Retry-After of a refusal, in seconds. */
  retryAfterSeconds: number;
}

export const imageGateDefaults: ImageGateOptions = { global: 2, perPerson: 1, maxWaiting: 16, retryAfterSeconds: 5 };

export class ImageGate {
  /** Images being processed now, and the most there ever were at once (metrics, tests). */
  active = 0;
  peak = 0;
  private readonly byPerson = new Map<string, number>();
  private readonly waiting: (() => void)[] = [];

  constructor(readonly options: ImageGateOptions = imageGateDefaults) {}

  /** How many are waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` when the person and the process have room; refuses (429) at once when they will not soon. */
  async run<T>(person: string, work: () => Promise<T>): Promise<T> {
    const mine = this.byPerson.get(person) ?? 0;
    const full = this.active >= this.options.global;
    if (mine >= this.options.perPerson || (full && this.waiting.length >= this.options.maxWaiting)) {
      throw new TooManyRequestsError(this.options.retryAfterSeconds);
    }
    this.byPerson.set(person, mine + 1);
    try {
      if (full) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else this.active += 1;
      this.peak = Math.max(this.peak, this.active);
      try {
        return await work();
      } finally {
        // The turn passes straight to the next in line, so `active` never dips while someone waits.
        const next = this.waiting.shift();
        if (next) next();
        else this.active -= 1;
      }
    } finally {
      const left = (this.byPerson.get(person) ?? 1) - 1;
      if (left > 0) this.byPerson.set(person, left);
      else this.byPerson.delete(person);
    }
  }
}

/** The process's gate: memory is the process's. */
export const imageGate = new ImageGate();
