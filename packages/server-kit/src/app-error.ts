import { errorCodes, type ErrorCode } from '@raiz/domain';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  chain_unavailable: 503,
};

/** An error a service throws on purpose; the error handler answers it with its status and pt-BR message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusOf[code];
  }
}

export const notFound = (message = 'Registro não encontrado.') => new AppError(errorCodes.notFound, message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError(errorCodes.forbidden, message);
export const unauthorized = (message = 'Faça login para continuar.') => new AppError(errorCodes.unauthorized, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(errorCodes.conflict, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(fields ? errorCodes.validation : errorCodes.badRequest, message, fields);
