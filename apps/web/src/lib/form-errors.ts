import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';

/**
 * Puts the server's field messages (`error.fields`) on the form's fields; anything else becomes the form-level
 * message ("root.server"). Only fields the form has are mapped. True when a message landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (error instanceof ApiError) {
    let mapped = false;
    for (const [name, message] of Object.entries(error.fields ?? {})) {
      if ((fields as string[]).includes(name)) {
        setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !mapped });
        mapped = true;
      }
    }
    if (!mapped) setError('root.server', { type: 'server', message: error.message });
    return mapped;
  }
  setError('root.server', { type: 'server', message: NETWORK_ERROR_MESSAGE });
  return false;
}
