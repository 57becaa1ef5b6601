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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}
