import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT } from 'jose';
import { HASURA_CLAIMS } from '@raiz/domain';
import { accessTokenVerification } from '@raiz/server-kit/access-token';
import { ACCESS_TOKEN_ALG, type SigningKeys } from '../../plugins/keys.ts';
import { startSession } from '../../plugins/sessions.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const ACCESS_TOKEN_AUDIENCE = accessTokenVerification.audience;

export interface TokenSubject {
  id: string;
  username: string;
  email: string;
  roles: string[];
  legacyUserId?: number | null;
}

/**
 * Access token of docs/design.md §3: asymmetric JWT, 60 minutes, Hasura-style claims, and `sid`, the session (login) it
 * belongs to, which every request checks (§3.6).
 */
export async function signAccessToken(
  keys: SigningKeys,
  issuer: string,
  user: TokenSubject,
  sessionId: string,
): Promise<string> {
  const roles = user.roles.length ? user.roles : ['user'];
  return new SignJWT({
    sid: sessionId,
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues an access token for a user of this API, in the given session (login), or in a new one. */
    issueAccessToken(user: TokenSubject, sessionId?: string): Promise<string>;
  }
}

/** Decorates the app with issueAccessToken, signing with the keys the auth plugin loaded. */
export const accessTokenIssuer = fp(async function accessTokenIssuer(app: FastifyInstance) {
  const keys = app.signingKeys;
  const issuer = app.config.publicUrl;
  app.decorate('issueAccessToken', async (user: TokenSubject, sessionId?: string) =>
    signAccessToken(keys, issuer, user, sessionId ?? (await startSession(app.db, user.id))),
  );
});
