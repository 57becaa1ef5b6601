import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_COOKIE, sessionInvalidMessage } from '@raiz/domain';
import { unauthorized } from './app-error.ts';

// Reading the main API's access tokens, the same way in both API processes. Signing them is the main API's alone
// (its auth module).

/**
 * How every service verifies the main API's access tokens (besides its issuer and keys): ES256 only, audience "raiz",
 * and a subject, an issue time and an expiry present — a token without `exp` would otherwise never expire.
 */
export const accessTokenVerification: { audience: string; algorithms: string[]; requiredClaims: string[] } = {
  audience: 'raiz',
  algorithms: ['ES256'],
  requiredClaims: ['sub', 'iat', 'exp'],
};

/** Where the main API's verification keys come from: its JWKS URL when apart, its public JWK set in process. */
export type JwksSource = URL | { keys: JWK[] };

export interface TokenVerification {
  jwks: JwksSource;
  /** The main API's PUBLIC_URL: the `iss` of its access tokens. */
  issuer: string;
}

export type VerifiedToken = JWTPayload & { sub: string };

/**
 * Verifies signature (ES256 only: "none" and HMAC are refused), issuer, audience, and expiry (required, with iat).
 *
 * A token that passed is remembered (up to `cacheSize`, the oldest forgotten first) until its `exp`: the same string
 * always verifies the same way, and the ECDSA check costs more than the rest of a typical API request, so a session's
 * later calls only have their expiry checked. A token that failed is never remembered.
 */
export function createAccessTokenVerifier(
  { jwks, issuer }: TokenVerification,
  { cacheSize = 5000 }: { cacheSize?: number } = {},
): (token: string) => Promise<VerifiedToken> {
  const keySet = jwks instanceof URL ? createRemoteJWKSet(jwks) : createLocalJWKSet(jwks);
  const verified = new Map<string, VerifiedToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (known.exp! * 1000 > Date.now()) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, keySet, { issuer, ...accessTokenVerification });
    if (!payload.sub) throw new Error('token without subject');
    if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
    verified.set(token, payload as VerifiedToken);
    return payload as VerifiedToken;
  };
}

/** Who is calling, as the main API sees it: the token's subject and its live session's person (roles read per request). */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
  isAdmin: boolean;
}

/**
 * The access token the caller sent: the Bearer header, else the accessToken cookie. The cookie header is parsed here
 * (not with @fastify/cookie) so an app reads it the same with or without that plugin; a malformed percent-encoding is
 * no usable token (401, not 500).
 */
export function readAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== ACCESS_TOKEN_COOKIE || !value.length) continue;
    try {
      return decodeURIComponent(value.join('=')) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The caller's access token and what it says: every authenticated request's first step, in both APIs. 401 ("Faça
 * login…") without a token; 401 with the session-invalid message when it does not verify.
 */
export async function verifiedAccessToken(
  request: FastifyRequest,
  verify: (token: string) => Promise<VerifiedToken>,
): Promise<{ token: string; payload: VerifiedToken }> {
  const token = readAccessToken(request);
  if (!token) throw unauthorized();
  try {
    return { token, payload: await verify(token) };
  } catch {
    throw unauthorized(sessionInvalidMessage);
  }
}
