import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { openRecoveryDatabase, type RecoveryDatabase } from '@raiz/recovery/db/client';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { createUser } from '../db/factories.ts';
import { issueRefreshToken } from '../modules/auth/refresh-tokens.ts';
import { TestBrowser } from '../modules/auth/test-browser.ts';
import { submitSignUp } from '../test/people.ts';
import { createTestDatabase } from '../test/test-app.ts';

// When the database refuses a write, the log says which statement failed and why (its SQLSTATE), and never the values:
// Drizzle's "Failed query: … params: …" and PostgreSQL's messages quote salts, CPFs, password and token hashes.
// Each refused write here goes through a trigger whose message and detail quote the whole row, as PostgreSQL's own
// "Failing row contains (…)" does.

let app: FastifyInstance;
let config: Config;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let recoveryDatabase: RecoveryDatabase;
const lines: string[] = [];

/** From now on every insert into `table` fails with the row quoted in the message and the detail. */
async function refuseWrites(db: { execute(query: ReturnType<typeof sql.raw>): Promise<unknown> }, table: string) {
  await db.execute(
    sql.raw(`create or replace function refuse_write() returns trigger language plpgsql as $$
      begin
        raise exception 'gravação recusada: %', row_to_json(new)::text using detail = row_to_json(new)::text;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_write before insert on ${table} for each row execute function refuse_write()`),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The recovery API's tables next to the main ones (PostgreSQL), or its own embedded database.
  recoveryDatabase = openRecoveryDatabase({ url: database.url });
  await recoveryDatabase.migrate();
  config = testConfig({ LOG_LEVEL: 'info' });
  app = await buildApp(config, { database, recoveryDatabase, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await recoveryDatabase?.close();
  await database?.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
});

/** The log lines written while `action` ran. */
async function logOf(action: () => Promise<void>): Promise<string> {
  const start = lines.length;
  await action();
  return lines.slice(start).join('');
}

/** Nothing that looks like a secret: no SHA-256 hex (salts, token and identity hashes), no scrypt hash, no query text. */
function expectNoSecrets(log: string, values: string[]) {
  for (const value of values) expect(log, `log holds ${value}`).not.toContain(value);
  expect(log).not.toMatch(/[0-9a-f]{64}/i);
  expect(log).not.toContain('scrypt$');
  expect(log).not.toContain('Failed query');
  expect(log).not.toContain('params');
  expect(log).not.toContain('gravação recusada');
}

describe('a write the database refuses is logged by code and statement, never by its values', () => {
  it('the salt (recovery database)', async () => {
    const user = await createUser(app.db, { email: 'sal@exemplo.com.br' });
    const token = await app.issueAccessToken(user);
    await refuseWrites(recoveryDatabase.db, 'salts');
    const hashed = hashUserId(user.id);
    const log = await logOf(async () => {
      const direct = await app.inject({
        method: 'POST',
        url: '/v1/recovery/get-salt-by-hashed-user-id-unsalted',
        headers: { authorization: `Bearer ${token}` },
        payload: { hashed_user_id_unsalted: hashed },
      });
      expect(direct.statusCode).toBe(500);
      const viaWallet = await app.inject({
        url: '/v1/wallets/evm/get-salt',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(viaWallet.statusCode).toBe(500);
      expect(viaWallet.json().error.code).toBe('internal_error');
    });
    expectNoSecrets(log, [hashed, token]);
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('insert salts');
  });

  it('an account of the bundled identity provider (CPF, e-mail, password hash)', async () => {
    await refuseWrites(app.db, 'idp_accounts');
    const person = {
      name: 'Rita Segredo',
      email: 'rita.segredo@exemplo.com.br',
      cpf: '123.456.789-09',
      password: 'senha-secreta-da-rita',
    };
    const log = await logOf(async () => {
      const res = await submitSignUp(new TestBrowser(app, config.publicUrl), person);
      expect(res.statusCode).toBe(500);
    });
    expectNoSecrets(log, [person.email, '12345678909', person.cpf, person.password, person.name]);
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('insert idp_accounts');
  });

  it('the identity provider’s own storage (oidc-provider adapter: login state, nonce, PKCE challenge)', async () => {
    await refuseWrites(app.db, 'idp_storage');
    const browser = new TestBrowser(app, config.publicUrl);
    const login = await browser.request({ url: '/v1/auth/login' });
    const authorize = new URL(String(login.headers.location));
    const values = ['state', 'nonce', 'code_challenge'].map((name) => authorize.searchParams.get(name)!);
    const log = await logOf(async () => {
      const page = await browser.navigate(authorize.href);
      expect(page.body).toContain('Não foi possível entrar');
    });
    expectNoSecrets(log, values);
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('insert idp_storage');
    await app.db.execute(sql`drop trigger refuse_write on idp_storage`);
  });

  it('a refresh token (its hash)', async () => {
    const user = await createUser(app.db, { email: 'renova@exemplo.com.br' });
    const refreshToken = await issueRefreshToken(app.db, user.id);
    await refuseWrites(app.db, 'refresh_tokens');
    const log = await logOf(async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/v1/auth/refresh',
        headers: {
          cookie: `refreshToken=${refreshToken}`,
          origin: config.publicUrl,
          'content-type': 'application/json',
        },
      });
      expect(res.statusCode).toBe(500);
    });
    expectNoSecrets(log, [refreshToken]);
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('insert refresh_tokens');

    // Nothing half-written: the token was not used up by the refresh that failed, so it still works.
    await app.db.execute(sql`drop trigger refuse_write on refresh_tokens`);
    const retry = await app.inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: `refreshToken=${refreshToken}`, origin: config.publicUrl, 'content-type': 'application/json' },
    });
    expect(retry.statusCode).toBe(200);
  });
});
