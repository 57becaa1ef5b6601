import { z } from 'zod';
import { updateMeInputSchema } from '@raiz/domain/auth';
import { cpfDigits } from '@raiz/domain/cpf';
import { Field, Input, describedBy } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useUpdateMe } from '../api/update-me';

// The CPF rule is the API's own (check digits via isValidCpf in @raiz/domain), required here.
const cpfFormSchema = z.object({ cpf: updateMeInputSchema.shape.cpf.unwrap() });
type CpfForm = z.infer<typeof cpfFormSchema>;

/** 12345678909 → 123.456.789-09, as the person types. */
export function maskCpf(value: string): string {
  const d = cpfDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

export function CpfForm() {
  const update = useUpdateMe();
  const { register, submit, errors } = useActionForm<CpfForm>({
    schema: cpfFormSchema,
    defaultValues: { cpf: '' },
    action: async ({ cpf }) => {
      await update.mutateAsync({ cpf: cpfDigits(cpf) });
      toast({ title: 'CPF cadastrado', description: 'Guardamos apenas uma impressão digital (hash) do seu CPF.' });
    },
    onError: (error, form) => applyServerErrors<CpfForm>(error, ['cpf'], form.setError),
  });

  const cpfField = register('cpf', {
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = maskCpf(event.target.value);
    },
  });
  const error = errors.cpf?.message;
  const hint = 'Só os números já bastam. Ele completa sua identificação para assinar e certificar relatórios.';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Informar CPF">
      <Field id="cpf" label="CPF" hint={hint} error={error}>
        <Input
          id="cpf"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          maxLength={14}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('cpf', { hint, error })}
          {...cpfField}
        />
      </Field>
      <FormFooter errors={errors} pending={update.isPending} label="Salvar CPF" pendingLabel="Salvando..." />
    </form>
  );
}
