import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionUid, TestBrowser } from '../../modules/auth/test-browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LoginThrottle, MemoryFailureStore, RedisFailureStore, type FailureStore } from './login-throttle.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000);
    socket.on('connect', () => done(true)).on('error', () => done(false)).on('timeout', () => done(false));
  });
}
const hasRedis = await redisAnswers(REDIS_URL);
if (!hasRedis) console.warn(`Redis not reachable at ${REDIS_URL}: skipping the shared-counter tests of the sign-in throttle.`);

/** The same behaviour, whatever the store. */
function behaves(makeStore: () => FailureStore) {
  it('lets the first failures through, then doubles the wait up to a cap', async () => {
    const throttle = new LoginThrottle(makeStore());
    const delays = [];
    for (let i = 0; i < 8; i++) {
      delays.push(await throttle.delayFor('a@b.c', '10.0.0.1'));
      await throttle.recordFailure('a@b.c', '10.0.0.1');
    }
    expect(delays).toEqual([0, 0, 0, 500, 1000, 2000, 4000, 8000]);
  });

  it('never slows the owner for failures on their account from another IP, nor for a neighbour on the same IP', async () => {
    const throttle = new LoginThrottle(makeStore());
    // Someone guessing ana's password from elsewhere.
    for (let i = 0; i < 20; i++) await throttle.recordFailure('ana@raiz.dev', '203.0.113.7');
    expect(await throttle.delayFor('ana@raiz.dev', '203.0.113.7')).toBe(8000);
    // Ana at her office, whose shared IP also carries a colleague mistyping their own password a dozen times.
    for (let i = 0; i < 12; i++) await throttle.recordFailure('colega@raiz.dev', '198.51.100.1');
    expect(await throttle.delayFor('ana@raiz.dev', '198.51.100.1')).toBe(0);
    // Ana mistypes twice and gets in: her pair starts afresh.
    await throttle.recordFailure('ana@raiz.dev', '198.51.100.1');
    await throttle.recordFailure('ana@raiz.dev', '198.51.100.1');
    await throttle.recordSuccess('ana@raiz.dev', '198.51.100.1');
    await throttle.recordFailure('ana@raiz.dev', '198.51.100.1');
    expect(await throttle.delayFor('ana@raiz.dev', '198.51.100.1')).toBe(0);
  });

  it('slows every attempt from an IP that fails far more than people do (many accounts guessed)', async () => {
    const throttle = new LoginThrottle(makeStore());
    for (let i = 0; i < 99; i++) await throttle.recordFailure(`pessoa${i}@raiz.dev`, '192.0.2.9');
    expect(await throttle.delayFor('nova@raiz.dev', '192.0.2.9')).toBe(0);
    await throttle.recordFailure('pessoa99@raiz.dev', '192.0.2.9');
    expect(await throttle.delayFor('nova@raiz.dev', '192.0.2.9')).toBe(500);
    expect(await throttle.delayFor('nova@raiz.dev', '192.0.2.10')).toBe(0);
  });
}

describe('sign-in throttle, in memory', () => {
  behaves(() => new MemoryFailureStore());

  it('forgets failures a window after the last one', async () => {
    let now = 0;
    const throttle = new LoginThrottle(new MemoryFailureStore(() => now));
    for (let i = 0; i < 3; i++) await throttle.recordFailure('a@b.c', '10.0.0.1');
    expect(await throttle.delayFor('a@b.c', '10.0.0.1')).toBe(500);
    now += 14 * 60 * 1000;
    await throttle.recordFailure('a@b.c', '10.0.0.1');
    now += 14 * 60 * 1000;
    expect(await throttle.delayFor('a@b.c', '10.0.0.1')).toBe(1000);
    now += 2 * 60 * 1000;
    expect(await throttle.delayFor('a@b.c', '10.0.0.1')).toBe(0);
  });

  it('lets attempts through when the store fails, and says so', async () => {
    const errors: string[] = [];
    const broken: FailureStore = {
      counts: () => Promise.reject(new Error('down')),
      increment: () => Promise.reject(new Error('down')),
      reset: () => Promise.reject(new Error('down')),
    };
    const throttle = new LoginThrottle(broken, {}, (err) => errors.push(err.message));
    await throttle.recordFailure('a@b.c', '10.0.0.1');
    expect(await throttle.delayFor('a@b.c', '10.0.0.1')).toBe(0);
    expect(errors).toEqual(['down', 'down']);
  });
});

describe.skipIf(!hasRedis)('sign-in throttle, in Redis', () => {
  const prefix = `raiz-test-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let run = 0;
  beforeAll(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  // Each test its own namespace, as each would be a fresh deployment.
  behaves(() => new RedisFailureStore(redis, `${prefix}${run++}:`));

  it('shares the count between instances, expires it with the window, and keeps e-mails and IPs out of the keys', async () => {
    const ns = `${prefix}shared:`;
    const first = new LoginThrottle(new RedisFailureStore(redis, ns));
    const second = new LoginThrottle(new RedisFailureStore(redis, ns));
    for (let i = 0; i < 3; i++) await first.recordFailure('ana@raiz.dev', '10.1.1.1');
    expect(await second.delayFor('ana@raiz.dev', '10.1.1.1')).toBe(500);
    const keys = await redis.keys(`${ns}*`);
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/ana|raiz\.dev|10\.1\.1\.1/);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  describe('two app instances on one Redis', () => {
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL, REDIS_KEY_PREFIX: `${prefix}apps:` };
      // One after the other: two starts at once on a busy machine can outlast Fastify's plugin timeout.
      one = await createTestApp(env);
      two = await createTestApp(env);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([one?.close(), two?.close()]);
    });

    async function wrongPassword(t: TestApp) {
      const browser = new TestBrowser(t.app, t.config.publicUrl);
      await browser.navigate('/v1/auth/login');
      const uid = interactionUid(browser.currentUrl);
      const started = performance.now();
      const res = await browser.submit(`/idp/interaction/${uid}/login`, { email: 'bruno@raiz.dev', password: 'chute-errado' });
      expect(res.body).toContain('E-mail ou senha incorretos.');
      return performance.now() - started;
    }

    it('slows the next attempt on one instance after the failures on the other', async () => {
      for (let i = 0; i < 3; i++) await wrongPassword(one);
      // One counter for bruno from this IP, in Redis: written by the first instance…
      const [pair, ...others] = await redis.keys(`${prefix}apps:sign-in-failures:pair:*`);
      expect(others).toEqual([]);
      expect(await redis.get(pair!)).toBe('3');
      // …and read by the second, which waits before checking the password, then counts on.
      expect(await wrongPassword(two)).toBeGreaterThanOrEqual(500);
      expect(await redis.get(pair!)).toBe('4');
    });
  });
});
