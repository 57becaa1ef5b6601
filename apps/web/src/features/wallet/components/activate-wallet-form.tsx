import { z } from 'zod';
import { newPinSchema, recoveryPasswordSchema } from '@raiz/domain/wallet/wallet-schemas';
import { PinField } from '../../../components/ui/input-field';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useActivateWallet } from '../api/activate-wallet';
import { walletMessages } from '../messages';
import { showWalletError } from '../unlock-wallet';
import { NewPasswordFields } from './new-password-fields';
import { FormFooter } from '../../../components/ui/form-error';

// The PIN typed twice; the recovery password is optional, but once typed it must be long enough and typed twice.
const activateFormSchema = z
  .object({
    pin: newPinSchema,
    pinConfirm: z.string(),
    recoveryPassword: z.string(),
    recoveryPasswordConfirm: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.pin !== value.pinConfirm)
      ctx.addIssue({ code: 'custom', path: ['pinConfirm'], message: walletMessages.pinMismatch });
    if (value.recoveryPassword !== '') {
      const check = recoveryPasswordSchema.safeParse(value.recoveryPassword);
      if (!check.success) {
        ctx.addIssue({ code: 'custom', path: ['recoveryPassword'], message: check.error.issues[0]?.message ?? '' });
      }
      if (value.recoveryPassword !== value.recoveryPasswordConfirm) {
        ctx.addIssue({ code: 'custom', path: ['recoveryPasswordConfirm'], message: walletMessages.passwordMismatch });
      }
    }
  });
type ActivateForm = z.infer<typeof activateFormSchema>;

const hints = {
  pin: 'Seis números. Ele calcula sua chave aqui no navegador e nunca é enviado ao servidor.',
  recoveryPassword: 'Opcional, mas recomendado: pelo menos 12 caracteres. Com ela você recupera o PIN se esquecê-lo.',
};

/**
 * Activation (docs/design.md §4): 6-digit PIN typed twice, optional recovery password typed twice. `onActivated` lets the
 * screen bring the activated wallet to the person.
 */
export function ActivateWalletForm({ onActivated }: { onActivated?: () => void }) {
  const activate = useActivateWallet();
  const { register, submit, errors } = useActionForm<ActivateForm>({
    schema: activateFormSchema,
    defaultValues: { pin: '', pinConfirm: '', recoveryPassword: '', recoveryPasswordConfirm: '' },
    action: async ({ pin, recoveryPassword }) => {
      const result = await activate.mutateAsync({ pin, recoveryPassword: recoveryPassword || undefined });
      onActivated?.();
      if (result.backupError) {
        toast({
          title: walletMessages.backupFailed,
          description: `${result.backupError} Cadastre a senha de recuperação novamente nesta tela.`,
          variant: 'destructive',
        });
      } else {
        const reward = result.rewardPending
          ? ' Seus 100 RDX de boas-vindas estão a caminho (recompensa pendente).'
          : '';
        const backup = result.backupSaved ? ' O backup do PIN foi guardado.' : '';
        toast({
          title: walletMessages.activated,
          description: `${walletMessages.activatedDescription}${reward}${backup}`,
        });
      }
    },
    onError: (error, form) => showWalletError(error, form.setError),
  });

  const pending = activate.isPending;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Ativar carteira">
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="sr-only">PIN da carteira</legend>
        <PinField
          id="activate-pin"
          label="Crie um PIN de 6 dígitos"
          hint={hints.pin}
          error={errors.pin?.message}
          {...register('pin')}
        />
        <PinField
          id="activate-pin-confirm"
          label="Repita o PIN"
          error={errors.pinConfirm?.message}
          {...register('pinConfirm')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={pending}>
        <legend className="mb-2 text-sm font-semibold text-fg">Senha de recuperação do PIN (opcional)</legend>
        <NewPasswordFields
          id="activate-recovery"
          labels={['Senha de recuperação', 'Repita a senha de recuperação']}
          hint={hints.recoveryPassword}
          errors={[errors.recoveryPassword?.message, errors.recoveryPasswordConfirm?.message]}
          fields={[register('recoveryPassword'), register('recoveryPasswordConfirm')]}
        />
      </fieldset>
      <FormFooter errors={errors} pending={pending} label="Ativar carteira" pendingLabel="Ativando..." size="lg" />
    </form>
  );
}
