/**
 * A form that runs one action with what was typed (the wallet's forms, the CPF, invitations, verification and
 * certification dialogs): react-hook-form with the zod schema (zodResolver), `action` on valid values, and what the
 * action throws onto the form by `onError` (the server's field errors through applyServerErrors, a wallet step's
 * through showWalletError…). No draft and no editor mode: what is typed here (a PIN, a password) is never written
 * anywhere. A record's create/edit form, with drafts and editor mode, is useRecordForm instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export interface ActionFormOptions<TValues extends FieldValues, TOutput> {
  /** Form values (text) → what the action takes; its messages are what the fields show. */
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<NoInfer<TValues>>;
  /** Runs with the valid values; the form's `isSubmitting` holds while it runs. */
  action: (values: TOutput, form: UseFormReturn<TValues, unknown, TOutput>) => Promise<void>;
  /** What the action threw, onto the form: field messages or the form-level `root.server`. */
  onError: (error: unknown, form: UseFormReturn<TValues, unknown, TOutput>) => void;
}

export type ActionForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /** The form's onSubmit. */
  submit: (event?: BaseSyntheticEvent) => void;
  errors: FieldErrors<TValues>;
  isSubmitting: boolean;
};

export function useActionForm<TValues extends FieldValues, TOutput = TValues>(
  options: ActionFormOptions<TValues, TOutput>,
): ActionForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.defaultValues as DefaultValues<TValues>,
  });
  // handleSubmit is built when a submit starts (an event), never during render; the options are this render's.
  const submit = (event?: BaseSyntheticEvent) =>
    void form.handleSubmit(async (values) => {
      try {
        await options.action(values, form);
      } catch (error) {
        options.onError(error, form);
      }
    })(event);
  // Read here, so the form re-renders on them (react-hook-form subscribes to what is read of formState).
  const { errors, isSubmitting } = form.formState;
  return { ...form, submit, errors, isSubmitting };
}
