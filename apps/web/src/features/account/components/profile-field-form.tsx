import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { displayName, updateMeInputSchema, type Me, type UpdateMeInput } from '@raiz/domain/auth';
import { Field, Input, describedBy } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useUpdateMe } from '../api/update-me';

type ProfileField = 'name' | 'username';

const fields: Record<
  ProfileField,
  { label: string; autoComplete: string; save: string; saved: (me: Me) => { title: string; description: string } }
> = {
  name: {
    label: 'Nome completo',
    autoComplete: 'name',
    save: 'Salvar nome',
    saved: (me) => ({ title: 'Nome atualizado', description: `Agora a Raiz chama você de ${displayName(me.user)}.` }),
  },
  username: {
    label: 'Nome de usuário',
    autoComplete: 'username',
    save: 'Salvar nome de usuário',
    saved: (me) => ({
      title: 'Nome de usuário atualizado',
      description: `Seu nome de usuário agora é ${me.user.username}.`,
    }),
  },
};

/** One profile text of PATCH /v1/me (the full name or the username), with the API's own rule and its field errors. */
export function ProfileFieldForm({ field, current }: { field: ProfileField; current: string }) {
  const { label, autoComplete, save, saved } = fields[field];
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<UpdateMeInput>({ resolver: zodResolver(updateMeInputSchema), values: { [field]: current } });

  const submit = handleSubmit(async (values) => {
    try {
      const me = await update.mutateAsync({ [field]: values[field] });
      reset({ [field]: me.user[field] ?? '' });
      toast(saved(me));
    } catch (error) {
      applyServerErrors<UpdateMeInput>(error, [field], setError);
    }
  });

  const id = `perfil-${field}`;
  const error = errors[field]?.message;
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label={`Alterar ${label.toLowerCase()}`}
    >
      <Field id={id} label={label} error={error}>
        <Input
          id={id}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
          {...register(field)}
        />
      </Field>
      <FormFooter
        errors={errors}
        pending={update.isPending}
        label={save}
        pendingLabel="Salvando..."
        variant="outline"
        disabled={!isDirty}
      />
    </form>
  );
}
