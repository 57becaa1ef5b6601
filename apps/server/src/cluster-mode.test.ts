import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionInvalidMessage } from '@raiz/domain';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { buildApp } from './app.ts';
import { testConfig, type Config } from './config.ts';
import { rewardOutbox, serverKeys } from './db/schema/index.ts';
import type { ChainService } from './modules/chain/chain.types.ts';
import { enqueueReward } from './modules/chain/rewards.service.ts';
import { TestBrowser } from './modules/auth/test-browser.ts';
import { submitSignUp } from './test/people.ts';
import { createTestDatabase } from './test/test-app.ts';

// Cluster mode (docs/operations.md#cluster-mode): two instances, each with its own DATA_DIR and nothing else set, on one
// PostgreSQL database and one Redis, requests dealt to them in turn as a round-robin balancer would. PostgreSQL only (the
// embedded database belongs to one process); skipped, and reported so, on PGlite.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

describe.runIf(onPostgres)('two instances on one database (cluster mode)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: FastifyInstance[] = [];
  const configs: Config[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const prefix = `raiz-test-cluster-${process.pid}-${Date.now()}:`;
    for (const n of [1, 2]) {
      const config = testConfig({
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `raiz-cluster-${n}-`)),
        DATABASE_URL: database.url!,
        RECOVERY_DATABASE_URL: database.url!,
        REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
        REDIS_KEY_PREFIX: prefix,
      });
      const app = await buildApp(config);
      await app.ready();
      instances.push(app);
      configs.push(config);
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of instances) await app.close();
    await database?.close();
    for (const config of configs) fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('keeps one set of keys in the shared database, none in either DATA_DIR', async () => {
    const names = (await database.db.select({ name: serverKeys.name }).from(serverKeys)).map((k) => k.name).sort();
    expect(names).toEqual(['cookie-secret', 'idp-cookie-keys.json', 'idp-jwks.json', 'jwt-es256.pem']);
    for (const config of configs) expect(fs.existsSync(path.join(config.dataDir, 'keys'))).toBe(false);
    const [one, two] = await Promise.all(instances.map((app) => app.inject('/.well-known/jwks.json')));
    expect(one!.json()).toEqual(two!.json());
  });

  it('signs up through the balancer, gets the same salt from both, and Sair on one ends the token on the other', async () => {
    let turn = 0;
    const balancer = () => instances[turn++ % 2]!;
    const browser = new TestBrowser(instances[0]!, configs[0]!.publicUrl, balancer);
    const signedUp = await submitSignUp(browser, {
      name: 'Pessoa do Cluster',
      email: 'cluster@exemplo.com.br',
      cpf: '046.454.286-32',
      password: 'senha-longa-do-cluster',
    });
    expect(signedUp.statusCode).toBe(302);
    const back = new URL(browser.lastLocation!).searchParams;
    expect(back.get('auth')).toBe('success');
    const token = back.get('accessToken')!;
    const headers = { authorization: `Bearer ${token}` };

    const salts = await Promise.all(
      instances.map(async (app) => {
        const res = await app.inject({ url: '/v1/wallets/evm/get-salt', headers });
        expect(res.statusCode).toBe(200);
        return res.json().data.salt as string;
      }),
    );
    expect(salts[0]).toBe(salts[1]);

    const out = await browser.request({ method: 'POST', url: '/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    for (const app of instances) {
      for (const [method, url] of [
        ['GET', '/v1/me'],
        ['POST', '/v1/recovery/get-salt-by-hashed-user-id-unsalted'],
      ] as const) {
        const body = method === 'POST' ? { hashed_user_id_unsalted: hashUserId(decodeJwt(token).sub!) } : undefined;
        const res = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().error.message).toBe(sessionInvalidMessage);
      }
    }
  });

  it('mints each queued reward once, one mint at a time, whichever instances drain the outbox', async () => {
    const mints: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    const chain = {
      mintRdx: async (to: string) => {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        mints.push(to);
        return `0x${'cd'.repeat(32)}`;
      },
    } as Partial<ChainService> as ChainService;
    for (const app of instances) app.chain = chain;
    try {
      const recipients = Array.from({ length: 8 }, (_, i) => `0x${String(i + 1).padStart(40, '0')}`);
      for (const [i, recipient] of recipients.entries()) {
        await enqueueReward(database.db, { kind: 'certificate', reference: `corrida-${i}`, recipient, amount: 10n });
      }
      await Promise.all(instances.flatMap((app) => [app.rewards.drain(), app.rewards.drain()]));
      expect(mints.sort()).toEqual(recipients);
      expect(mostAtOnce).toBe(1);
      const left = await database.db.select().from(rewardOutbox).where(eq(rewardOutbox.status, 'pending'));
      expect(left).toEqual([]);
    } finally {
      for (const app of instances) app.chain = null;
    }
  });
});
