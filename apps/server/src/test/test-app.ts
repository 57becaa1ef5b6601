import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import type { RecoveryDatabase } from '@raiz/recovery/db/client';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createUser, type UserInput } from '../db/factories.ts';
import { projectInput } from '../modules/content-common/content-factories.ts';

import {
  createTestRecoveryDatabase,
  openTestRecoveryDatabase,
  pgliteTemplateDump,
  testDatabaseServerUrl,
} from './test-database-template.ts';

export { createTestRecoveryDatabase };

/**
 * A fresh, migrated (unless asked not to) database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL (dropped again by `close`). Migrated ones are copies of the run's
 * template (test/global-setup.ts): PGlite loads its dump, PostgreSQL creates the database from it.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<Database & { url?: string }> {
  const migrate = options.migrate ?? true;
  const template = migrate ? inject('databaseTemplate') : undefined;
  const serverUrl = testDatabaseServerUrl();
  if (!serverUrl) {
    const pgliteDump = pgliteTemplateDump(template);
    const database = openDatabase({ pgliteDump });
    if (migrate && !pgliteDump) await database.migrate();
    return database;
  }
  const fromTemplate = template?.kind === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined;
  const name = `raiz_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}${fromTemplate ? ` template ${fromTemplate}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ url: url.toString() });
  if (migrate && !fromTemplate) await database.migrate();
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
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { openRecoveryDatabase: openTestRecoveryDatabase, ...options, database });
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

/**
 * A test file's app: made before its tests (the file's own beforeAll hooks run after, with it) and closed after them.
 * The object is filled in then, so read its fields inside hooks and tests.
 */
export function useTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(...args));
  });
  afterAll(() => t.close?.());
  return t;
}

export type TestAppWithRecovery = TestApp & { recovery: RecoveryDatabase };

/** The real app with the recovery API in process, on a recovery database opened here so the test can look inside it. */
export async function createTestAppWithRecovery(): Promise<TestAppWithRecovery> {
  const recovery = await createTestRecoveryDatabase();
  const t = await createTestApp({}, undefined, { recoveryDatabase: recovery });
  return {
    ...t,
    recovery,
    async close() {
      await t.close();
      await recovery.close();
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

export type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * Requests as a person (or as nobody), and creations that must answer 201: what tests of the content routes repeat.
 * `app` may be a getter, for a file whose app is made in its beforeAll.
 */
export function requester(app: TestApp | (() => TestApp)) {
  const inject = (
    who: Pick<Session, 'headers'> | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    (typeof app === 'function' ? app() : app).app.inject({
      method,
      url,
      headers: who?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const create = async (who: Session, url: string, body: object) => {
    const res = await inject(who, 'POST', url, body);
    if (res.statusCode !== 201) throw new Error(`POST ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  const newProject = async (who: Session): Promise<{ id: string }> => create(who, '/v1/projects', projectInput());
  /** One field of each row of a list (its titles, names…), in the list's order; the list must answer 200. */
  const listed = async (who: Session | null, url: string, field = 'title'): Promise<string[]> => {
    const res = await inject(who, 'GET', url);
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
    return (res.json().data.items as Record<string, string>[]).map((row) => row[field]!);
  };
  return { inject, create, newProject, listed };
}

/**
 * A test file of a resource under a project (posts, events, products…): the app, a person with a project, the requests
 * of `requester`, the list URL of `segment` in that project and `createRow`, which creates a row there (`input()`
 * unless given another body or URL). The file closes `t` in its afterAll.
 */
export async function projectChildFixture(segment: string, input: () => object) {
  const t = await createTestApp();
  const ana = await signIn(t);
  const { inject, create, newProject, listed } = requester(t);
  const project = await newProject(ana);
  const base = `/v1/projects/${project.id}/${segment}`;
  const createRow = (who: Session, body: object = input(), url = base) => create(who, url, body);
  return { t, ana, inject, create, createRow, newProject, listed, project, base };
}
