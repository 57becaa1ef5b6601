import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { pinSchema, recoveryPasswordSchema } from '@raiz/domain/wallet/wallet-schemas';
import { PinField } from '../../../components/ui/input-field';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { savePinBackup } from '../api/pin-backup';
import { walletMessages } from '../messages';
import { showWalletError, unlockWallet } from '../unlock-wallet';
import { NewPasswordFields } from './new-password-fields';
import { FormFooter } from '../../../components/ui/form-error';

const backupFormSchema = z
  .object({ pin: pinSchema, recoveryPassword: recoveryPasswordSchema, recoveryPasswordConfirm: z.string() })
  .refine((v) => v.recoveryPassword === v.recoveryPasswordConfirm, {
    path: ['recoveryPasswordConfirm'],
    message: walletMessages.passwordMismatch,
  });
type BackupForm = z.infer<typeof backupFormSchema>;

const hint = 'Pelo menos 12 caracteres, que você não usa em outro lugar. Cadastrar de novo substitui a anterior.';

/** Sets (or replaces) the recovery password after activation: the PIN is checked, then stored encrypted. */
export function PinBackupForm() {
  const queryClient = useQueryClient();
  const { register, submit, errors, isSubmitting } = useActionForm<BackupForm>({
    schema: backupFormSchema,
    defaultValues: { pin: '', recoveryPassword: '', recoveryPasswordConfirm: '' },
    action: async ({ pin, recoveryPassword }, form) => {
      await unlockWallet(queryClient, pin);
      await savePinBackup(pin, recoveryPassword);
      form.reset();
      toast({ title: walletMessages.backupSaved, description: walletMessages.backupSavedDescription });
    },
    onError: (error, form) => showWalletError(error, form.setError, 'pin'),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Cadastrar senha de recuperação">
      <PinField id="backup-pin" label="PIN atual" error={errors.pin?.message} {...register('pin')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          id="backup-password"
          labels={['Nova senha de recuperação', 'Repita a nova senha']}
          hint={hint}
          errors={[errors.recoveryPassword?.message, errors.recoveryPasswordConfirm?.message]}
          fields={[register('recoveryPassword'), register('recoveryPasswordConfirm')]}
        />
      </div>
      <FormFooter
        errors={errors}
        pending={isSubmitting}
        label="Salvar senha de recuperação"
        pendingLabel="Salvando..."
        variant="outline"
      />
    </form>
  );
}
