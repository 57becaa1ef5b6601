import { SignJWT, decodeJwt, generateKeyPair, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/test-app.ts';
import { HASURA_CLAIMS } from '@raiz/domain';
import { accessTokenVerification } from '@raiz/server-kit/access-token';

const ACCESS_TOKEN_AUDIENCE = accessTokenVerification.audience;

// A protected probe route, so these tests exercise the real plugin without depending on feature modules.
describe('access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) =>
      app.get('/v1/_probe', { preHandler: app.requireUser }, async (req) => ({ id: req.user?.id })),
    );
  }, 60_000);
  afterAll(() => t.close());

  const probe = (headers: Record<string, string>) => t.app.inject({ url: '/v1/_probe', headers });

  // The claims of a signed-in person's token, its session (`sid`) included: each test varies one thing.
  async function claimsFor(s: { token: string }) {
    return {
      sid: decodeJwt(s.token).sid,
      username: 'x',
      email: 'x@y.z',
      [HASURA_CLAIMS]: {
        'x-hasura-user-id': decodeJwt(s.token).sub,
        'x-hasura-allowed-roles': ['user'],
        'x-hasura-default-role': 'user',
      },
    };
  }

  it('accepts its own token, by Bearer and by cookie', async () => {
    const s = await signIn(t);
    expect((await probe(s.headers)).json()).toEqual({ id: s.user.id });
    expect((await probe({ cookie: `accessToken=${s.token}` })).json()).toEqual({ id: s.user.id });
  });

  it('publishes the verification key as JWKS', async () => {
    const res = await t.app.inject('/.well-known/jwks.json');
    expect(res.json().keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(res.json().keys[0].d).toBeUndefined();
  });

  it('refuses a missing token with 401 in Portuguese', async () => {
    const res = await probe({});
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Faça login para continuar.');
  });

  it('refuses an expired token', async () => {
    const s = await signIn(t);
    const token = await new SignJWT(await claimsFor(s))
      .setProtectedHeader({ alg: 'ES256', kid: t.app.signingKeys.kid })
      .setSubject(s.user.id)
      .setIssuer(t.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.app.signingKeys.privateKey);
    expect((await probe({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a token without an expiry, and one without an issue time', async () => {
    const s = await signIn(t);
    const claims = await claimsFor(s);
    const base = () =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: t.app.signingKeys.kid })
        .setSubject(s.user.id)
        .setIssuer(t.config.publicUrl)
        .setAudience(ACCESS_TOKEN_AUDIENCE);
    const withoutExp = await base().setIssuedAt().sign(t.app.signingKeys.privateKey);
    const withoutIat = await base().setExpirationTime('1h').sign(t.app.signingKeys.privateKey);
    for (const token of [withoutExp, withoutIat]) {
      const res = await probe({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou ou é inválida. Entre novamente.');
    }
    // The same token with both claims is accepted: the refusal is about them alone.
    const complete = await base().setIssuedAt().setExpirationTime('1h').sign(t.app.signingKeys.privateKey);
    expect((await probe({ authorization: `Bearer ${complete}` })).json()).toEqual({ id: s.user.id });
  });

  it('refuses alg none', async () => {
    const s = await signIn(t);
    const token = new UnsecuredJWT(await claimsFor(s))
      .setSubject(s.user.id)
      .setIssuer(t.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .encode();
    expect((await probe({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses a token signed by another key', async () => {
    const s = await signIn(t);
    const other = await generateKeyPair('ES256');
    const token = await new SignJWT(await claimsFor(s))
      .setProtectedHeader({ alg: 'ES256', kid: t.app.signingKeys.kid })
      .setSubject(s.user.id)
      .setIssuer(t.config.publicUrl)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect((await probe({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses the wrong issuer or audience', async () => {
    const s = await signIn(t);
    const sign = async (issuer: string, audience: string) =>
      new SignJWT(await claimsFor(s))
        .setProtectedHeader({ alg: 'ES256', kid: t.app.signingKeys.kid })
        .setSubject(s.user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(t.app.signingKeys.privateKey);
    expect(
      (await probe({ authorization: `Bearer ${await sign('https://outro.example', ACCESS_TOKEN_AUDIENCE)}` }))
        .statusCode,
    ).toBe(401);
    expect((await probe({ authorization: `Bearer ${await sign(t.config.publicUrl, 'outra-api')}` })).statusCode).toBe(
      401,
    );
    expect(
      (await probe({ authorization: `Bearer ${await sign(t.config.publicUrl, ACCESS_TOKEN_AUDIENCE)}` })).statusCode,
    ).toBe(200);
  });

  it("refuses a well-signed token without a live session of its subject: no sid, an unknown one, another person's", async () => {
    const [s, other] = [await signIn(t), await signIn(t)];
    const signWith = async (sid: unknown, subject = s.user.id) =>
      new SignJWT({ ...(await claimsFor(s)), sid } as Record<string, unknown>)
        .setProtectedHeader({ alg: 'ES256', kid: t.app.signingKeys.kid })
        .setSubject(subject)
        .setIssuer(t.config.publicUrl)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(t.app.signingKeys.privateKey);
    for (const token of [
      await signWith(undefined),
      await signWith('00000000-0000-4000-8000-000000000000'),
      await signWith('não-é-um-uuid'),
      await signWith(decodeJwt(other.token).sid),
    ]) {
      const res = await probe({ authorization: `Bearer ${token}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Sua sessão expirou ou é inválida. Entre novamente.');
    }
    expect((await probe({ authorization: `Bearer ${await signWith(decodeJwt(s.token).sid)}` })).statusCode).toBe(200);
  });
});
