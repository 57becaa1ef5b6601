import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@raiz/server-kit/database-errors';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { issueRefreshToken } from '../modules/auth/refresh-tokens.ts';
import { projectInput } from '../modules/content-common/content-factories.ts';
import { createThrowawayPostgres, throwawayPostgresUnavailable, type ThrowawayPostgres } from '../test/throwaway-postgres.ts';
import { createUser } from './factories.ts';

// PostgreSQL stops under load and comes back. Meanwhile every answer is a quick 503 in Portuguese (requests in flight
// included), nothing is left half-written, and the app picks the database up again by itself. The cluster is the
// test's own (initdb + pg_ctl), never the shared server.

const unavailable = throwawayPostgresUnavailable();
if (unavailable) console.warn(`database outage test skipped: ${unavailable}`);

const unavailableBody = {
  error: { code: 'service_unavailable', message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
};

interface Outcome {
  url: string;
  startedAt: number;
  endedAt: number;
  status: number;
  body: string;
}

describe.skipIf(unavailable)('a database outage', () => {
  let pg: ThrowawayPostgres;
  let config: Config;
  let app: FastifyInstance;

  beforeAll(async () => {
    pg = await createThrowawayPostgres();
    // The real start path: the app opens and migrates both databases itself, as with DATABASE_URL in production.
    // Cluster mode needs Redis for its limits: the machine's own, database 5, under a prefix of this run.
    config = testConfig({
      DATABASE_URL: pg.url,
      RECOVERY_DATABASE_URL: pg.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
      REDIS_KEY_PREFIX: `raiz-test-${process.pid}-${Date.now()}:`,
    });
    app = await buildApp(config);
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await pg?.destroy();
    if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('answers 503 within 5 s while PostgreSQL is down, half-writes nothing, and recovers by itself', async () => {
    const people = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(async (n) => {
        const user = await createUser(app.db, { email: `pessoa${n}@exemplo.com.br` });
        const headers = { authorization: `Bearer ${await app.issueAccessToken(user)}` };
        return { user, headers, refreshToken: await issueRefreshToken(app.db, user.id) };
      }),
    );
    const outcomes: Outcome[] = [];
    const createdProjects: { id: string; headers: Record<string, string> }[] = [];
    const send = async (options: InjectOptions & { url: string }) => {
      const startedAt = Date.now();
      const res = await app.inject(options);
      outcomes.push({ url: options.url, startedAt, endedAt: Date.now(), status: res.statusCode, body: res.body });
      return res;
    };

    // Each person reads, writes, asks for the salt (recovery API) and rotates the refresh token, over and over (with a
    // short pause, to stay under the refresh route's rate limit).
    let running = true;
    let clearedByOutage = 0;
    const work = people.map(async (person, i) => {
      for (let n = 0; running; n++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { headers } = person;
        switch ((n + i) % 5) {
          case 0:
            await send({ url: '/v1/projects', headers });
            break;
          case 1: {
            const res = await send({ method: 'POST', url: '/v1/projects', headers, payload: projectInput() });
            if (res.statusCode === 201) createdProjects.push({ id: res.json().data.id, headers });
            break;
          }
          case 2:
            await send({ url: '/v1/me', headers });
            break;
          case 3:
            await send({
              method: 'POST',
              url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
              headers,
              payload: { hashed_user_id_unsalted: hashUserId(person.user.id) },
            });
            break;
          default: {
            const res = await send({
              method: 'POST',
              url: '/v1/auth/refresh',
              headers: { cookie: `refreshToken=${person.refreshToken}`, origin: config.publicUrl },
            });
            const next = res.cookies.find((c) => c.name === 'refreshToken' && c.value)?.value;
            if (res.statusCode === 200 && next) person.refreshToken = next;
            // An outage must not log anyone out: the cookies stay as they were.
            if (res.statusCode === 503) clearedByOutage += res.cookies.length;
          }
        }
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const healthy = outcomes.length;
    // A transaction the outage cuts short fails like any query, and takes nothing else down with it (postgres.js
    // used to crash the process writing its ROLLBACK to the closed connection: scripts/patch-dependencies.mjs).
    const cutShort = app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(2)`);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (err: unknown) => (isDatabaseUnavailable(err) ? 'unavailable' : String(err)),
      );
    await pg.stop();
    const stoppedAt = Date.now();
    const ready = await send({ url: '/readyz' });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await Promise.all(work);

    expect(healthy, 'requests served before the outage').toBeGreaterThan(10);
    expect(await cutShort).toBe('unavailable');
    const during = outcomes.filter((o) => o.startedAt >= stoppedAt && o.url !== '/readyz');
    // No 500 ever, in flight or not: an answer either succeeded before the database went away, or is a 503.
    const unexpected = outcomes.filter((o) => ![200, 201, 503].includes(o.status));
    expect(unexpected.map((o) => `${o.url} → ${o.status} ${o.body}`)).toEqual([]);
    for (const o of during) {
      expect(o.status, o.url).toBe(503);
      expect(JSON.parse(o.body), o.url).toEqual(unavailableBody);
    }
    for (const o of outcomes.filter((x) => x.status === 503 && x.url !== '/readyz')) expect(JSON.parse(o.body)).toEqual(unavailableBody);
    const slowest = Math.max(...outcomes.map((o) => o.endedAt - o.startedAt));
    expect(slowest, 'slowest answer (ms)').toBeLessThan(5_000);
    expect(during.length, 'requests sent during the outage').toBeGreaterThan(20);
    expect(clearedByOutage, 'cookies changed by a 503 refresh').toBe(0);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'indisponível', redis: 'ok' });

    // Back up: the same app serves again without a restart.
    await pg.start();
    const restartedAt = Date.now();
    let back = await app.inject({ url: '/v1/projects', headers: people[0]!.headers });
    while (back.statusCode !== 200 && Date.now() - restartedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      back = await app.inject({ url: '/v1/projects', headers: people[0]!.headers });
    }
    expect(back.statusCode).toBe(200);
    expect(Date.now() - restartedAt, 'time to recover (ms)').toBeLessThan(5_000);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    // Nothing half-written: every project acknowledged with 201 is there, and every refresh token a person holds
    // still works (a rotation cut short must not have used up the old token without storing the new one).
    expect(createdProjects.length).toBeGreaterThan(0);
    for (const { id, headers } of createdProjects) {
      expect((await app.inject({ url: `/v1/projects/${id}`, headers })).statusCode).toBe(200);
    }
    for (const person of people) {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/refresh',
        headers: { cookie: `refreshToken=${person.refreshToken}`, origin: config.publicUrl },
      });
      expect(res.statusCode, `refresh of ${person.user.email}`).toBe(200);
    }
  }, 120_000);
});
