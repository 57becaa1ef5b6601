import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { pinSchema } from '@raiz/domain/wallet/wallet-schemas';
import { CopyButton } from '../../../components/ui/copy-button';
import { PinField } from '../../../components/ui/input-field';
import { Field, Textarea, describedBy } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useReveal } from '../../../lib/use-reveal';
import { walletMessages } from '../messages';
import { WalletError, showWalletError, signWithPin } from '../unlock-wallet';
import { FormFooter } from '../../../components/ui/form-error';

const signFormSchema = z.object({
  data: z
    .string()
    .max(10_000, 'Use no máximo 10.000 caracteres.')
    .refine((v) => v.trim() !== '', 'Escreva os dados que deseja assinar.'),
  pin: pinSchema,
});
type SignForm = z.infer<typeof signFormSchema>;

interface Signed {
  data: string;
  signature: string;
  address: string;
}

const dataHint =
  'O texto exato que será assinado (EIP-191). Quem tiver o texto, a assinatura e seu endereço pode conferir.';

/** "Assinar dados": the data and the PIN; the key derived from the PIN must be the bound wallet's. */
export function SignDataForm() {
  const queryClient = useQueryClient();
  const [signed, setSigned] = useState<Signed | null>(null);
  const result = useReveal<HTMLDivElement>(signed);
  const { register, submit, errors, isSubmitting } = useActionForm<SignForm>({
    schema: signFormSchema,
    defaultValues: { data: '', pin: '' },
    action: async ({ data, pin }, form) => {
      const { signature, address } = await signWithPin(queryClient, data, pin);
      setSigned({ data, signature, address });
      form.resetField('pin');
      toast({ title: walletMessages.signSucceeded });
    },
    onError: (error, form) => {
      if (error instanceof WalletError && error.reason === 'wrong-pin') {
        setSigned(null);
        form.resetField('pin');
        toast({ title: walletMessages.signFailedWrongPin, variant: 'destructive' });
        return;
      }
      showWalletError(error, form.setError);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Assinar dados">
        <Field id="sign-data" label="Dados a assinar" hint={dataHint} error={errors.data?.message}>
          <Textarea
            id="sign-data"
            aria-invalid={errors.data ? true : undefined}
            aria-describedby={describedBy('sign-data', { hint: dataHint, error: errors.data?.message })}
            {...register('data')}
          />
        </Field>
        <PinField id="sign-pin" label="PIN" error={errors.pin?.message} {...register('pin')} />
        <FormFooter errors={errors} pending={isSubmitting} label="Assinar dados" pendingLabel="Assinando..." />
      </form>

      {signed && (
        <div
          ref={result}
          tabIndex={-1}
          role="status"
          aria-labelledby="signature-title"
          className="rounded-xl border border-border bg-surface-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="signature-result"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-fg" id="signature-title">
              Assinatura
            </h3>
            <CopyButton value={signed.signature} label="assinatura" />
          </div>
          <p
            aria-labelledby="signature-title"
            className="mt-2 font-mono text-sm break-all text-fg"
            data-testid="signature-value"
          >
            {signed.signature}
          </p>
          <p className="mt-3 text-sm text-muted">
            Assinado por <span className="font-mono break-all">{signed.address}</span>
            {' · '}
            {signed.data.length.toLocaleString('pt-BR')} caracteres
          </p>
        </div>
      )}
    </div>
  );
}
