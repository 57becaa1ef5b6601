// Building blocks of the long create/edit forms: titled sections and the aria wiring of each control.
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Input } from './field';

/** A titled group of fields (a region named by its heading). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      // A control focused after a failed save stays clear of the sticky header, and of the bottom bar with the
      // toast above it.
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6 [&_input]:scroll-mt-32 [&_input]:scroll-mb-48 [&_select]:scroll-mt-32 [&_select]:scroll-mb-48 [&_textarea]:scroll-mt-32 [&_textarea]:scroll-mb-48"
    >
      <h2 id={id} className="font-display text-lg font-semibold text-fg">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A field spanning the whole row of a FormSection's grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}

/**
 * Enter in a text input saves the form (implicit submission needs a submit button); the visible Salvar buttons are
 * the header's and the bottom bar's, so this one is hidden from sight and from assistive technology.
 */
export function ImplicitSubmit() {
  return <button type="submit" hidden aria-hidden="true" tabIndex={-1} />;
}

/** A checkbox with its label on the right and an optional hint under it. */
export function CheckboxField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (id: string, hintId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border bg-surface-2/60 p-3">
      {children(id, hintId)}
      <div>
        <label htmlFor={id} className="font-semibold text-fg">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A text input with its unit at the right end ("tCO2e", "ha", "R$" at the left with `unitFirst`). */
export const InputWithUnit = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { unit: string; unitFirst?: boolean }
>(function InputWithUnit({ unit, unitFirst = false, className = '', ...props }, ref) {
  return (
    <div className="relative">
      <Input ref={ref} className={`${unitFirst ? 'pl-11' : 'pr-20'} ${className}`} {...props} />
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm font-medium text-muted ${unitFirst ? 'left-3' : 'right-3'}`}
      >
        {unit}
      </span>
    </div>
  );
});
