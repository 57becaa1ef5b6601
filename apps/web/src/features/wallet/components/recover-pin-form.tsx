import { useState } from 'react';
import { z } from 'zod';
import { typedRecoveryPasswordSchema } from '@raiz/domain/wallet/wallet-schemas';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/input-field';
import { AlertIcon } from '../../../components/ui/icons';
import { useActionForm } from '../../../lib/use-action-form';
import { useReveal } from '../../../lib/use-reveal';
import { useRecoverPin } from '../api/pin-backup';
import { showWalletError } from '../unlock-wallet';
import { FormFooter } from '../../../components/ui/form-error';

const recoverFormSchema = z.object({ recoveryPassword: typedRecoveryPasswordSchema });
type RecoverForm = z.infer<typeof recoverFormSchema>;

/**
 * "Esqueci meu PIN": the encrypted backup comes from the recovery API and is decrypted here with the recovery
 * password. The PIN is shown once, kept only in this component's memory, and hidden on request or when leaving.
 */
export function RecoverPinForm() {
  const recover = useRecoverPin();
  const [pin, setPin] = useState<string | null>(null);
  const result = useReveal<HTMLDivElement>(pin);
  const { register, submit, errors } = useActionForm<RecoverForm>({
    schema: recoverFormSchema,
    defaultValues: { recoveryPassword: '' },
    action: async ({ recoveryPassword }, form) => {
      setPin(await recover.mutateAsync(recoveryPassword));
      form.reset();
    },
    onError: (error, form) => showWalletError(error, form.setError),
  });

  if (pin) {
    return (
      <div
        ref={result}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-3 rounded-xl border border-primary bg-accent p-4 text-accent-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <p className="font-semibold">Seu PIN é</p>
        <p className="font-mono text-3xl font-bold tracking-[0.4em]" data-testid="recovered-pin">
          {pin}
        </p>
        <p className="flex items-start gap-2 text-sm">
          <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
          <span>
            Memorize-o agora. Não o anote em lugar que outras pessoas vejam e não o envie a ninguém: a equipe da Raiz
            nunca pede seu PIN. Ele não será mostrado de novo.
          </span>
        </p>
        <div>
          <Button variant="outline" size="sm" onClick={() => setPin(null)}>
            Ocultar PIN
          </Button>
        </div>
      </div>
    );
  }

  const hint = 'A senha que você cadastrou ao ativar a carteira (ou depois, nesta tela).';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Recuperar PIN">
      <InputField
        id="recover-password"
        label="Senha de recuperação"
        hint={hint}
        error={errors.recoveryPassword?.message}
        type="password"
        autoComplete="current-password"
        {...register('recoveryPassword')}
      />
      <FormFooter
        errors={errors}
        pending={recover.isPending}
        label="Recuperar PIN"
        pendingLabel="Recuperando..."
        variant="outline"
      />
    </form>
  );
}
