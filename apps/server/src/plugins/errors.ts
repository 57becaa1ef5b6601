import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes } from '@raiz/domain';
import { AppError } from '../app-error.ts';

/** One error handler: AppError → its status; validation → 400 with field messages; anything else → logged, generic 500. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const issuePath = (v.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || issuePath?.join('.') || '_';
        fields[key] ??= v.message ?? 'Valor inválido.';
      }
      return reply.status(400).send({
        error: { code: errorCodes.validation, message: 'Verifique os campos destacados.', fields },
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: { code: errorCodes.tooManyRequests, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large…
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de conteúdo não suportado: envie JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'O conteúdo enviado é grande demais.'
            : 'Requisição inválida.';
      return reply.status(error.statusCode).send({ error: { code: errorCodes.badRequest, message } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: errorCodes.internal, message: 'Erro interno do servidor. Tente novamente em instantes.' },
    });
  });

});
