import { ApiError } from './api-client';

/** The API answered 404: the record does not exist, or it belongs to someone else (the API does not tell). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
