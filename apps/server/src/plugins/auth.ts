import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokenVerifier, signAccessToken, type AuthUser, type TokenSubject } from '../modules/auth/access-token.ts';
import { loadSigningKeys, type SigningKeys } from '../modules/auth/keys.ts';
import { unauthorized } from '../app-error.ts';

export const ACCESS_TOKEN_COOKIE = 'accessToken';

declare module 'fastify' {
  interface FastifyInstance {
    signingKeys: SigningKeys;
    /** Issues an access token for a user of this API. */
    issueAccessToken(user: TokenSubject): Promise<string>;
    /** preHandler: requires a valid access token (cookie or Bearer) and sets request.user. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

/** The caller, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The access token the caller sent (Bearer header, else the cookie), e.g. to forward it to the recovery API. */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[ACCESS_TOKEN_COOKIE];
}

/** Access tokens: signing key, JWKS at /.well-known/jwks.json, verification of every protected call. */
export default fp(async function authPlugin(app: FastifyInstance) {
  const keys = await loadSigningKeys(app.config.dataDir, app.config.jwtPrivateKey);
  const issuer = app.config.publicUrl;
  const jwks = { keys: [keys.publicJwk] };
  const verify = createAccessTokenVerifier(jwks, issuer);

  app.decorate('signingKeys', keys);
  app.decorate('issueAccessToken', (user: TokenSubject) => signAccessToken(keys, issuer, user));
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = readToken(request);
    if (!token) throw unauthorized();
    try {
      request.user = await verify(token);
    } catch {
      throw unauthorized('Sua sessão expirou ou é inválida. Entre novamente.');
    }
  });

  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return jwks;
  });
});
