import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { refusingUnsafeText, useZodPortuguese } from '@raiz/domain';
import { handleError } from './error-handler.ts';
import { sendFrameworkError, writeClientError } from './http-errors.ts';
import { loggerOptions } from './logging.ts';

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
    // One line per request, when it is answered (Fastify's default writes two: on arrival and on answer).
    disableRequestLogging: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  app.setValidatorCompiler(refusingUnsafeText(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}
