import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@raiz/domain';
import { errorAnswer } from './http-errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes a multipart/form-data body (a file upload) instead of JSON; the Origin check still applies. */
    multipart?: boolean;
  }
}

export interface OriginCheckOptions {
  /** The web origins allowed to make cookie-authenticated, state-changing calls. */
  origins: readonly string[];
  /** Only URLs under this prefix are checked (the JSON API; e.g. an identity provider's own form posts are not). */
  prefix?: string;
}

/**
 * The web origins a process accepts (Origin check, CORS): its public URL's origin and those listed in WEB_ORIGINS,
 * comma-separated, each once.
 */
export function webOriginsOf(publicUrl: string, listed: string | undefined): string[] {
  const extra = (listed ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set([new URL(publicUrl).origin, ...extra])];
}

/**
 * CSRF defence for a cookie-authenticated JSON API: a state-changing call under `prefix` that carries cookies must come
 * from an allowed Origin and, when it has a body, be JSON (or multipart on a route declared `config.multipart`, a file
 * upload: the Origin is checked before the type, so a cross-site form cannot post one with the person's cookies). Calls without cookies (Bearer, service-to-service) carry no
 * ambient credentials to forge.
 */
export const originCheckPlugin = fp(async function originCheckPlugin(
  app: FastifyInstance,
  options: OriginCheckOptions,
) {
  const allowed = new Set(options.origins);
  const prefix = options.prefix ?? '/v1/';
  // A callback hook: every request passes here, and nothing in it waits.
  app.addHook('onRequest', (request, reply, done) => {
    if (safeMethods.has(request.method) || !request.url.startsWith(prefix)) return done();
    const origin = request.headers.origin;
    if (request.headers.cookie && (!origin || !allowed.has(origin))) {
      const answer = errorAnswer(403, errorCodes.forbidden, 'Origem da requisição não permitida.');
      return void reply.status(answer.status).send(answer.body);
    }
    const length = Number(request.headers['content-length'] ?? 0);
    const type = request.headers['content-type'] ?? '';
    const accepted =
      type.startsWith('application/json') ||
      (request.routeOptions.config.multipart === true && type.startsWith('multipart/form-data'));
    if ((length > 0 || request.headers['transfer-encoding']) && !accepted) {
      const answer = errorAnswer(415, errorCodes.badRequest, 'Tipo de conteúdo não suportado: envie JSON.');
      return void reply.status(answer.status).send(answer.body);
    }
    done();
  });
});
