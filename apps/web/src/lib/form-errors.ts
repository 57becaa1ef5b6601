import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { toast } from './toast';

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

/** What a signing form says of a wrong PIN (the wallet derived another key). */
export const WRONG_PIN_TO_SIGN = 'Falha ao assinar: PIN incorreto.';

/** A wallet's refusal of the PIN: the signer rejects with an Error whose `reason` is 'wrong-pin'. */
export function isWrongPin(error: unknown): boolean {
  return error instanceof Error && (error as Error & { reason?: unknown }).reason === 'wrong-pin';
}

/**
 * What failed on a signing form (the certification, a verification's statement): a wrong PIN is toasted and said under
 * `pinField`, which takes the focus for the next try; anything else (the signer's or the server's refusal) is the
 * form-level message.
 */
export function showSigningError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  pinField: Path<T>,
): void {
  if (isWrongPin(error)) {
    toast({ title: WRONG_PIN_TO_SIGN, variant: 'destructive' });
    setError(pinField, { type: 'server', message: WRONG_PIN_TO_SIGN }, { shouldFocus: true });
  } else {
    setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
  }
}
