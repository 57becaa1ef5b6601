import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTableA, idpAccounts, refreshTokens, users } from '../../db/schema/index.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createUser } from '../../db/factories.ts';
import { freePort } from '../../test/free-port.ts';
import { signUpThroughIdp, submitSignUp } from '../../test/people.ts';
import { createTestApp, createTestDatabase, requester, signIn, useTestApp, type TestApp } from '../../test/test-app.ts';
import { setAdminRole } from './admin-role.ts';
import { deleteSpentRefreshTokens } from './refresh-tokens.ts';
import { HASURA_CLAIMS } from '@raiz/domain';
import { interactionUid, TestBrowser } from './test-browser.ts';

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const WEB_DEV_ORIGIN = 'http://localhost:5173';

const t = useTestApp({ WEB_ORIGINS: WEB_DEV_ORIGIN });
let issuer: string;
beforeAll(async () => {
  issuer = t.config.oidc.issuer;
});

/** Starts a login and stops on the IdP's sign-in page. */
async function openSignIn(browser: TestBrowser, redirect?: string) {
  const page = await browser.navigate(`/v1/auth/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  expect(page.statusCode).toBe(200);
  return interactionUid(browser.currentUrl);
}

/** A whole login with the bundled IdP; returns the browser (with its cookies) and the query the SPA receives. */
async function logIn(email: string, password: string, redirect?: string) {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const uid = await openSignIn(browser, redirect);
  const res = await browser.submit(`/idp/interaction/${uid}/login`, { email, password });
  expect(res.statusCode).toBe(302);
  return { browser, back: new URL(browser.lastLocation!) };
}

function cookieAttributes(res: { headers: Record<string, unknown> }, name: string): string {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return all.find((c) => c.startsWith(`${name}=`)) ?? '';
}

describe('login through the bundled identity provider', () => {
  it('sends the browser to the provider with code + PKCE (S256), state and nonce kept in a signed cookie', async () => {
    const res = await t.app.inject('/v1/auth/login');
    expect(res.statusCode).toBe(302);
    const to = new URL(res.headers.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${issuer}/auth`);
    expect(to.searchParams.get('response_type')).toBe('code');
    expect(to.searchParams.get('client_id')).toBe('raiz-web');
    expect(to.searchParams.get('redirect_uri')).toBe(`${t.config.publicUrl}/v1/auth/callback`);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('scope')).toBe('openid email profile cpf');
    const stateCookie = cookieAttributes(res, 'raizLogin');
    expect(stateCookie).toMatch(/Max-Age=600/);
    expect(stateCookie).toMatch(/HttpOnly/);
    expect(stateCookie).toMatch(/SameSite=Lax/);
    expect(stateCookie).toMatch(/Path=\/v1\/auth/);
    // Signed (value.signature), so the browser cannot alter the redirect or the verifier it holds.
    expect(decodeURIComponent(stateCookie.split(';')[0]!)).toMatch(/\.[\w+/=-]+$/);
  });

  it('signs up a new account: isNewUser=true, cookies set, user and data table A filled from the claims', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const uid = await openSignIn(browser);
    const form = await browser.request({ url: `/idp/interaction/${uid}/cadastro` });
    expect(form.body).toContain('Criar conta');
    const res = await browser.submit(`/idp/interaction/${uid}/cadastro`, {
      name: 'Carla Nova',
      email: 'Carla.Nova@Exemplo.com.br',
      cpf: '935.411.347-80',
      password: 'uma-senha-longa',
      passwordConfirmation: 'uma-senha-longa',
    });
    expect(res.statusCode).toBe(302);
    const back = new URL(browser.lastLocation!);
    expect(`${back.origin}${back.pathname}`).toBe(`${t.config.publicUrl}/auth`);
    expect(back.searchParams.get('auth')).toBe('success');
    expect(back.searchParams.get('isNewUser')).toBe('true');

    const token = back.searchParams.get('accessToken')!;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ username: 'carla.nova', email: 'carla.nova@exemplo.com.br' });
    expect((claims[HASURA_CLAIMS] as Record<string, unknown>)['x-hasura-allowed-roles']).toEqual(['user']);

    expect(browser.cookie('accessToken', '/')).toBe(token);
    expect(browser.cookie('refreshToken', '/v1/auth')).toMatch(/^[\w-]{43}$/);
    const access = cookieAttributes(res, 'accessToken');
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).toMatch(/Max-Age=3600/);
    const refresh = cookieAttributes(res, 'refreshToken');
    expect(refresh).toMatch(/Path=\/v1\/auth/);
    expect(refresh).toMatch(/Max-Age=604800/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).not.toMatch(/Secure/); // http://localhost

    const [user] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, String(claims.sub)));
    expect(user).toMatchObject({ issuer, name: 'Carla Nova', roles: ['user'] });
    const [row] = await t.app.db.select().from(dataTableA).where(eq(dataTableA.userId, user!.id));
    expect(row!.hashedAuthProviderId).toBe(sha256(`${issuer}|${user!.subject}`));
    expect(row!.hashedCpf).toBe(sha256('93541134780'));
    expect(row!.evmAddress).toBeNull();
    // The provider handed the CPF's hash over and kept nothing of it.
    const [account] = await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.id, user!.subject));
    expect(account!.pendingHashedCpf).toBeNull();

    // The same person logging in again is no longer new.
    const again = await logIn('carla.nova@exemplo.com.br', 'uma-senha-longa');
    expect(again.back.searchParams.get('isNewUser')).toBe('false');
    expect(decodeJwt(again.back.searchParams.get('accessToken')!).sub).toBe(user!.id);
  });

  it('logs a demo account in: isNewUser=false, data table A with the hashes of its identity and CPF', async () => {
    const { back, browser } = await logIn('ana@raiz.dev', 'raiz-demo-1');
    expect(back.searchParams.get('auth')).toBe('success');
    expect(back.searchParams.get('isNewUser')).toBe('false');
    const claims = decodeJwt(back.searchParams.get('accessToken')!);
    expect(claims.email).toBe('ana@raiz.dev');
    expect(claims.username).toBe('ana');

    const [user] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.id, String(claims.sub)));
    const [row] = await t.app.db.select().from(dataTableA).where(eq(dataTableA.userId, user!.id));
    expect(row!.hashedAuthProviderId).toBe(sha256(`${issuer}|${user!.subject}`));
    expect(row!.hashedCpf).toBe(sha256('52998224725'));

    // The cookie alone authenticates the API.
    const me = await browser.request({ url: '/v1/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.email).toBe('ana@raiz.dev');
  });

  it('gives the bundled admin account the admin role, with ADMIN_EMAILS empty', async () => {
    expect(t.config.adminEmails).toEqual([]);
    const { back } = await logIn('admin@raiz.dev', 'raiz-admin-1');
    const claims = decodeJwt(back.searchParams.get('accessToken')!);
    expect((claims[HASURA_CLAIMS] as Record<string, unknown>)['x-hasura-allowed-roles']).toEqual(['user', 'admin']);
  });

  it('answers a wrong password on the sign-in page, keeping the e-mail', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const uid = await openSignIn(browser);
    const res = await browser.submit(`/idp/interaction/${uid}/login`, {
      email: 'bruno@raiz.dev',
      password: 'errada-123',
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('E-mail ou senha incorretos.');
    expect(res.body).toContain('value="bruno@raiz.dev"');
    // The same page still works with the right password.
    const ok = await browser.submit(`/idp/interaction/${uid}/login`, {
      email: 'bruno@raiz.dev',
      password: 'raiz-demo-2',
    });
    expect(ok.statusCode).toBe(302);
    expect(new URL(browser.lastLocation!).searchParams.get('auth')).toBe('success');
  });

  it('returns to an allowed web origin, and refuses a redirect outside the allow-list', async () => {
    const { back } = await logIn('ana@raiz.dev', 'raiz-demo-1', `${WEB_DEV_ORIGIN}/auth?from=painel`);
    expect(back.origin).toBe(WEB_DEV_ORIGIN);
    expect(back.searchParams.get('from')).toBe('painel');
    expect(back.searchParams.get('auth')).toBe('success');

    for (const redirect of [
      'https://evil.example/auth',
      '//evil.example/auth',
      'javascript:alert(1)',
      'http://localhost:3001/auth',
    ]) {
      const res = await t.app.inject(`/v1/auth/login?redirect=${encodeURIComponent(redirect)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Endereço de retorno não permitido.');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('answers auth=error when the state does not match, and when the login cookie is missing', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const uid = await openSignIn(browser);
    const posted = await browser.request({
      method: 'POST',
      url: `/idp/interaction/${uid}/login`,
      form: { email: 'ana@raiz.dev', password: 'raiz-demo-1' },
    });
    const resumed = await browser.request({ url: posted.headers.location as string });
    const callback = new URL(resumed.headers.location as string);
    expect(callback.pathname).toBe('/v1/auth/callback');

    const tampered = new URL(callback);
    tampered.searchParams.set('state', 'not-the-state');
    const res = await browser.request({ url: tampered.href });
    expect(res.statusCode).toBe(302);
    const back = new URL(res.headers.location as string);
    expect(back.searchParams.get('auth')).toBe('error');
    expect(back.searchParams.get('accessToken')).toBeNull();
    expect(browser.cookie('accessToken')).toBeUndefined();

    // The login state was single-use: replaying the genuine callback fails too.
    const replay = await browser.request({ url: callback.href });
    expect(new URL(replay.headers.location as string).searchParams.get('auth')).toBe('error');

    // And a callback with no login cookie at all (another browser) goes back to the default page.
    const stranger = await t.app.inject(callback.pathname + callback.search);
    expect(stranger.headers.location).toBe(`${t.config.publicUrl}/auth?auth=error`);
  });

  it('answers auth=error when the provider reports an error', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const start = await browser.request({ url: '/v1/auth/login' });
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const res = await browser.request({
      url: `/v1/auth/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(issuer)}`,
    });
    expect(new URL(res.headers.location as string).searchParams.get('auth')).toBe('error');
  });
});

describe('logging in again in the same browser', () => {
  const signUpForm = (email: string, cpf: string) => ({
    name: 'Joana Ribeiro da Silva',
    email,
    cpf,
    password: 'senha-da-joana-1',
    passwordConfirmation: 'senha-da-joana-1',
  });

  /** One login on the bundled IdP in this browser (its cookies kept); answers the query the SPA receives. */
  async function signInAgain(browser: TestBrowser, form: 'login' | 'cadastro', fields: Record<string, string>) {
    const uid = await openSignIn(browser);
    const res = await browser.submit(`/idp/interaction/${uid}/${form}`, fields);
    expect(res.statusCode, res.body).toBe(302);
    const back = new URL(browser.lastLocation!);
    expect(back.searchParams.get('auth')).toBe('success');
    return { claims: decodeJwt(back.searchParams.get('accessToken')!), isNewUser: back.searchParams.get('isNewUser') };
  }

  async function logOut(browser: TestBrowser) {
    expect((await browser.request({ method: 'POST', url: '/v1/auth/logout' })).statusCode).toBe(200);
  }

  it('logs in → Sair → in as someone else → Sair → Criar conta → Sair → in again, every time', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    expect((await signInAgain(browser, 'login', { email: 'ana@raiz.dev', password: 'raiz-demo-1' })).claims.email).toBe(
      'ana@raiz.dev',
    );
    await logOut(browser);
    expect(
      (await signInAgain(browser, 'login', { email: 'bruno@raiz.dev', password: 'raiz-demo-2' })).claims.email,
    ).toBe('bruno@raiz.dev');
    await logOut(browser);
    const created = await signInAgain(browser, 'cadastro', signUpForm('joana@exemplo.com.br', '271.828.182-05'));
    expect(created).toMatchObject({ claims: { email: 'joana@exemplo.com.br' }, isNewUser: 'true' });
    await logOut(browser);
    for (const [email, password] of [
      ['ana@raiz.dev', 'raiz-demo-1'],
      ['ana@raiz.dev', 'raiz-demo-1'],
      ['joana@exemplo.com.br', 'senha-da-joana-1'],
    ] as const) {
      expect((await signInAgain(browser, 'login', { email, password })).claims.email).toBe(email);
      await logOut(browser);
    }
  });

  it('lets a half-finished sign-up be sent again: the same e-mail and password sign that account in', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const uid = await openSignIn(browser);
    // The account is created, but the browser never follows the redirect back (closed tab, lost connection).
    const first = await browser.request({
      method: 'POST',
      url: `/idp/interaction/${uid}/cadastro`,
      form: signUpForm('meio@exemplo.com.br', '135.792.468-28'),
    });
    expect(first.statusCode).toBe(303);

    const retry = await signInAgain(browser, 'cadastro', signUpForm('meio@exemplo.com.br', '135.792.468-28'));
    expect(retry).toMatchObject({ claims: { email: 'meio@exemplo.com.br' }, isNewUser: 'true' });

    // Another password for that e-mail is still someone else trying to take it.
    const other = new TestBrowser(t.app, t.config.publicUrl);
    const otherUid = await openSignIn(other);
    const taken = await other.submit(`/idp/interaction/${otherUid}/cadastro`, {
      ...signUpForm('meio@exemplo.com.br', '135.792.468-28'),
      password: 'outra-senha-qualquer',
      passwordConfirmation: 'outra-senha-qualquer',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.body).toContain('Este e-mail já está cadastrado.');
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and, when an old one is reused, revokes the whole family', async () => {
    const { browser } = await logIn('bruno@raiz.dev', 'raiz-demo-2');
    const first = browser.cookie('refreshToken')!;

    // Like the SPA: a bodiless POST labelled JSON, with cookies and its Origin.
    const res = await browser.request({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json().data;
    expect(decodeJwt(accessToken).email).toBe('bruno@raiz.dev');
    expect(browser.cookie('accessToken')).toBe(accessToken);
    const second = browser.cookie('refreshToken')!;
    expect(second).not.toBe(first);

    const third = await browser.request({ method: 'POST', url: '/v1/auth/refresh' });
    expect(third.statusCode).toBe(200);
    const current = browser.cookie('refreshToken')!;

    // A thief replays the first token: refused, and the family (including the current token) is revoked.
    const thief = new TestBrowser(t.app, t.config.publicUrl);
    thief.setCookie('refreshToken', first, '/v1/auth');
    const stolen = await thief.request({ method: 'POST', url: '/v1/auth/refresh' });
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().error.code).toBe('unauthorized');

    const owner = await browser.request({ method: 'POST', url: '/v1/auth/refresh' });
    expect(owner.statusCode).toBe(401);
    expect(browser.cookie('refreshToken')).toBeUndefined();
    const rows = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(current)));
    expect(rows[0]!.revokedAt).not.toBeNull();
    // Only hashes are stored.
    expect(await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, current))).toEqual([]);
  });

  it('deletes the records of sessions ended more than a week ago, keeping the rest (a live one still refreshes)', async () => {
    const { browser } = await logIn('ana@raiz.dev', 'raiz-demo-1');
    const live = browser.cookie('refreshToken')!;
    const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'ana@raiz.dev'));
    const family = crypto.randomUUID();
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await t.app.db.insert(refreshTokens).values([
      { userId: user!.id, familyId: family, tokenHash: sha256('vencido-ha-8-dias'), expiresAt: at(-8) },
      { userId: user!.id, familyId: family, tokenHash: sha256('vencido-ha-6-dias'), expiresAt: at(-6) },
    ]);

    expect(await deleteSpentRefreshTokens(t.app.db)).toBeGreaterThanOrEqual(1);
    const left = async (token: string) =>
      (
        await t.app.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(token)))
      ).length;
    expect(await left('vencido-ha-8-dias')).toBe(0);
    expect(await left('vencido-ha-6-dias')).toBe(1);
    expect(await left(live)).toBe(1);
    expect((await browser.request({ method: 'POST', url: '/v1/auth/refresh' })).statusCode).toBe(200);
  });

  it('refuses a refresh without a cookie, and one from another Origin', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/v1/auth/refresh' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.message).toBe('Sua sessão terminou. Entre novamente.');

    const { browser } = await logIn('ana@raiz.dev', 'raiz-demo-1');
    const forged = await browser.request({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('logs out: clears both cookies, revokes the refresh token, and answers ok when already logged out', async () => {
    const { browser } = await logIn('ana@raiz.dev', 'raiz-demo-1');
    const refresh = browser.cookie('refreshToken')!;
    const res = await browser.request({ method: 'POST', url: '/v1/auth/logout', json: { user: 'ana' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(cookieAttributes(res, 'accessToken')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieAttributes(res, 'refreshToken')).toMatch(/Path=\/v1\/auth/);
    expect(browser.cookie('accessToken')).toBeUndefined();
    expect(browser.cookie('refreshToken')).toBeUndefined();

    browser.setCookie('refreshToken', refresh, '/v1/auth');
    expect((await browser.request({ method: 'POST', url: '/v1/auth/refresh' })).statusCode).toBe(401);

    const again = await t.app.inject({ method: 'POST', url: '/v1/auth/logout' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { ok: true } });
  });

  it('answers 429 in Portuguese when the login is hammered', async () => {
    const hit = () => t.app.inject({ url: '/v1/auth/login', remoteAddress: '203.0.113.9' });
    for (let i = 0; i < rateLimits.login.max; i++) expect((await hit()).statusCode).toBe(302);
    const res = await hit();
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    // Another address is not affected.
    expect((await t.app.inject({ url: '/v1/auth/login', remoteAddress: '203.0.113.10' })).statusCode).toBe(302);
  });
});

describe('behind https', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ PUBLIC_URL: 'https://raiz.example', COOKIE_DOMAIN: '.raiz.example' });
  });
  afterAll(() => secure.close());

  it('marks every session cookie Secure, with the configured Domain', async () => {
    const browser = new TestBrowser(secure.app, secure.config.publicUrl);
    const res = await submitSignUp(browser, {
      name: 'Dora Segura',
      email: 'dora@exemplo.com.br',
      cpf: '714.602.380-01',
      password: 'uma-senha-longa',
    });
    expect(new URL(browser.lastLocation!).href).toMatch(/^https:\/\/raiz\.example\/auth\?auth=success&/);
    for (const name of ['accessToken', 'refreshToken']) {
      const cookie = cookieAttributes(res, name);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Domain=\.raiz\.example/);
      expect(cookie).toMatch(/SameSite=Lax/);
    }
  });
});

describe('administrators by command (npm run admin -- grant|revoke <email>)', () => {
  it('reach the person at their next request, with the token they hold (roles are read with the session)', async () => {
    const { newProject } = requester(t);
    const owner = await signIn(t);
    const project = await newProject(owner);
    const person = await signUpThroughIdp(t, 'Gestora@Exemplo.com.br', '046.454.286-32', 'Gestora da Rede');
    const openProject = async (authorization: string) =>
      (await t.app.inject({ url: `/v1/projects/${project.id}`, headers: { authorization } })).statusCode;
    const renewed = async () => {
      const res = await person.browser.request({ method: 'POST', url: '/v1/auth/refresh' });
      expect(res.statusCode).toBe(200);
      return `Bearer ${res.json().data.accessToken as string}`;
    };
    expect(await openProject(person.headers.authorization)).toBe(404);

    const granted = await setAdminRole(t.app.db, '  gestora@exemplo.com.br ', true);
    expect(granted.people.map((p) => p.roles)).toEqual([['user', 'admin']]);
    expect(await openProject(person.headers.authorization)).toBe(200);
    expect(await openProject(await renewed())).toBe(200);
    // Granting twice keeps one admin role.
    expect((await setAdminRole(t.app.db, 'gestora@exemplo.com.br', true)).people[0]!.roles).toEqual(['user', 'admin']);

    expect((await setAdminRole(t.app.db, 'gestora@exemplo.com.br', false)).people[0]!.roles).toEqual(['user']);
    expect(await openProject(person.headers.authorization)).toBe(404);
    expect(await openProject(await renewed())).toBe(404);
    expect((await setAdminRole(t.app.db, 'ninguem@exemplo.com.br', true)).people).toEqual([]);
  });
});

describe('npm run admin', () => {
  const serverDir = path.resolve(import.meta.dirname, '../../..');
  /** The command as `npm run admin -- …` runs it, on the database DATA_DIR or DATABASE_URL names. */
  function admin(args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/auth/admin-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    return new Promise<{ code: number | null; out: string }>((resolve) =>
      child.on('close', (code) => resolve({ code, out })),
    );
  }

  it(
    'grants on the embedded database (or on PostgreSQL with DATABASE_URL), and names a missing person',
    { timeout: 180_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-admin-'));
      const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);
      const database: Database & { url?: string } = onPostgres
        ? await createTestDatabase()
        : openDatabase({ dir: `${dataDir}/db` });
      try {
        if (!onPostgres) await database.migrate();
        await createUser(database.db, { email: 'operadora@exemplo.com.br' });
        // The embedded database belongs to one process at a time: the command opens it once the server let go.
        if (!onPostgres) await database.close();
        const env = {
          DATA_DIR: dataDir,
          DATABASE_URL: database.url ?? '',
          PORT: String(await freePort()),
          // Cluster mode asks for Redis with DATABASE_URL; the command itself never connects to it.
          REDIS_URL: database.url ? 'redis://127.0.0.1:6379/1' : '',
          RECOVERY_DATABASE_URL: database.url ?? '',
          DEV_CHAIN: 'off',
        };

        const granted = await admin(['grant', 'Operadora@Exemplo.com.br'], env);
        expect(granted.out).toContain('Operadora@Exemplo.com.br (http://localhost:3000/idp) agora é administrador(a)');
        expect(granted.code).toBe(0);
        const missing = await admin(['grant', 'ninguem@exemplo.com.br'], env);
        expect(missing.out).toContain('Ninguém entrou na Raiz com o e-mail ninguem@exemplo.com.br ainda');
        expect(missing.code).toBe(1);

        const reopened = onPostgres ? database : openDatabase({ dir: `${dataDir}/db` });
        const [row] = await reopened.db.select().from(users).where(eq(users.email, 'operadora@exemplo.com.br'));
        expect(row!.roles).toEqual(['user', 'admin']);
        if (!onPostgres) await reopened.close();
      } finally {
        if (onPostgres) await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    'refuses while a server answers on PORT over the embedded database, and explains its usage',
    { timeout: 180_000 },
    async () => {
      const running = http.createServer((_req, res) => res.end('{"status":"ok"}'));
      await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
      try {
        const port = String((running.address() as { port: number }).port);
        const refused = await admin(['grant', 'operadora@exemplo.com.br'], {
          PORT: port,
          DATABASE_URL: '',
          DATA_DIR: os.tmpdir(),
        });
        expect(refused.out).toContain(`O servidor está rodando (porta ${port}) sobre o banco embutido`);
        expect(refused.code).toBe(1);
      } finally {
        running.close();
      }
      const usage = await admin(['promote', 'x@exemplo.com.br'], {});
      expect(usage.out).toContain('Use: npm run admin -- grant <e-mail>');
      expect(usage.code).toBe(2);
    },
  );
});
