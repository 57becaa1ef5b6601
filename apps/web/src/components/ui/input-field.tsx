import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, Input, controlProps } from './field';
import { PinInput } from './pin-input';

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
};

/**
 * A labelled input with its hint and error, for react-hook-form's `register`: the id, aria-invalid and
 * aria-describedby are wired once here. `<InputField id="x" label="…" error={errors.x?.message} {...register('x')} />`
 */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps & { pin?: boolean }>(function InputField(
  { id, label, hint, error, pin = false, ...props },
  ref,
) {
  const Control = pin ? PinInput : Input;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Control ref={ref} {...controlProps(id, error, hint)} {...props} />
    </Field>
  );
});

/** A labelled 6-digit PIN field (see PinInput), wired like InputField. */
export const PinField = forwardRef<HTMLInputElement, Omit<InputFieldProps, 'type'>>(function PinField(props, ref) {
  return <InputField ref={ref} pin {...props} />;
});
