import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrust } from '@fastify/proxy-addr';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusingUnsafeText, useZodPortuguese } from '@raiz/domain';
import { handleError } from './error-handler.ts';
import { sendFrameworkError, writeClientError } from './http-errors.ts';
import { loggerOptions } from './logging.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

/** One line per request, when it is answered, with the request in it (Fastify's default writes one more on arrival). */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Each request's id (every log line of the request carries it as reqId; the answer echoes it in X-Request-Id): the
 * X-Request-Id a trusted proxy (TRUST_PROXY) sent, so one id follows a request through the balancer's logs and ours;
 * anyone else's is ignored (it could forge another request's id), and a new UUID is made.
 */
function requestIds(trustProxy: boolean | string[]) {
  const trusted = typeof trustProxy === 'boolean' ? () => trustProxy : compileTrust(trustProxy);
  return (req: IncomingMessage): string => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && REQUEST_ID.test(given) && trusted(req.socket.remoteAddress ?? '', 0)) return given;
    return randomUUID();
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process was asked to stop (SIGTERM): /readyz answers 503 from then on (start-server.ts). */
    shuttingDown: boolean;
  }
}

export interface ApiOptions {
  logLevel: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** TRUST_PROXY, parsed by trustProxySchema. */
  trustProxy: boolean | string[];
}

/**
 * A Fastify instance set up the way both APIs answer: the redacting logger, zod validation in Portuguese refusing
 * unsafe text, the one error handler, and errors raised before a route runs (bad URL, malformed HTTP) in the same shape.
 */
export function createApi({ logLevel, logStream, trustProxy }: ApiOptions) {
  useZodPortuguese();
  const app = Fastify({
    logger: loggerOptions(logLevel, logStream),
    trustProxy,
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: writeClientError,
    logController: new OneLinePerRequest(),
    genReqId: requestIds(trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.decorate('shuttingDown', false);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}
