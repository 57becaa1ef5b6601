import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { updateMeInputSchema } from '@raiz/domain/auth';
import { Button } from '../../../components/ui/button';
import { Field, Input, describedBy } from '../../../components/ui/field';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateMe } from '../api/update-me';

const usernameFormSchema = z.object({ username: updateMeInputSchema.shape.username.unwrap() });
type UsernameForm = z.infer<typeof usernameFormSchema>;

export function UsernameForm({ current }: { current: string }) {
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UsernameForm>({ resolver: zodResolver(usernameFormSchema), values: { username: current } });

  const submit = handleSubmit(async ({ username }) => {
    try {
      const me = await update.mutateAsync({ username });
      reset({ username: me.user.username });
      toast({ title: 'Nome de usuário atualizado', description: `Agora você aparece como ${me.user.username}.` });
    } catch (error) {
      applyServerErrors<UsernameForm>(error, ['username'], setError);
    }
  });

  const error = errors.username?.message;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="Alterar nome de usuário">
      <Field id="username" label="Nome de usuário" error={error}>
        <Input
          id="username"
          autoComplete="username"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('username', { error })}
          {...register('username')}
        />
      </Field>
      {errors.root?.server && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors.root.server.message}
        </p>
      )}
      <div>
        <Button type="submit" variant="outline" disabled={!isDirty || update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar nome de usuário'}
        </Button>
      </div>
    </form>
  );
}
