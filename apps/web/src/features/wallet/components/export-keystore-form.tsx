import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { KEYSTORE_PASSWORD_MIN, keystorePasswordSchema, pinSchema } from '@raiz/domain/wallet/wallet-schemas';
import { PinField } from '../../../components/ui/input-field';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useReveal } from '../../../lib/use-reveal';
import { encryptKeystore } from '../encrypt-keystore';
import { walletMessages } from '../messages';
import { showWalletError, unlockWallet } from '../unlock-wallet';
import { NewPasswordFields } from './new-password-fields';
import { FormFooter } from '../../../components/ui/form-error';
import { ProgressBar } from '../../../components/ui/progress-bar';

const exportFormSchema = z
  .object({ pin: pinSchema, password: keystorePasswordSchema, passwordConfirm: z.string() })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: walletMessages.passwordMismatch,
  });
type ExportForm = z.infer<typeof exportFormSchema>;

/** `raiz-carteira-<address>.json`, the name the downloaded keystore gets. */
export function keystoreFileName(address: string): string {
  return `raiz-carteira-${address}.json`;
}

const passwordHint = `Pelo menos ${KEYSTORE_PASSWORD_MIN} caracteres. Ela protege o arquivo; sem ela o arquivo não abre.`;

/**
 * Keystore JSON v3 export (scrypt N 131072, r 8, p 1): the PIN proves the key, a new password protects the file.
 * scrypt takes a few seconds on purpose; the bar follows its progress.
 */
export function ExportKeystoreForm() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  /** The name of the file just downloaded: the result, shown under the button. */
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const result = useReveal<HTMLParagraphElement>(savedAs);
  const { register, submit, errors } = useActionForm<ExportForm>({
    schema: exportFormSchema,
    defaultValues: { pin: '', password: '', passwordConfirm: '' },
    action: async ({ pin, password }, form) => {
      setSavedAs(null);
      setProgress(0);
      try {
        const wallet = await unlockWallet(queryClient, pin);
        const json = await encryptKeystore(wallet.privateKey, password, (fraction) => setProgress(fraction));
        const fileName = keystoreFileName(wallet.address);
        saveFile(fileName, new Blob([json], { type: 'application/json' }));
        form.reset();
        setSavedAs(fileName);
        toast({
          title: walletMessages.keystoreReady,
          description: `Salvo como ${fileName}. Guarde-o em local seguro.`,
        });
      } finally {
        setProgress(null);
      }
    },
    onError: (error, form) => showWalletError(error, form.setError, 'pin'),
  });

  const working = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Exportar arquivo de chave">
      <fieldset disabled={working} className="flex flex-col gap-4">
        <legend className="sr-only">PIN e senha do arquivo</legend>
        <PinField id="export-pin" label="PIN" error={errors.pin?.message} {...register('pin')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            id="export-password"
            labels={['Senha do arquivo', 'Repita a senha do arquivo']}
            hint={passwordHint}
            errors={[errors.password?.message, errors.passwordConfirm?.message]}
            fields={[register('password'), register('passwordConfirm')]}
          />
        </div>
      </fieldset>
      <FormFooter
        errors={errors}
        pending={working}
        label="Exportar arquivo de chave"
        pendingLabel="Gerando arquivo..."
        variant="outline"
      >
        {working && (
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm">
              <span id="export-progress-label" className="font-medium text-fg">
                Protegendo sua chave (scrypt)...
              </span>
              <span className="text-muted tabular-nums">{percent}%</span>
            </div>
            <ProgressBar percent={percent} labelledBy="export-progress-label" />
          </div>
        )}
      </FormFooter>
      {savedAs && (
        <p
          ref={result}
          tabIndex={-1}
          role="status"
          className="rounded-xl border border-primary/40 bg-accent p-3 text-sm text-accent-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="keystore-result"
        >
          Baixado como <span className="font-mono break-all">{savedAs}</span>. Guarde-o em local seguro: com a senha do
          arquivo, outras carteiras abrem sua chave.
        </p>
      )}
    </form>
  );
}
