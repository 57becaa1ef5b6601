import { forwardRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { Input } from './field';

/**
 * A 6-digit PIN field: masked, numeric keyboard on phones, digits only. Works with react-hook-form's register
 * (the value is cleaned before the form's onChange sees it).
 */
export const PinInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function PinInput({ className = '', onChange, ...props }, ref) {
    return (
      <Input
        ref={ref}
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        autoComplete="off"
        spellCheck={false}
        className={`max-w-48 font-mono text-lg tracking-[0.5em] ${className}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
          if (digits !== event.target.value) event.target.value = digits;
          onChange?.(event);
        }}
        {...props}
      />
    );
  },
);
