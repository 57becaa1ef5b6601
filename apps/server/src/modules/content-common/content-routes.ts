import type { FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@raiz/domain';
import { currentUser } from '../../plugins/auth.ts';
import type { Actor } from './content-common.ts';

/** The caller as services see it. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, isAdmin: user.isAdmin };
}

/** Every content route needs a signed-in user (cookie or Bearer). */
export const security = [{ bearer: [] }];

/** The error answers every content route documents; bodies follow the one error handler. */
export const errorResponses = {
  400: apiErrorSchema.describe('Dados inválidos: `fields` traz a mensagem de cada campo.'),
  401: apiErrorSchema.describe('Sem sessão válida.'),
  404: apiErrorSchema.describe('Não encontrado (ou de outra pessoa: a existência não é revelada).'),
} as const;

export const writeErrorResponses = {
  ...errorResponses,
  409: apiErrorSchema.describe('Versão desatualizada (o registro mudou) ou relatório certificado.'),
} as const;
