import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field, controlProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: readonly SelectOption[];
  /** First, empty choice ("Selecione…"); its value is "". */
  placeholder?: string;
}

/** A native select (keyboard, screen readers and phone pickers for free), styled like the text inputs. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, className = '', ...props },
  ref,
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={
          'block h-11 w-full appearance-none rounded-lg border border-border bg-surface py-0 pr-10 pl-3 text-fg shadow-xs transition-colors ' +
          'hover:border-muted focus-visible:border-primary aria-[invalid=true]:border-danger disabled:opacity-60 ' +
          className
        }
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="18"
        height="18"
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m5 7.5 5 5 5-5" />
      </svg>
    </div>
  );
});

/**
 * A labelled select with its hint and error, wired like InputField (id, aria-invalid, aria-describedby):
 * `<SelectField id="x" label="…" options={…} value={…} onChange={…} />` or with `{...register('x')}`.
 */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectProps & { id: string; label: string; hint?: ReactNode; error?: string }
>(function SelectField({ id, label, hint, error, ...props }, ref) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select ref={ref} {...controlProps(id, error, hint)} {...props} />
    </Field>
  );
});
