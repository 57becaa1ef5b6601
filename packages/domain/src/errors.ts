import { z } from 'zod';

export const errorCodes = {
  badRequest: 'bad_request',
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** Existed, and was removed for good (a certificate withdrawn at its author's request). */
  gone: 'gone',
  /** The body (a JSON document, a file) is over the route's limit (413). */
  payloadTooLarge: 'payload_too_large',
  /** An `Idempotency-Key` sent again with another request (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  tooManyRequests: 'too_many_requests',
  internal: 'internal_error',
  serviceUnavailable: 'service_unavailable',
  /** No blockchain configured or reachable (503 on the chain routes). */
  chainUnavailable: 'chain_unavailable',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Every API error answers this body: a stable code, a pt-BR message and, for validation, field messages. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z
      .enum(Object.values(errorCodes))
      .describe('Código estável do erro, para programas (a mensagem é para pessoas).'),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A token that no longer opens a session (expired, forged, or its account deleted). */
export const sessionInvalidMessage = 'Sua sessão expirou ou é inválida. Entre novamente.';

/** The answers about an `Idempotency-Key` (a create sent again, e.g. by a device's outbox). */
export const idempotencyMessages = {
  invalidKey: 'A chave de idempotência (Idempotency-Key) deve ter de 1 a 255 caracteres visíveis.',
  reused: 'Esta chave de idempotência já foi usada com outro conteúdo. Gere uma chave nova para um envio diferente.',
  inProgress: 'Um envio com esta chave de idempotência ainda está em andamento. Tente de novo em instantes.',
} as const;

/** The answer (503) while the database cannot be reached: the request can simply be tried again. */
export const serviceUnavailableMessage = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
