import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { startThrowawayRedis, throwawayRedisUnavailable, type ThrowawayRedis } from '@raiz/server-kit/throwaway-redis';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser, uniqueCpf } from '../db/factories.ts';
import { interactionUid, TestBrowser } from '../modules/auth/test-browser.ts';
import { createTestDatabase } from '../test/test-app.ts';
import { createAccount } from './idp/accounts.ts';
import { rateLimits } from './rate-limit.ts';

// The limits of docs/ARCHITECTURE.md ("Rate limits") through the real app: who signing in punishes (issue 21 item 6),
// and what happens to every limit when Redis is unreachable (item 1) or shared by two instances.

let database: Database;
const apps: { app: FastifyInstance; config: Config }[] = [];
async function start(overrides: Record<string, string> = {}, lines?: string[]) {
  const config = testConfig({ LOG_LEVEL: 'warn', ...overrides });
  const app = await buildApp(config, { database, ...(lines ? { logStream: { write: (l: string) => lines.push(l) } } : {}) });
  await app.ready();
  apps.push({ app, config });
  return app;
}
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const { app, config } of apps) {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  await database?.close();
});

const PASSWORD = 'senha-da-pessoa-1';
async function idpAccount(app: FastifyInstance) {
  const email = `pessoa-${randomBytes(4).toString('hex')}@exemplo.com.br`;
  const made = await createAccount(app.db, { name: 'Pessoa de Teste', email, cpf: uniqueCpf(), password: PASSWORD, passwordConfirmation: PASSWORD });
  if ('taken' in made) throw new Error('account not made');
  return email;
}

function browserAt(app: FastifyInstance, remoteAddress: string) {
  const browser = new TestBrowser(app, 'http://localhost:3000');
  browser.remoteAddress = remoteAddress;
  return browser;
}

/** One attempt at the bundled provider's sign-in page, from a fresh login started at `remoteAddress`. */
async function signInAttempt(app: FastifyInstance, remoteAddress: string, email: string, password: string) {
  const browser = browserAt(app, remoteAddress);
  const page = await browser.navigate('/v1/auth/login');
  expect(page.statusCode).toBe(200);
  const res = await browser.submit(`/idp/interaction/${interactionUid(browser.currentUrl)}/login`, { email, password });
  return { res, browser };
}

const signedIn = (browser: TestBrowser) => new URL(browser.lastLocation ?? 'http://x/').searchParams.get('auth') === 'success';

describe('sign-in limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await start();
  }, 60_000);

  it('lets the owner behind a shared address sign in while someone there guesses another account', async () => {
    const nat = '198.51.100.20';
    const [owner, victim] = [await idpAccount(app), await idpAccount(app)];
    // The attacker starts logins over and over (more than the 60 a minute that used to lock the address out)…
    const attacker = browserAt(app, nat);
    for (let i = 0; i < 80; i++) expect((await attacker.request({ url: '/v1/auth/login' })).statusCode, `start ${i + 1}`).toBe(302);
    // …and guesses another account's password: their pair (account + address) runs out, not the address.
    await attacker.navigate('/v1/auth/login');
    const uid = interactionUid(attacker.currentUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await attacker.submit(`/idp/interaction/${uid}/login`, { email: victim, password: `chute-${i}` })).statusCode);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(rateLimits.signInPair.max);
    expect(statuses.at(-1)).toBe(429);

    // The owner, behind the same address, signs in at once.
    const { res, browser } = await signInAttempt(app, nat, owner, PASSWORD);
    expect(res.statusCode, res.body).toBe(302);
    expect(signedIn(browser)).toBe(true);
  });

  it('caps guessing one account from many addresses with growing waits, and the owner gets in once the wait is over', async () => {
    const email = await idpAccount(app);
    const outcomes: { status: number; retryAfter: number; body: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const { res } = await signInAttempt(app, `203.0.113.${(i % 20) + 1}`, email, `chute-${i}`);
      outcomes.push({ status: res.statusCode, retryAfter: Number(res.headers['retry-after'] ?? 0), body: res.body });
    }
    const checked = outcomes.filter((o) => o.status === 401);
    const refused = outcomes.filter((o) => o.status === 429);
    // Five free, then one check per wait (1 s, 2 s, 4 s… while the attempts go on): 40 guesses were 194 in 65 s.
    expect(checked.length).toBeGreaterThanOrEqual(rateLimits.signInAccount.backoff!.free);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(refused.length).toBe(40 - checked.length);
    for (const o of refused) {
      expect(o.retryAfter).toBeGreaterThan(0);
      expect(o.body).toMatch(/Muitas tentativas\. Aguarde \d+ segundos? e tente novamente\./);
    }
    // The doubling itself is checked with a clock in server-kit's rate-limit.test.ts; here, where one password check can
    // take a second on a loaded machine, only that a refusal always says how long to wait.

    // The owner, from home: asked to wait like everyone else, then in with the right password.
    let attempt = await signInAttempt(app, '192.0.2.77', email, PASSWORD);
    for (let tries = 0; attempt.res.statusCode === 429 && tries < 3; tries++) {
      await new Promise((resolve) => setTimeout(resolve, Number(attempt.res.headers['retry-after']) * 1000 + 100));
      attempt = await signInAttempt(app, '192.0.2.77', email, PASSWORD);
    }
    expect(attempt.res.statusCode, attempt.res.body).toBe(302);
    expect(signedIn(attempt.browser)).toBe(true);
  }, 90_000);
});

// These tests need a redis-server of their own (Debian's redis-server, on every machine of this kind): fail, never skip.
const noRedis = throwawayRedisUnavailable();
if (noRedis) throw new Error(noRedis);

const login = (app: FastifyInstance, remoteAddress: string) => app.inject({ url: '/v1/auth/login', remoteAddress });
async function loginStarts(app: FastifyInstance | FastifyInstance[], remoteAddress: string, times: number) {
  const instances = Array.isArray(app) ? app : [app];
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(instances[i % instances.length]!, remoteAddress)).statusCode);
  return statuses;
}

async function saltRead(app: FastifyInstance) {
  const user = await createUser(app.db, {});
  const headers = { authorization: `Bearer ${await app.issueAccessToken(user)}` };
  return app.inject({
    method: 'POST',
    url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
    headers,
    payload: { hashed_user_id_unsalted: hashUserId(user.id) },
  });
}

const unavailableBody = {
  error: { code: 'service_unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
};
const outageLines = (lines: string[]) => lines.filter((l) => l.includes('rate-limit store unavailable: Redis at 127.0.0.1:'));

describe('limits in Redis', () => {
  let redis: ThrowawayRedis;
  beforeAll(async () => {
    redis = await startThrowawayRedis();
  });
  afterAll(() => redis?.stop());

  it('counts a limit across two instances on one Redis', async () => {
    const env = { REDIS_URL: redis.url(5), REDIS_KEY_PREFIX: `raiz-two-${randomBytes(3).toString('hex')}:` };
    const both = [await start(env), await start(env)];
    const statuses = await loginStarts(both, '198.51.100.60', rateLimits.login.max + 2);
    expect(statuses.slice(0, rateLimits.login.max).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(rateLimits.login.max)).toEqual([429, 429]);
  }, 60_000);

  it('holds every limit when Redis stops mid-run, refuses salts with 503, names Redis in /readyz and logs it once', async () => {
    const own = await startThrowawayRedis();
    const lines: string[] = [];
    const app = await start({ REDIS_URL: own.url(5) }, lines);
    expect((await saltRead(app)).statusCode).toBe(200);
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });

    await own.stop();
    const salt = await saltRead(app);
    expect(salt.statusCode).toBe(503);
    expect(salt.json()).toEqual(unavailableBody);
    const statuses = await loginStarts(app, '198.51.100.61', rateLimits.login.max + 1);
    expect(statuses.slice(0, rateLimits.login.max).every((s) => s === 302)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'ok', redis: 'indisponível' });
    expect(outageLines(lines)).toHaveLength(1);

    await own.start();
    await expect.poll(async () => (await app.inject('/readyz')).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await saltRead(app)).statusCode).toBe(200);
    expect(lines.filter((l) => l.includes('rate-limit store available again'))).toHaveLength(1);
    await own.stop();
  }, 60_000);

  it('holds every limit when REDIS_URL points at a closed port from the start', async () => {
    const closed = await startThrowawayRedis();
    await closed.stop();
    const lines: string[] = [];
    const app = await start({ REDIS_URL: closed.url(5) }, lines);
    const statuses = await loginStarts(app, '198.51.100.62', rateLimits.login.max + 1);
    expect(statuses.at(-1)).toBe(429);
    expect((await saltRead(app)).json()).toEqual(unavailableBody);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ redis: 'indisponível' });
    expect(outageLines(lines)).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(closed.url(5));
  }, 60_000);
});
