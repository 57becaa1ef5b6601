import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createAccessTokenVerifier, verifiedAccessToken, type AuthUser } from '@raiz/server-kit/access-token';
import { sessionInvalidMessage } from '@raiz/domain';
import { unauthorized } from '@raiz/server-kit/app-error';
import { loadSigningKeys, type SigningKeys } from './keys.ts';
import { findActiveSession } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    signingKeys: SigningKeys;
    /** Requires a valid access token (cookie or Bearer) and sets request.user; see requireUserForRoutes. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    user?: AuthUser;
    /** The session (`sid`) of the caller's access token, set with `user`. */
    sessionId?: string;
  }
}

/** The caller, for handlers behind requireUser. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The one way to require a signed-in person, per route group: called in a routes plugin, it makes every route of that
 * plugin (and of its children) run requireUser at onRequest, so a logged-out call gets 401 before any validation, and
 * marks each route with `security`, so the OpenAPI document says exactly what is enforced.
 */
export function requireUserForRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.schema = { ...route.schema, security: [{ bearer: [] }] } as RouteOptions['schema'];
  });
}

/** Access tokens: signing key (modules/auth signs with it), JWKS at /.well-known/jwks.json, verification of calls. */
export default fp(async function authPlugin(app: FastifyInstance) {
  const keys = await loadSigningKeys(app.keyStore, app.config.jwtPrivateKey);
  const issuer = app.config.publicUrl;
  const jwks = { keys: [keys.publicJwk] };
  const verifyToken = createAccessTokenVerifier({ jwks, issuer });

  app.decorate('signingKeys', keys);

  // The signature is checked once per token (the verifier remembers it); the session is looked up on every request,
  // so a logout, an account deletion or a role change counts at once on every instance (docs/design.md §3.6).
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (request.user) return;
    const { payload } = await verifiedAccessToken(request, verifyToken);
    const session = await findActiveSession(app.db, payload.sid, payload.sub);
    if (!session) throw unauthorized(sessionInvalidMessage);
    request.user = { id: payload.sub, ...session, isAdmin: session.roles.includes('admin') };
    request.sessionId = payload.sid as string;
  });

  app.get('/.well-known/jwks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return jwks;
  });
});
