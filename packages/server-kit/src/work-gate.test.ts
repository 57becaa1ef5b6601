import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from './rate-limit.ts';
import { WorkGate } from './work-gate.ts';

const options = { budget: 10, queue: 2, perKey: 2, retryAfterSeconds: 5, message: 'Aguarde.' };

/** A work that runs until released, noting when it started. */
function pending(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkGate', () => {
  it('runs works together while their costs fit the budget, the rest in order when room is made', async () => {
    const gate = new WorkGate({ ...options, perKey: 9, queue: 9 });
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((n) => pending(log, n));
    const runs = [
      gate.run('1', 6, a!.work),
      gate.run('2', 4, b!.work),
      gate.run('3', 3, c!.work),
      gate.run('4', 1, d!.work),
    ];
    await tick();
    // a + b fill the budget; d would fit but waits behind c: first come, first served.
    expect(log).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 10, waiting: 2 });
    b!.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    a!.finish();
    c!.finish();
    d!.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(gate.peak).toBe(10);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('runs a work costing more than the budget alone', async () => {
    const gate = new WorkGate({ ...options, perKey: 9 });
    const log: string[] = [];
    const [huge, small] = [pending(log, 'huge'), pending(log, 'small')];
    const runs = [gate.run('1', 25, huge.work), gate.run('2', 1, small.work)];
    await tick();
    expect(log).toEqual(['huge']);
    huge.finish();
    await tick();
    expect(log).toEqual(['huge', 'small']);
    small.finish();
    await Promise.all(runs);
  });

  it('refuses with 429 and the wait past the line or past a key’s works in flight; a failed work frees its room', async () => {
    const gate = new WorkGate(options);
    const log: string[] = [];
    const works = ['a', 'b', 'c'].map((n) => pending(log, n));
    const runs = [
      gate.run('x', 10, works[0]!.work),
      gate.run('y', 10, works[1]!.work),
      gate.run('z', 10, works[2]!.work),
    ];
    await tick();
    // The line holds two: a fourth is refused at once.
    const refused = await gate.run('w', 1, async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 5, message: 'Aguarde.' });
    works.forEach((w) => w.finish());
    await Promise.all(runs);

    const one = pending(log, 'one');
    const first = gate.run('k', 1, one.work);
    const second = gate.run('k', 1, async () => 'second');
    expect(await second).toBe('second');
    const third = pending(log, 'third');
    const running = gate.run('k', 1, third.work);
    // k has two in flight: a third is refused though the budget has room.
    await expect(gate.run('k', 1, async () => 'no')).rejects.toBeInstanceOf(TooManyRequestsError);
    one.finish();
    third.finish();
    await Promise.all([first, running]);

    await expect(gate.run('k', 5, () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run('k', 10, async () => 'again')).toBe('again');
  });
});
