import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { loginQuerySchema, logoutResponseSchema, oidcCallbackQuerySchema, refreshResponseSchema } from '@raiz/domain';
import { isDatabaseUnavailable } from '@raiz/server-kit/database-errors';
import { badRequest } from '@raiz/server-kit/app-error';
import { callbackUrl, type Config } from '../../config.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import {
  clearSessionCookies,
  REFRESH_TOKEN_COOKIE,
  setLoginState,
  setSessionCookies,
  takeLoginState,
} from './auth-cookies.ts';
import { forgetPendingCpf } from '../../plugins/idp/accounts.ts';
import { loginUser } from './login-user.ts';
import { createOidcClient } from './oidc-client.ts';
import { sweepHourly } from '../../plugins/sweeper.ts';
import { deleteEndedSessions, endSession, startSession } from '../../plugins/sessions.ts';
import {
  deleteSpentRefreshTokens,
  issueRefreshToken,
  revokeRefreshToken,
  rotateRefreshToken,
} from './refresh-tokens.ts';

const redirectRefused = 'Endereço de retorno não permitido.';

/** The redirect after login: absolute or relative to PUBLIC_URL, and only to an allowed web origin. */
export function resolveRedirect(value: string | undefined, config: Config): string {
  if (!value) return `${config.publicUrl}/auth`;
  let url: URL;
  try {
    url = new URL(value, config.publicUrl);
  } catch {
    throw badRequest(redirectRefused, { redirect: redirectRefused });
  }
  if (!['http:', 'https:'].includes(url.protocol) || !config.webOrigins.includes(url.origin)) {
    throw badRequest(redirectRefused, { redirect: redirectRefused });
  }
  url.username = '';
  url.password = '';
  url.hash = '';
  return url.href;
}

function withParams(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

function claimString(claims: Record<string, unknown>, name: string): string | undefined {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Login through OpenID Connect (docs/design.md §3): authorization code + PKCE (S256) + state + nonce, the user upserted on
 * return, then an access token (also an httpOnly cookie) and a rotating refresh token (httpOnly cookie).
 */
export async function authRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const oidc = createOidcClient(app);
  await sweepHourly(
    app,
    'session',
    async () => (await deleteSpentRefreshTokens(app.db)) + (await deleteEndedSessions(app.db)),
  );

  // refresh and logout are bodiless POSTs; an SPA may still label them JSON. An empty JSON body is no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('Invalid JSON') as FastifyError;
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  app.get(
    '/v1/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia o login no provedor OpenID (302)',
        querystring: loginQuerySchema,
      },
      config: {
        rateLimit: rateLimits.login,
        openapi: { redirect: 'Para o provedor OpenID (ou de volta com auth=error).' },
      },
    },
    async (request, reply) => {
      const redirect = resolveRedirect(request.query.redirect, config);
      let configuration: client.Configuration;
      try {
        configuration = await oidc.configuration();
      } catch (err) {
        request.log.error({ err }, 'OIDC discovery failed');
        return reply.redirect(withParams(redirect, { auth: 'error' }), 302);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      setLoginState(reply, config, { state, nonce, codeVerifier, redirect });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl(config),
        scope: config.oidc.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        // The bundled IdP always asks who is signing in: "Entrar" after "Sair" must not silently reuse the last account.
        ...(config.oidc.bundled ? { prompt: 'login' } : {}),
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/v1/auth/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Retorno do provedor OpenID; redireciona com auth=success&accessToken=…&isNewUser=… ou auth=error',
        querystring: oidcCallbackQuerySchema,
      },
      config: {
        rateLimit: rateLimits.callback,
        openapi: { redirect: 'De volta ao app, com auth=success ou auth=error.' },
      },
    },
    async (request, reply) => {
      const saved = takeLoginState(request, reply, config);
      const fail = (reason: string, err?: unknown) => {
        request.log.warn({ reason, ...(err ? { err } : {}) }, 'login failed');
        return reply.redirect(withParams(saved?.redirect ?? `${config.publicUrl}/auth`, { auth: 'error' }), 302);
      };
      if (!saved) return fail('missing, expired or tampered login state');
      try {
        const configuration = await oidc.configuration();
        // The exact redirect_uri the login used, with the provider's response parameters as received.
        const currentUrl = new URL(callbackUrl(config));
        currentUrl.search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: saved.codeVerifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) return fail('no ID token');
        const userInfo = configuration.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
          : {};
        const claims: Record<string, unknown> = { ...idClaims, ...userInfo };
        const { user, isNewUser } = await loginUser(
          app.db,
          {
            issuer: configuration.serverMetadata().issuer,
            subject: idClaims.sub,
            email: claimString(claims, 'email'),
            emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : undefined,
            name: claimString(claims, 'name'),
            // The bundled provider keeps no CPF: it hands over the hash data table A keeps, then forgets it.
            ...(config.oidc.bundled
              ? { hashedCpf: claimString(claims, 'hashed_cpf') }
              : { cpf: claimString(claims, config.oidc.cpfClaim) }),
          },
          { adminEmails: config.adminEmails },
        );
        if (config.oidc.bundled) await forgetPendingCpf(app.db, idClaims.sub);
        const sessionId = await startSession(app.db, user.id);
        const accessToken = await app.issueAccessToken(user, sessionId);
        const refreshToken = await issueRefreshToken(app.db, user.id, sessionId);
        setSessionCookies(reply, config, { accessToken, refreshToken });
        request.log.info({ userId: user.id, isNewUser }, 'login');
        return reply.redirect(
          withParams(saved.redirect, { auth: 'success', accessToken, isNewUser: String(isNewUser) }),
          302,
        );
      } catch (err) {
        return fail('code exchange or validation failed', err);
      }
    },
  );

  app.post(
    '/v1/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Troca o refresh token (cookie) por um novo access token e um novo refresh token',
        security: [{ refreshCookie: [] }],
        response: { 200: refreshResponseSchema },
      },
      config: { rateLimit: rateLimits.refresh },
    },
    async (request, reply) => {
      let rotated;
      try {
        rotated = await rotateRefreshToken(app.db, request.cookies[REFRESH_TOKEN_COOKIE]);
      } catch (err) {
        // The session is over, unless the database is only away for a moment: then the same token works later.
        if (!isDatabaseUnavailable(err)) clearSessionCookies(reply, config);
        throw err;
      }
      const accessToken = await app.issueAccessToken(rotated.user, rotated.sessionId);
      setSessionCookies(reply, config, { accessToken, refreshToken: rotated.refreshToken });
      return { data: { accessToken } };
    },
  );

  app.post(
    '/v1/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Encerra a sessão: revoga o refresh token e apaga os cookies (sempre responde ok)',
        response: { 200: logoutResponseSchema },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      await revokeRefreshToken(app.db, request.cookies[REFRESH_TOKEN_COOKIE]);
      // The access token's own session too, when it is still live: a caller with only the access token (Bearer) logs
      // out as well, and that token is refused from the next request on, on every instance.
      await app.requireUser(request, reply).catch(() => undefined);
      if (request.sessionId) await endSession(app.db, request.sessionId);
      clearSessionCookies(reply, config);
      return { data: { ok: true as const } };
    },
  );
}
