import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecoveryApp } from '@raiz/recovery';
import { recoveryRateLimits } from '@raiz/recovery/rate-limits';
import { loadRecoveryConfig } from '@raiz/recovery/config';
import type { RecoveryDatabase } from '@raiz/recovery/db/client';
import { eq } from 'drizzle-orm';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { encryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { pinBackups, salts } from '@raiz/recovery/db/schema';
import { createTestApp, createTestRecoveryDatabase, requester, signIn, type TestApp } from '../../test/test-app.ts';

// The recovery API on its own port (RECOVERY_API_URL set): the main API forwards the caller's token over HTTP and the
// recovery API verifies it through the main API's JWKS, served over HTTP from the main app's own endpoint.
let t: TestApp;
const { inject, newProject } = requester(() => t);
let recovery: FastifyInstance;
let recoveryDb: RecoveryDatabase;
let jwksServer: http.Server;
let recoveryUrl: string;

beforeAll(async () => {
  jwksServer = http.createServer((_req, res) => {
    void t.app.inject('/.well-known/jwks.json').then((answer) => {
      res.setHeader('content-type', 'application/json');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const jwksPort = (jwksServer.address() as AddressInfo).port;

  const config = loadRecoveryConfig({
    JWKS_URL: `http://127.0.0.1:${jwksPort}/.well-known/jwks.json`,
    PUBLIC_URL: 'http://localhost:3000', // the main test app's PUBLIC_URL, issuer of its tokens
    LOG_LEVEL: 'silent',
  });
  if (!config.ok) throw new Error(config.problems.join('\n'));
  recoveryDb = await createTestRecoveryDatabase();
  recovery = await buildRecoveryApp(config.config, { database: recoveryDb });
  await recovery.listen({ port: 0, host: '127.0.0.1' });
  recoveryUrl = `http://127.0.0.1:${(recovery.server.address() as AddressInfo).port}`;

  t = await createTestApp({ RECOVERY_API_URL: recoveryUrl });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await recovery?.close();
  await recoveryDb?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

describe('recovery API running apart', () => {
  it('answers the salt through the recovery API with the caller token, the same salt the recovery API gives the user', async () => {
    const s = await signIn(t);
    const viaMain = await t.app.inject({ method: 'GET', url: '/v1/wallets/evm/get-salt', headers: s.cookieHeaders });
    expect(viaMain.statusCode).toBe(200);
    const { salt } = viaMain.json().data;
    expect(salt).toMatch(/^[0-9a-f]{64}$/);

    const direct = await fetch(`${recoveryUrl}/v1/recovery/get-salt-by-hashed-user-id-unsalted`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...s.headers },
      body: JSON.stringify({ hashed_user_id_unsalted: hashUserId(s.user.id) }),
    });
    expect(await direct.json()).toEqual({ data: { salt } });
  });

  it('keeps users apart over HTTP too', async () => {
    const [ana, bruno] = [await signIn(t), await signIn(t)];
    const anaSalt = (await inject(ana, 'GET', '/v1/wallets/evm/get-salt')).json().data.salt;
    const brunoSalt = (await inject(bruno, 'GET', '/v1/wallets/evm/get-salt')).json().data.salt;
    expect(anaSalt).not.toBe(brunoSalt);
    const stolen = await fetch(`${recoveryUrl}/v1/recovery/get-salt-by-hashed-user-id-unsalted`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ana.headers },
      body: JSON.stringify({ hashed_user_id_unsalted: hashUserId(bruno.user.id) }),
    });
    expect(stolen.status).toBe(403);
  });

  it('does not mount the recovery API in the main process', async () => {
    const s = await signIn(t);
    const res = await inject(s, 'POST', '/v1/recovery/get-salt-by-hashed-user-id-unsalted', {
      hashed_user_id_unsalted: hashUserId(s.user.id),
    });
    expect(res.statusCode).toBe(404);
  });

  it('counts every salt read of a person, relayed by the main API or direct, in the recovery API', async () => {
    const s = await signIn(t);
    const direct = () =>
      fetch(`${recoveryUrl}/v1/recovery/get-salt-by-hashed-user-id-unsalted`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...s.headers },
        body: JSON.stringify({ hashed_user_id_unsalted: hashUserId(s.user.id) }),
      }).then((res) => res.status);
    const relayed = async () => (await inject(s, 'GET', '/v1/wallets/evm/get-salt')).statusCode;
    for (let i = 0; i < recoveryRateLimits.saltPerPerson.max; i++)
      expect(await (i % 2 ? direct() : relayed()), `read ${i + 1}`).toBe(200);
    expect(await direct()).toBe(429);
    const viaMain = await inject(s, 'GET', '/v1/wallets/evm/get-salt');
    expect(viaMain.statusCode).toBe(429);
    expect(viaMain.json().error.code).toBe('too_many_requests');
  });

  it('deletes the salt and PIN backup through the recovery API when the account is deleted', async () => {
    const s = await signIn(t);
    const hashed = hashUserId(s.user.id);
    expect((await inject(s, 'GET', '/v1/wallets/evm/get-salt')).statusCode).toBe(200);
    const backup = await fetch(`${recoveryUrl}/v1/recovery/pin-backup`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...s.headers },
      body: JSON.stringify({
        hashed_user_id_unsalted: hashed,
        encrypted_pin: await encryptPinBackup('135790', 'senha de recuperação 1'),
      }),
    });
    expect(backup.status).toBe(200);
    const rows = async () => [
      ...(await recoveryDb.db.select().from(salts).where(eq(salts.hashedUserIdUnsalted, hashed))),
      ...(await recoveryDb.db.select().from(pinBackups).where(eq(pinBackups.hashedUserIdUnsalted, hashed))),
    ];
    expect(await rows()).toHaveLength(2);

    const res = await inject(s, 'DELETE', '/v1/me');
    expect(res.statusCode).toBe(200);
    expect(await rows()).toEqual([]);
  });

  it('says so in Portuguese when the recovery API is down', async () => {
    const s = await signIn(t);
    await recovery.close();
    const res = await inject(s, 'GET', '/v1/wallets/evm/get-salt');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('A API de recuperação não respondeu. Tente novamente em instantes.');
  });

  it('deletes nothing when the recovery API is down: the account stays whole and the person can try again', async () => {
    const s = await signIn(t);
    await newProject(s);
    if (recovery.server.listening) await recovery.close();

    const res = await inject(s, 'DELETE', '/v1/me');
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('A API de recuperação não respondeu. Tente novamente em instantes.');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await inject(s, 'GET', '/v1/me')).statusCode).toBe(200);
    expect((await inject(s, 'GET', '/v1/projects')).json().data.items).toHaveLength(1);
  });
});
