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
