import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ACCESS_TOKEN_COOKIE } from '@raiz/domain';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens.ts';

export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const LOGIN_STATE_COOKIE = 'raizLogin';
export const LOGIN_STATE_TTL_SECONDS = 10 * 60;

// Lax: sent on the top-level navigation back from the provider, not on cross-site subrequests (CSRF).
function base(config: Config): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secure,
    ...(config.cookieDomain ? { domain: config.cookieDomain } : {}),
  };
}

const accessOptions = (config: Config): CookieSerializeOptions => ({ ...base(config), path: '/' });
const refreshOptions = (config: Config): CookieSerializeOptions => ({ ...base(config), path: '/v1/auth' });
// Only this server reads the login state: no Domain, so it never leaks to sibling hosts.
const loginStateOptions = (config: Config): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: config.secure,
  path: '/v1/auth',
});

export function setSessionCookies(
  reply: FastifyReply,
  config: Config,
  tokens: { accessToken: string; refreshToken: string },
) {
  reply.setCookie(ACCESS_TOKEN_COOKIE, tokens.accessToken, {
    ...accessOptions(config),
    maxAge: ACCESS_TOKEN_TTL_SECONDS,
  });
  reply.setCookie(REFRESH_TOKEN_COOKIE, tokens.refreshToken, {
    ...refreshOptions(config),
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, accessOptions(config));
  reply.clearCookie(REFRESH_TOKEN_COOKIE, refreshOptions(config));
}

/** What the callback needs to finish the login begun by /v1/auth/login. */
export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirect: string;
}

export function setLoginState(reply: FastifyReply, config: Config, value: LoginState) {
  const encoded = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  reply.setCookie(LOGIN_STATE_COOKIE, encoded, {
    ...loginStateOptions(config),
    signed: true,
    maxAge: LOGIN_STATE_TTL_SECONDS,
  });
}

/** The login state, if its cookie is present and its signature valid; the cookie is cleared either way (one use). */
export function takeLoginState(request: FastifyRequest, reply: FastifyReply, config: Config): LoginState | undefined {
  const raw = request.cookies[LOGIN_STATE_COOKIE];
  reply.clearCookie(LOGIN_STATE_COOKIE, loginStateOptions(config));
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Partial<LoginState>;
    if (
      typeof parsed.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.codeVerifier === 'string' &&
      typeof parsed.redirect === 'string'
    ) {
      return parsed as LoginState;
    }
  } catch {
    // A malformed cookie is treated as missing.
  }
  return undefined;
}
