import { createLocalJWKSet, jwtVerify, SignJWT, type JWK } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_ALG, type SigningKeys } from './keys.ts';

export const HASURA_CLAIMS = 'https://hasura.io/jwt/claims';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const ACCESS_TOKEN_AUDIENCE = 'raiz';

/** Who is calling, as the API sees it after verifying the access token. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
  isAdmin: boolean;
}

export interface TokenSubject {
  id: string;
  username: string;
  email: string;
  roles: string[];
  legacyUserId?: number | null;
}

/** Access token of DESIGN.md §3: asymmetric JWT, 60 minutes, Hasura-style claims. */
export async function signAccessToken(keys: SigningKeys, issuer: string, user: TokenSubject): Promise<string> {
  const roles = user.roles.length ? user.roles : ['user'];
  return new SignJWT({
    username: user.username,
    email: user.email,
    [HASURA_CLAIMS]: {
      'x-hasura-user-id': user.id,
      ...(user.legacyUserId != null ? { 'x-hasura-legacy-user-id': String(user.legacyUserId) } : {}),
      'x-hasura-allowed-roles': roles,
      'x-hasura-default-role': 'user',
    },
  })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(keys.privateKey);
}

const claimsSchema = z.object({
  sub: z.string().uuid(),
  username: z.string(),
  email: z.string(),
  [HASURA_CLAIMS]: z.object({ 'x-hasura-allowed-roles': z.array(z.string()) }),
});

/** Verifies signature (ES256 only: "none" and HMAC are refused), issuer, audience and expiry. */
export function createAccessTokenVerifier(jwks: { keys: JWK[] }, issuer: string) {
  const keySet = createLocalJWKSet(jwks);
  return async function verifyAccessToken(token: string): Promise<AuthUser> {
    const { payload } = await jwtVerify(token, keySet, {
      issuer,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: [ACCESS_TOKEN_ALG],
    });
    const claims = claimsSchema.parse(payload);
    const roles = claims[HASURA_CLAIMS]['x-hasura-allowed-roles'];
    return { id: claims.sub, username: claims.username, email: claims.email, roles, isAdmin: roles.includes('admin') };
  };
}
