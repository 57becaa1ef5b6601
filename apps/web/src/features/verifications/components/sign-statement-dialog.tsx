// "Assinar verificação" (docs/design.md §8): the statement draft is re-checked in this browser, shown with the
// message to sign, and signed with the reviewer's own wallet (PIN → derived key, as the certification dialog does);
// the server rebuilds the statement and checks signer, scope and period before keeping it.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  verdictLabels,
  verificationSectionLabels,
  formatDateTime,
  type VerificationRequest,
  verificationStatusLabels,
} from '@raiz/domain';
import { pinSchema } from '@raiz/domain/wallet/wallet-schemas';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormFooter } from '../../../components/ui/form-error';
import { PinField } from '../../../components/ui/input-field';
import { Loading } from '../../../components/ui/loading';
import { MessageToSign } from '../../../components/ui/message-to-sign';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { showSigningError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { getStatementDraft, useSignStatement } from '../api/verifications-api';
import { verificationKeys } from '../api/verification-keys';
import type { VerificationSigner } from '../signer';

const pinFormSchema = z.object({ pin: pinSchema });

function SignForm({
  request,
  signer,
  onDone,
}: {
  request: VerificationRequest;
  signer: VerificationSigner;
  onDone: () => void;
}) {
  const prepared = useQuery({
    queryKey: verificationKeys.draft(request.id),
    queryFn: async () => {
      const [draft, { checkStatementDraft }] = await Promise.all([
        getStatementDraft(request.id),
        import('../check-statement-draft'),
      ]);
      return { draft, check: checkStatementDraft(draft, request) };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const wallet = useQuery({
    queryKey: [...verificationKeys.all, 'signer-address'],
    queryFn: signer.address,
    staleTime: 0,
  });
  const sign = useSignStatement(request.id);
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: pinFormSchema,
    defaultValues: { pin: '' },
    action: async ({ pin }, form) => {
      // The form is shown only once the draft is checked (below).
      const { draft, check } = prepared.data!;
      if (!check.ok) return;
      const { signature } = await signer.sign(check.message, pin).catch((error: unknown) => {
        form.resetField('pin');
        throw error;
      });
      await sign.mutateAsync({
        date: draft.statement.date,
        verifierPersonName: draft.statement.verifierPersonName,
        sha256: check.sha256,
        signature,
      });
      toast({
        title: 'Verificação assinada',
        description: `O certificado ${request.certificateCode} mostra agora a sua declaração.`,
      });
      onDone();
    },
    onError: (error, form) => showSigningError(error, form.setError, 'pin'),
  });

  if (prepared.isPending || wallet.isPending) return <Loading label="Preparando a declaração..." />;
  if (prepared.isError || wallet.isError) {
    return (
      <ErrorState title="Não foi possível preparar a declaração.">
        {(prepared.error ?? wallet.error)?.message}
      </ErrorState>
    );
  }
  if (!wallet.data) {
    return (
      <ErrorState title="Ative sua carteira antes de assinar a verificação.">
        <Link to={paths.wallet.href()} className="font-semibold text-primary underline">
          Ir para a Carteira
        </Link>
      </ErrorState>
    );
  }
  const { draft, check } = prepared.data;
  if (!check.ok) return <ErrorState title="Assinatura bloqueada por segurança.">{check.problem}</ErrorState>;

  const { statement } = draft;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Assinar verificação">
      <div className="text-sm text-fg">
        <p>
          <span className="font-semibold">{statement.verifier.name}</span>, por {statement.verifierPersonName}, em{' '}
          {formatDateTime(statement.date)} — resultado:{' '}
          <span className="font-semibold">{verificationStatusLabels[draft.outcome]}</span>
        </p>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {statement.verdicts.map((v) => (
            <li key={v.section}>
              {verificationSectionLabels[v.section]}: <span className="font-semibold">{verdictLabels[v.verdict]}</span>
            </li>
          ))}
        </ul>
      </div>
      <MessageToSign
        id="statement-message-label"
        message={check.message}
        note="O hash da declaração (JSON canônico, RFC 8785) foi recalculado neste navegador."
      />
      <PinField id="statement-pin" label="PIN da carteira" error={errors.pin?.message} {...register('pin')} />
      <FormFooter errors={errors} pending={isSubmitting} label="Assinar verificação" pendingLabel="Assinando..." />
    </form>
  );
}

export function SignStatementButton({ request, signer }: { request: VerificationRequest; signer: VerificationSigner }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Assinar verificação</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Assinar verificação" description={request.report.title}>
        {open && <SignForm request={request} signer={signer} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}
