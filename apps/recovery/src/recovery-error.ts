/** An error the recovery API answers on purpose: its status, a stable code and a pt-BR message. */
export class RecoveryError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecoveryError';
  }
}

export const unauthorized = (message = 'Faça login para continuar.') => new RecoveryError(401, 'unauthorized', message);
export const forbidden = (message: string) => new RecoveryError(403, 'forbidden', message);
export const notFound = (message: string) => new RecoveryError(404, 'not_found', message);
