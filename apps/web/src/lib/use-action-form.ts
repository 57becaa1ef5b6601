/**
 * A form that runs one action with what was typed (the wallet's forms, the CPF): react-hook-form with the zod schema
 * (zodResolver), `action` on valid values, and what the action throws onto the form by `onError` (the wallet's wrong
 * PIN on its field, the server's field errors…). A record's create/edit form, with drafts and editor mode, is
 * useRecordForm instead.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export interface ActionFormOptions<TValues extends FieldValues> {
  schema: z.ZodType<TValues, TValues>;
  defaultValues: DefaultValues<TValues>;
  action: (values: TValues, form: UseFormReturn<TValues>) => Promise<void>;
  onError: (error: unknown, form: UseFormReturn<TValues>) => void;
}

export function useActionForm<TValues extends FieldValues>({
  schema,
  defaultValues,
  action,
  onError,
}: ActionFormOptions<TValues>): UseFormReturn<TValues> & { submit: (event: BaseSyntheticEvent) => void } {
  const form = useForm<TValues>({ resolver: zodResolver(schema as never) as never, defaultValues });
  // handleSubmit is built when a submit starts (an event), never during render.
  const submit = (event: BaseSyntheticEvent) =>
    void form.handleSubmit(async (values) => {
      try {
        await action(values, form);
      } catch (error) {
        onError(error, form);
      }
    })(event);
  return { ...form, submit };
}
