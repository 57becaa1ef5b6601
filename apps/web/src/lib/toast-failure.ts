// A failed action's toast: what failed, and why in the error's own words. Apart from lib/toast.ts, which the first
// screen carries, since only the screens after it report failures this way.
import { toast } from './toast';

/** The error's own words (an ApiError's says why), or a plain "try again" for something that is not an Error. */
export const failureMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Tente novamente em instantes.';

export function toastFailure(title: string, error: unknown): void {
  toast({ title, description: failureMessage(error), variant: 'destructive' });
}
