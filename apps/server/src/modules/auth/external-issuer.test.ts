import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataTableA, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HASURA_CLAIMS } from '@raiz/domain';
import { interactionUid, TestBrowser } from './test-browser.ts';
import { freePort } from '../../test/free-port.ts';

// The relying party against a provider it only knows by OIDC_ISSUER, reached over the network: another Raiz
// instance's bundled IdP, listening on loopback (plain http is allowed only there).

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

let provider: TestApp;
let rp: TestApp;
let origin: string;
beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Both share one public origin so the provider's registered redirect_uri is the relying party's callback.
  provider = await createTestApp({ PUBLIC_URL: origin });
  await provider.app.listen({ port, host: '127.0.0.1' });
  rp = await createTestApp({
    PUBLIC_URL: origin,
    OIDC_ISSUER: `${origin}/idp`,
    OIDC_CLIENT_ID: 'raiz-web',
    OIDC_SCOPES: 'openid email profile cpf',
    OIDC_CPF_CLAIM: 'cpf',
    ADMIN_EMAILS: 'bruno@raiz.dev',
  });
});
afterAll(async () => {
  await rp?.close();
  await provider?.close();
});

async function logIn(email: string, password: string) {
  const browser = new TestBrowser(rp.app, origin, (pathname) => (pathname.startsWith('/idp/') ? provider.app : rp.app));
  await browser.navigate('/v1/auth/login');
  const uid = interactionUid(browser.currentUrl);
  await browser.submit(`/idp/interaction/${uid}/login`, { email, password });
  return new URL(browser.lastLocation!);
}

it('has no identity provider of its own when OIDC_ISSUER is set', async () => {
  expect(rp.config.oidc.bundled).toBe(false);
  expect((await rp.app.inject('/idp/.well-known/openid-configuration')).statusCode).toBe(404);
});

it('logs in through the external issuer: user keyed by that issuer; no CPF from a Raiz provider, which keeps none', async () => {
  const back = await logIn('ana@raiz.dev', 'raiz-demo-1');
  expect(back.searchParams.get('auth')).toBe('success');
  // New to this API: its users are its own, even if the provider seeded a user of the same name.
  expect(back.searchParams.get('isNewUser')).toBe('true');
  const claims = decodeJwt(back.searchParams.get('accessToken')!);
  const [user] = await rp.app.db
    .select()
    .from(users)
    .where(eq(users.id, String(claims.sub)));
  expect(user!.issuer).toBe(`${origin}/idp`);
  const [row] = await rp.app.db.select().from(dataTableA).where(eq(dataTableA.userId, user!.id));
  expect(row!.hashedAuthProviderId).toBe(sha256(`${origin}/idp|${user!.subject}`));
  // The bundled provider keeps no CPF (docs/design.md#cpf-in-the-bundled-provider), so it has none to give another
  // relying party in the configured claim: the person informs it on /conta. A provider that has it (gov.br) gives it in
  // OIDC_CPF_CLAIM, as login-user.test.ts checks.
  expect(row!.hashedCpf).toBeNull();
  expect(JSON.stringify(claims)).not.toContain('52998224725');
});

it('grants admin from ADMIN_EMAILS only, not to the bundled admin account of someone else’s provider', async () => {
  const roles = (url: URL) =>
    (decodeJwt(url.searchParams.get('accessToken')!)[HASURA_CLAIMS] as Record<string, unknown>)[
      'x-hasura-allowed-roles'
    ];
  expect(roles(await logIn('bruno@raiz.dev', 'raiz-demo-2'))).toEqual(['user', 'admin']);
  expect(roles(await logIn('admin@raiz.dev', 'raiz-admin-1'))).toEqual(['user']);
});
