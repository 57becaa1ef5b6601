import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createUser, type UserInput } from '../db/factories.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = openDatabase({});
    await database.migrate();
    return database;
  }
  const name = `raiz_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject`. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database });
  setup?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in user: its row, an access token, and headers for `app.inject` (Bearer, like a service; or cookie + Origin, like the SPA). */
export async function signIn(t: TestApp, input: UserInput = {}) {
  const user = await createUser(t.app.db, input);
  const token = await t.app.issueAccessToken(user);
  return {
    user,
    token,
    headers: { authorization: `Bearer ${token}` },
    cookieHeaders: { cookie: `accessToken=${token}`, origin: t.config.publicUrl },
  };
}
