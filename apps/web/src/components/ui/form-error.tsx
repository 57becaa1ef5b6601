import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { useReveal } from '../../lib/use-reveal';

/**
 * A form-level error (a server or flow error that belongs to no single field). Brought into view and focused when it
 * appears: a save started from the bottom bar happens far below the top of a long form.
 */
export function FormError({ message }: { message: string | undefined }) {
  const box = useReveal<HTMLParagraphElement>(message);
  if (!message) return null;
  return (
    <p
      ref={box}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger-soft p-3 text-sm font-medium text-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {message}
    </p>
  );
}

/**
 * The end of a small form: its form-level error (react-hook-form's `root.server`), then the submit button, which says `pendingLabel` and is disabled
 * while the form works. `children` stand between the two (a progress bar).
 */
export function FormFooter({
  errors,
  pending,
  label,
  pendingLabel,
  disabled = false,
  variant,
  size,
  children,
}: {
  /** The form's `formState.errors`. */
  errors: { root?: Record<string, { message?: string }> };
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children?: ReactNode;
}) {
  return (
    <>
      <FormError message={errors.root?.server?.message} />
      {children}
      <div>
        <Button type="submit" variant={variant} size={size} disabled={disabled || pending}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </>
  );
}
