import type { UseFormRegisterReturn } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';

/** A new password and its "Repita…" field (the match is a refine of the form's schema on the confirm field). */
export function NewPasswordFields({
  id,
  labels,
  hint,
  errors,
  fields,
}: {
  id: string;
  labels: [password: string, confirm: string];
  hint: string;
  errors: [password: string | undefined, confirm: string | undefined];
  fields: [password: UseFormRegisterReturn, confirm: UseFormRegisterReturn];
}) {
  return (
    <>
      <InputField
        id={id}
        label={labels[0]}
        hint={hint}
        error={errors[0]}
        type="password"
        autoComplete="new-password"
        {...fields[0]}
      />
      <InputField
        id={`${id}-confirm`}
        label={labels[1]}
        error={errors[1]}
        type="password"
        autoComplete="new-password"
        {...fields[1]}
      />
    </>
  );
}
