import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, serviceUnavailableMessage, sessionInvalidMessage } from '@raiz/domain';
import { AppError } from './app-error.ts';
import { TooManyRequestsError } from './rate-limit.ts';
import { isMissingPerson, unavailableDependency } from './database-errors.ts';
import { errorAnswer, frameworkErrorAnswer, routeNotFoundAnswer } from './http-errors.ts';

/**
 * The one error handler of both API processes: AppError → its status; validation → 400 with field messages; the
 * database or another dependency unreachable → 503 (the log names which); a write for a person deleted meanwhile → 401; a framework 4xx → its Portuguese answer; anything else → logged, generic 500.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    // A refusal by a limit says how long to wait, whoever threw it (a route's limit sets it before).
    if (error instanceof TooManyRequestsError && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', error.retryAfterSeconds);
    }
    return reply.status(error.status).send(errorAnswer(error.status, error.code, error.message, error.fields).body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const issuePath = (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
      const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath?.join('.') || '_';
      fields[key] ??= v.message ?? 'Valor inválido.';
    }
    return reply
      .status(400)
      .send(errorAnswer(400, errorCodes.validation, 'Verifique os campos destacados.', fields).body);
  }
  const outage = unavailableDependency(error);
  if (outage) {
    // Down, restarting or overloaded (the database, the file storage…): 503, so the client knows a retry in a moment
    // can work; the log names which.
    request.log.warn({ err: error }, `${outage.dependency} unavailable (${outage.detail})`);
    return reply.status(503).send(errorAnswer(503, errorCodes.serviceUnavailable, serviceUnavailableMessage).body);
  }
  if (isMissingPerson(error)) {
    return reply.status(401).send(errorAnswer(401, errorCodes.unauthorized, sessionInvalidMessage).body);
  }
  const framework = frameworkErrorAnswer(error);
  if (framework) return reply.status(framework.status).send(framework.body);
  request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(500)
    .send(errorAnswer(500, errorCodes.internal, 'Erro interno do servidor. Tente novamente em instantes.').body);
}

/** Answers an unknown route with the documented 404 body. */
export function handleRouteNotFound(_request: FastifyRequest, reply: FastifyReply) {
  const answer = routeNotFoundAnswer();
  return reply.status(answer.status).send(answer.body);
}
