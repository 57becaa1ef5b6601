import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pinSchema, recoveryPasswordSchema } from '@raiz/domain/wallet/wallet-schemas';
import { Button } from '../../../components/ui/button';
import { InputField, PinField } from '../../../components/ui/input-field';
import { toast } from '../../../lib/toast';
import { savePinBackup } from '../api/pin-backup';
import { walletMessages } from '../messages';
import { WalletError, unlockWallet } from '../unlock-wallet';
import { FormError } from '../../../components/ui/form-error';

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BackupForm>({
    resolver: zodResolver(backupFormSchema),
    defaultValues: { pin: '', recoveryPassword: '', recoveryPasswordConfirm: '' },
  });

  const submit = handleSubmit(async ({ pin, recoveryPassword }) => {
    try {
      await unlockWallet(queryClient, pin);
      await savePinBackup(pin, recoveryPassword);
      reset();
      toast({ title: walletMessages.backupSaved, description: walletMessages.backupSavedDescription });
    } catch (error) {
      if (error instanceof WalletError && error.reason === 'wrong-pin') {
        setError('pin', { type: 'server', message: walletMessages.wrongPin }, { shouldFocus: true });
      } else {
        setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
      }
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label="Cadastrar senha de recuperação"
    >
      <PinField id="backup-pin" label="PIN atual" error={errors.pin?.message} {...register('pin')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="backup-password"
          label="Nova senha de recuperação"
          hint={hint}
          error={errors.recoveryPassword?.message}
          type="password"
          autoComplete="new-password"
          {...register('recoveryPassword')}
        />
        <InputField
          id="backup-password-confirm"
          label="Repita a nova senha"
          error={errors.recoveryPasswordConfirm?.message}
          type="password"
          autoComplete="new-password"
          {...register('recoveryPasswordConfirm')}
        />
      </div>
      <FormError message={errors.root?.server?.message} />
      <div>
        <Button type="submit" variant="outline" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : 'Salvar senha de recuperação'}
        </Button>
      </div>
    </form>
  );
}
