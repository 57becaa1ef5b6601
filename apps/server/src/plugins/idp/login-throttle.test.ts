import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait up to a cap', () => {
    let now = 0;
    const throttle = new LoginThrottle({ now: () => now });
    const delays = [];
    for (let i = 0; i < 8; i++) {
      delays.push(throttle.delayFor('a@b.c', '10.0.0.1'));
      throttle.recordFailure('a@b.c', '10.0.0.1');
      now += 1000;
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 8000]);
  });

  it('counts per e-mail and per IP, forgets after the window, and a success clears the e-mail', () => {
    let now = 0;
    const throttle = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 3; i++) throttle.recordFailure('a@b.c', '10.0.0.1');
    expect(throttle.delayFor('a@b.c', '10.0.0.2')).toBe(500); // the e-mail, from anywhere
    expect(throttle.delayFor('x@b.c', '10.0.0.1')).toBe(0); // the IP has failures left
    for (let i = 0; i < 10; i++) throttle.recordFailure(`u${i}@b.c`, '10.0.0.9');
    expect(throttle.delayFor('new@b.c', '10.0.0.9')).toBeGreaterThan(0); // many e-mails from one IP

    throttle.recordSuccess('a@b.c');
    expect(throttle.delayFor('a@b.c', '10.0.0.2')).toBe(0);

    now += 16 * 60 * 1000;
    expect(throttle.delayFor('new@b.c', '10.0.0.9')).toBe(0);
  });
});
