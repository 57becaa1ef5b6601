import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@raiz/domain';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the cookie-authenticated API (DESIGN.md §3.7): a state-changing /v1 call must come from an
 * allowed Origin and, when it has a body, be JSON. The IdP's own form posts are outside /v1 and keep their own checks.
 */
export default fp(async function csrfPlugin(app: FastifyInstance) {
  const allowed = new Set(app.config.webOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/v1/')) return;
    const origin = request.headers.origin;
    // Calls without cookies (Bearer, service-to-service) carry no ambient credentials to forge.
    const usesCookies = Boolean(request.headers.cookie);
    if (usesCookies && (!origin || !allowed.has(origin))) {
      return reply
        .status(403)
        .send({ error: { code: errorCodes.forbidden, message: 'Origem da requisição não permitida.' } });
    }
    const length = Number(request.headers['content-length'] ?? 0);
    const type = request.headers['content-type'] ?? '';
    if ((length > 0 || request.headers['transfer-encoding']) && !type.startsWith('application/json')) {
      return reply
        .status(415)
        .send({ error: { code: errorCodes.badRequest, message: 'Tipo de conteúdo não suportado: envie JSON.' } });
    }
  });
});
