import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { encryptPinBackup, decryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { buildRecoveryApp } from './app.ts';
import { loadRecoveryConfig } from './config.ts';
import { openRecoveryDatabase, type RecoveryDatabase } from './db/client.ts';
import { pinBackups, salts } from './db/schema.ts';
import { recoveryRateLimits } from './rate-limits.ts';

// The recovery API running alone: tokens are verified through the main API's JWKS URL, served here by a
// stand-in that publishes the public key of a real ES256 key pair.
const issuer = 'http://127.0.0.1:3999';
let app: FastifyInstance;
let database: RecoveryDatabase;
let jwksServer: http.Server;
let privateKey: CryptoKey;
let kid: string;

async function tokenFor(
  sub: string,
  overrides: { issuer?: string; key?: CryptoKey; expiresIn?: string; withoutExp?: boolean; withoutIat?: boolean } = {},
) {
  const jwt = new SignJWT({ username: 'pessoa', email: 'pessoa@exemplo.com.br' })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(sub)
    .setIssuer(overrides.issuer ?? issuer)
    .setAudience('raiz');
  if (!overrides.withoutIat) jwt.setIssuedAt();
  if (!overrides.withoutExp) jwt.setExpirationTime(overrides.expiresIn ?? '1h');
  return jwt.sign(overrides.key ?? privateKey);
}

async function user() {
  const id = randomUUID();
  const token = await tokenFor(id);
  return { id, hashed: hashUserId(id), headers: { authorization: `Bearer ${token}` }, token };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url: `/v1/recovery${url}`, headers, payload });
const put = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: 'PUT', url: `/v1/recovery${url}`, headers, payload });

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  kid = 'chave-de-teste';
  const jwk = { ...(await exportJWK(pair.publicKey)), alg: 'ES256', use: 'sig', kid };
  jwksServer = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;

  const result = loadRecoveryConfig({
    JWKS_URL: `http://127.0.0.1:${port}/.well-known/jwks.json`,
    PUBLIC_URL: issuer,
    LOG_LEVEL: 'silent',
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  database = openRecoveryDatabase({});
  await database.migrate();
  app = await buildRecoveryApp(result.config, { database });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

describe('recovery API: authentication', () => {
  it('answers 401 in Portuguese without a token, on every endpoint', async () => {
    const { hashed } = await user();
    for (const res of [
      await post('/get-salt-by-hashed-user-id-unsalted', {}, { hashed_user_id_unsalted: hashed }),
      await put(
        '/pin-backup',
        {},
        { hashed_user_id_unsalted: hashed, encrypted_pin: `${'0'.repeat(32)}:${'1'.repeat(32)}` },
      ),
      await post('/recover-pin', {}, { hashed_user_id_unsalted: hashed }),
      await post('/delete-user-data', {}, { hashed_user_id_unsalted: hashed }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Faça login para continuar.');
    }
  });

  it('sends the security headers on every answer, errors included', async () => {
    const { hashed } = await user();
    for (const res of [
      await app.inject('/healthz'),
      await post('/recover-pin', {}, { hashed_user_id_unsalted: hashed }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('refuses tokens of another key, another issuer, already expired, or without an expiry or issue time', async () => {
    const id = randomUUID();
    const other = await generateKeyPair('ES256');
    for (const token of [
      await tokenFor(id, { key: other.privateKey }),
      await tokenFor(id, { issuer: 'https://outra-api.exemplo' }),
      await tokenFor(id, { expiresIn: '-1m' }),
      await tokenFor(id, { withoutExp: true }),
      await tokenFor(id, { withoutIat: true }),
      'nao-e-um-jwt',
    ]) {
      const res = await post(
        '/get-salt-by-hashed-user-id-unsalted',
        { authorization: `Bearer ${token}` },
        { hashed_user_id_unsalted: hashUserId(id) },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou ou é inválida. Entre novamente.');
    }
  });

  it('accepts the token from the accessToken cookie when the Origin is a web origin', async () => {
    const u = await user();
    const payload = { hashed_user_id_unsalted: u.hashed };
    const fromWeb = await post(
      '/get-salt-by-hashed-user-id-unsalted',
      { cookie: `accessToken=${u.token}`, origin: issuer },
      payload,
    );
    expect(fromWeb.statusCode).toBe(200);
    const fromElsewhere = await post(
      '/get-salt-by-hashed-user-id-unsalted',
      { cookie: `accessToken=${u.token}`, origin: 'https://malicioso.exemplo' },
      payload,
    );
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().error.message).toBe('Origem da requisição não permitida.');
  });

  it('lets the web origin call it across origins (CORS with credentials)', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/v1/recovery/recover-pin',
      headers: { origin: issuer, 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBe(issuer);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('recovery API: salt', () => {
  it('creates a 32-byte hex salt on the first request and answers the same one afterwards', async () => {
    const u = await user();
    const first = await post('/get-salt-by-hashed-user-id-unsalted', u.headers, { hashed_user_id_unsalted: u.hashed });
    expect(first.statusCode).toBe(200);
    const salt = first.json().data.salt as string;
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const again = await post('/get-salt-by-hashed-user-id-unsalted', u.headers, { hashed_user_id_unsalted: u.hashed });
    expect(again.json()).toEqual({ data: { salt } });
  });

  it('gives different users different salts, even when both ask at once', async () => {
    const [a, b] = [await user(), await user()];
    const [a1, a2, b1] = await Promise.all([
      post('/get-salt-by-hashed-user-id-unsalted', a.headers, { hashed_user_id_unsalted: a.hashed }),
      post('/get-salt-by-hashed-user-id-unsalted', a.headers, { hashed_user_id_unsalted: a.hashed }),
      post('/get-salt-by-hashed-user-id-unsalted', b.headers, { hashed_user_id_unsalted: b.hashed }),
    ]);
    expect(a1.json().data.salt).toBe(a2.json().data.salt);
    expect(a1.json().data.salt).not.toBe(b1.json().data.salt);
  });

  it("refuses another user's hashed id with 403, and never creates a salt for it", async () => {
    const [me, other] = [await user(), await user()];
    const res = await post('/get-salt-by-hashed-user-id-unsalted', me.headers, {
      hashed_user_id_unsalted: other.hashed,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Este identificador não pertence à sua conta.');
    expect(JSON.stringify(res.json())).not.toMatch(/salt/);
    const rows = await database.db.select().from(salts).where(eq(salts.hashedUserIdUnsalted, other.hashed));
    expect(rows).toEqual([]);
  });
});

describe('recovery API: PIN backup', () => {
  it('says there is no backup before one is stored', async () => {
    const u = await user();
    const res = await post('/recover-pin', u.headers, { hashed_user_id_unsalted: u.hashed });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Nenhum backup de PIN encontrado.');
  });

  it('stores the encrypted PIN and gives it back, so the browser recovers the PIN; a new backup replaces it', async () => {
    const u = await user();
    const password = 'minha senha de recuperação';
    const encrypted = await encryptPinBackup('482916', password);
    const saved = await put('/pin-backup', u.headers, { hashed_user_id_unsalted: u.hashed, encrypted_pin: encrypted });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { ok: true } });

    const recovered = await post('/recover-pin', u.headers, { hashed_user_id_unsalted: u.hashed });
    expect(recovered.statusCode).toBe(200);
    expect(await decryptPinBackup(recovered.json().data.encrypted_pin, password)).toBe('482916');

    const replacement = await encryptPinBackup('135790', password);
    await put('/pin-backup', u.headers, { hashed_user_id_unsalted: u.hashed, encrypted_pin: replacement });
    const again = await post('/recover-pin', u.headers, { hashed_user_id_unsalted: u.hashed });
    expect(again.json().data.encrypted_pin).toBe(replacement);
  });

  it("neither stores nor reveals another user's backup", async () => {
    const [owner, intruder] = [await user(), await user()];
    const encrypted = await encryptPinBackup('111111', 'senha do dono 12345');
    await put('/pin-backup', owner.headers, { hashed_user_id_unsalted: owner.hashed, encrypted_pin: encrypted });

    const read = await post('/recover-pin', intruder.headers, { hashed_user_id_unsalted: owner.hashed });
    expect(read.statusCode).toBe(403);
    expect(read.json().error.message).toBe('Este identificador não pertence à sua conta.');

    const overwrite = await put('/pin-backup', intruder.headers, {
      hashed_user_id_unsalted: owner.hashed,
      encrypted_pin: await encryptPinBackup('999999', 'senha do intruso 123'),
    });
    expect(overwrite.statusCode).toBe(403);
    const still = await post('/recover-pin', owner.headers, { hashed_user_id_unsalted: owner.hashed });
    expect(still.json().data.encrypted_pin).toBe(encrypted);
  });

  it('refuses a backup that is not "iv:ciphertext" hex', async () => {
    const u = await user();
    for (const encrypted_pin of ['482916', `${'0'.repeat(32)}:`, `${'g'.repeat(32)}:${'1'.repeat(32)}`]) {
      const res = await put('/pin-backup', u.headers, { hashed_user_id_unsalted: u.hashed, encrypted_pin });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.encrypted_pin).toBe('Formato inválido: esperado "iv:conteúdo" em hexadecimal.');
    }
  });
});

describe('recovery API: deleting a user (account deleted)', () => {
  const rowsOf = async (hashed: string) => ({
    salts: await database.db.select().from(salts).where(eq(salts.hashedUserIdUnsalted, hashed)),
    pinBackups: await database.db.select().from(pinBackups).where(eq(pinBackups.hashedUserIdUnsalted, hashed)),
  });
  const backup = () => encryptPinBackup('246810', 'senha de recuperação 1');

  it('forgets the salt and the PIN backup; asking again is fine; a new salt afterwards is another one', async () => {
    const u = await user();
    const salt = (
      await post('/get-salt-by-hashed-user-id-unsalted', u.headers, { hashed_user_id_unsalted: u.hashed })
    ).json().data.salt;
    await put('/pin-backup', u.headers, { hashed_user_id_unsalted: u.hashed, encrypted_pin: await backup() });
    expect(await rowsOf(u.hashed)).toMatchObject({ salts: [{ salt }], pinBackups: [{}] });

    for (let i = 0; i < 2; i++) {
      const res = await post('/delete-user-data', u.headers, { hashed_user_id_unsalted: u.hashed });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { ok: true } });
    }
    expect(await rowsOf(u.hashed)).toEqual({ salts: [], pinBackups: [] });
    expect((await post('/recover-pin', u.headers, { hashed_user_id_unsalted: u.hashed })).statusCode).toBe(404);
  });

  it("refuses to delete another user's data with 403 and leaves it whole", async () => {
    const [owner, intruder] = [await user(), await user()];
    await post('/get-salt-by-hashed-user-id-unsalted', owner.headers, { hashed_user_id_unsalted: owner.hashed });
    await put('/pin-backup', owner.headers, { hashed_user_id_unsalted: owner.hashed, encrypted_pin: await backup() });

    const res = await post('/delete-user-data', intruder.headers, { hashed_user_id_unsalted: owner.hashed });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Este identificador não pertence à sua conta.');
    const left = await rowsOf(owner.hashed);
    expect([left.salts.length, left.pinBackups.length]).toEqual([1, 1]);
  });
});

describe('recovery API: every error in the documented shape, in Portuguese', () => {
  it('answers a malformed URL, an unknown route and an unsupported body type like every other error', async () => {
    const badUrl = await app.inject({ method: 'POST', url: '/v1/recovery/%ff' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: { code: 'bad_request', message: 'Endereço inválido: a URL tem caracteres mal codificados.' },
    });

    const unknown = await app.inject({ method: 'GET', url: '/v1/recovery/nada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });

    const u = await user();
    const text = await app.inject({
      method: 'POST',
      url: '/v1/recovery/recover-pin',
      headers: { ...u.headers, 'content-type': 'application/xml' },
      payload: u.hashed,
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      error: { code: 'bad_request', message: 'Tipo de conteúdo não suportado: envie JSON.' },
    });
  });

  it('answers a malformed accessToken cookie (bad percent-encoding) with 401, not 500', async () => {
    const u = await user();
    const res = await post(
      '/recover-pin',
      { cookie: 'accessToken=%ff', origin: issuer },
      { hashed_user_id_unsalted: u.hashed },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Faça login para continuar.' } });
  });

  it.each(['/get-salt-by-hashed-user-id-unsalted', '/recover-pin', '/delete-user-data'])(
    'answers 400 with a field message for a malformed hashed id (%s)',
    async (url) => {
      const u = await user();
      const res = await post(url, u.headers, { hashed_user_id_unsalted: 'nao-e-hash' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.hashed_user_id_unsalted).toBe('Use 64 dígitos hexadecimais minúsculos.');
    },
  );

  it('refuses NUL and lone surrogates in any text with 400 and the field', async () => {
    const u = await user();
    for (const encrypted_pin of [`${'0'.repeat(32)}:\u0000`, `${'0'.repeat(32)}:\uD800`]) {
      const res = await put('/pin-backup', u.headers, { hashed_user_id_unsalted: u.hashed, encrypted_pin });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.encrypted_pin).toBe('Caractere inválido.');
    }
  });
});

describe('recovery API: rate limit', () => {
  it('allows 30 requests a minute per user, then answers 429 in Portuguese; other users are unaffected', async () => {
    const [busy, calm] = [await user(), await user()];
    const payload = { hashed_user_id_unsalted: busy.hashed };
    for (let i = 0; i < 30; i++) {
      expect((await post('/get-salt-by-hashed-user-id-unsalted', busy.headers, payload)).statusCode).toBe(200);
    }
    const limited = await post('/recover-pin', busy.headers, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');

    const other = await post('/get-salt-by-hashed-user-id-unsalted', calm.headers, {
      hashed_user_id_unsalted: calm.hashed,
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('recovery API: salt ceiling per address', () => {
  it('serves no more salts to one address than the ceiling, whatever the accounts', async () => {
    const remoteAddress = '192.0.2.44';
    const perAccount = 20;
    let served = 0;
    while (served < recoveryRateLimits.saltPerAddress.max) {
      const u = await user();
      for (let i = 0; i < perAccount && served < recoveryRateLimits.saltPerAddress.max; i++, served++) {
        const res = await app.inject({
          method: 'POST',
          url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
          headers: u.headers,
          payload: { hashed_user_id_unsalted: u.hashed },
          remoteAddress,
        });
        expect(res.statusCode).toBe(200);
      }
    }
    const fresh = await user();
    const payload = { hashed_user_id_unsalted: fresh.hashed };
    const limited = await app.inject({
      method: 'POST',
      url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
      headers: fresh.headers,
      payload,
      remoteAddress,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
      headers: fresh.headers,
      payload,
      remoteAddress: '192.0.2.45',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('recovery API configuration', () => {
  it('requires JWKS_URL and derives the issuer from it', () => {
    const missing = loadRecoveryConfig({});
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.problems.join('\n')).toMatch(/^JWKS_URL: /m);
    const derived = loadRecoveryConfig({ JWKS_URL: 'https://raiz.exemplo/.well-known/jwks.json' });
    expect(derived.ok && derived.config.issuer).toBe('https://raiz.exemplo');
    expect(derived.ok && derived.config.port).toBe(3001);
  });
});

describe('recovery API running alone with SESSION_URL (docs/design.md §3.6)', () => {
  it("asks the main API about each token's session: an ended one gets 401, an unreachable main API 503, never a pass", async () => {
    const live = new Set<string>();
    let answer: number | undefined;
    const main = http.createServer((req, res) => {
      const token = (req.headers.authorization ?? '').slice(7);
      res.statusCode = answer ?? (live.has(token) ? 200 : 401);
      res.end('{}');
    });
    await new Promise<void>((resolve) => main.listen(0, '127.0.0.1', resolve));
    const result = loadRecoveryConfig({
      JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`,
      PUBLIC_URL: issuer,
      SESSION_URL: `http://127.0.0.1:${(main.address() as AddressInfo).port}/v1/me/session`,
      LOG_LEVEL: 'silent',
    });
    if (!result.ok) throw new Error(result.problems.join('\n'));
    const alone = await buildRecoveryApp(result.config, { database });
    try {
      const person = await user();
      const getSalt = () =>
        alone.inject({
          method: 'POST',
          url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
          headers: person.headers,
          payload: { hashed_user_id_unsalted: person.hashed },
        });
      live.add(person.token);
      expect((await getSalt()).statusCode).toBe(200);
      live.delete(person.token);
      const ended = await getSalt();
      expect(ended.statusCode).toBe(401);
      expect(ended.json().error.message).toBe('Sua sessão expirou ou é inválida. Entre novamente.');
      answer = 502;
      expect((await getSalt()).statusCode).toBe(503);
    } finally {
      await alone.close();
      await new Promise((resolve) => main.close(resolve));
    }
  });
});
