// The certification dialog (docs/design.md §5), loaded lazily with its crypto: the draft is re-checked here, the person
// chooses the public name shown with the certificate, sees exactly what will be signed, types the PIN, and the
// signature goes to POST /v1/certificates.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { SIGNER_NAME_MAX, signerNameSchema, type Certificate } from '@raiz/domain';
import { pinSchema } from '@raiz/domain/wallet/wallet-schemas';
import { Button, ButtonLink } from '../../../components/ui/button';
import { PinField } from '../../../components/ui/input-field';
import { Field, Input, describedBy } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { CheckIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { MessageToSign } from '../../../components/ui/message-to-sign';
import { ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { showSigningError } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useReveal } from '../../../lib/use-reveal';
import { certificateKeys } from '../api/certificate-keys';
import { preparedDraftQueryOptions } from '../api/get-certificate-draft';
import { useIssueCertificate } from '../api/issue-certificate';
import { certificateMessages } from '../messages';
import type { CertificateSigner } from '../signer';
import { SnapshotView } from './snapshot-view';

export interface CertifyReportDialogProps {
  reportId: string;
  reportTitle: string;
  signer: CertificateSigner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCertified?: (certificate: Certificate) => void;
}

/**
 * The PIN, and the public name: 'full' is the account's full name (offered when the draft has a usable one), 'other'
 * the name typed in `otherName`, which must then be a valid signer name.
 */
function certifyFormSchema(fullName: string | null) {
  return z
    .object({ pin: pinSchema, nameChoice: z.enum(['full', 'other']), otherName: z.string() })
    .superRefine((value, ctx) => {
      if (fullName && value.nameChoice === 'full') return;
      const message = signerNameSchema.safeParse(value.otherName).error?.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', path: ['otherName'], message });
    });
}
type CertifyForm = z.infer<ReturnType<typeof certifyFormSchema>>;

const nameHint =
  'Aparece na página pública do certificado, em “Emitido por”, e é assinado com o relatório. Não use e-mail nem CPF.';

export default function CertifyReportDialog({
  reportId,
  reportTitle,
  signer,
  open,
  onOpenChange,
  onCertified,
}: CertifyReportDialogProps) {
  const navigate = useNavigate();
  const prepared = useQuery({ ...preparedDraftQueryOptions(reportId), enabled: open });
  const wallet = useQuery({
    queryKey: [...certificateKeys.all, 'signer-address'],
    queryFn: signer.address,
    enabled: open,
    staleTime: 0,
  });
  const issue = useIssueCertificate();
  const [issued, setIssued] = useState<Certificate | null>(null);
  // The result replaces the form (and the focused button): it takes the focus, read out by screen readers.
  const issuedBox = useReveal<HTMLDivElement>(issued);
  const queryClient = useQueryClient();
  // Once certified, the list of reports to certify is refreshed when the dialog goes away (see useIssueCertificate).
  useEffect(() => {
    if (!issued) return;
    return () => void queryClient.invalidateQueries({ queryKey: certificateKeys.certifiable() });
  }, [issued, queryClient]);
  // The draft offers the account's full name as public name when it can be one; otherwise a name must be typed.
  const fullName = prepared.data?.draft.snapshot.signerName ?? null;
  const schema = useMemo(() => certifyFormSchema(fullName), [fullName]);
  const { register, submit, control, errors, isSubmitting } = useActionForm<CertifyForm>({
    schema,
    defaultValues: { pin: '', nameChoice: 'full', otherName: '' },
    // Runs on submit, with that render's `signing` and `chosenName` (below: they follow the typed name).
    action: async ({ pin }, form) => {
      if (!signing?.ok || !chosenName.success) return;
      // A refused signature empties the PIN field (its message, if a wrong PIN, is said under it: showSigningError).
      const { signature } = await signer.sign(signing.message, pin).catch((error: unknown) => {
        form.resetField('pin');
        throw error;
      });
      const certificate = await issue.mutateAsync({
        reportId,
        signerName: chosenName.data,
        sha256: signing.sha256,
        signature,
      });
      setIssued(certificate);
      onCertified?.(certificate);
      toast({
        title: certificateMessages.issued,
        description: `Código ${certificate.code}. Sua carteira recebe 10 RDX de recompensa.`,
        action: { label: 'Ver certificado', onClick: () => void navigate(paths.verify.href(certificate.code)) },
      });
    },
    onError: (error, form) => showSigningError(error, form.setError, 'pin'),
  });

  const check = prepared.data?.check;
  const [nameChoice, otherName] = useWatch({ control, name: ['nameChoice', 'otherName'] });
  const typesName = !fullName || nameChoice === 'other';
  const chosenName = signerNameSchema.safeParse(typesName ? otherName : fullName);
  // What gets signed follows the name as it is typed: the snapshot with that name, hashed in this browser.
  const signing = check?.ok && chosenName.success ? prepared.data!.checkWithSignerName(chosenName.data) : null;

  const busy = isSubmitting;
  let body: ReactNode;
  if (issued) {
    body = (
      <div ref={issuedBox} tabIndex={-1} className="flex flex-col gap-4 outline-none" role="status">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <span className="flex h-8 w-8 items-center justify-center rounded-full bg-accent text-accent-fg">
            <CheckIcon width={18} height={18} />
          </span>
          Relatório certificado
        </p>
        <p className="text-muted">
          Código de verificação: <span className="font-mono font-semibold text-fg">{issued.code}</span>. Qualquer pessoa
          pode conferir a assinatura na página pública do certificado.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <ButtonLink to={paths.verify.href(issued.code)}>Abrir página de verificação</ButtonLink>
          <Dialog.Close asChild>
            <Button variant="outline">Fechar</Button>
          </Dialog.Close>
        </div>
      </div>
    );
  } else if (prepared.isPending || wallet.isPending) {
    body = (
      <div className="[&>[role=status]]:min-h-32">
        <Loading label="Preparando o que será assinado..." />
      </div>
    );
  } else if (prepared.isError || wallet.isError) {
    body = (
      <ErrorState title="Não foi possível preparar a certificação.">
        {(prepared.error ?? wallet.error)?.message}
      </ErrorState>
    );
  } else if (!wallet.data) {
    body = (
      <ErrorState title="Ative sua carteira antes de certificar.">
        <p>A certificação é uma assinatura da sua carteira, protegida pelo seu PIN.</p>
        <Link to={paths.wallet.href()} className="mt-2 inline-block font-semibold text-primary underline">
          Ir para a Carteira
        </Link>
      </ErrorState>
    );
  } else if (!prepared.data.check.ok) {
    body = <ErrorState title="Assinatura bloqueada por segurança.">{prepared.data.check.problem}</ErrorState>;
  } else {
    const { draft } = prepared.data;
    const otherNameField = (
      <Field
        id="certify-signer-name"
        label={fullName ? 'Nome a exibir' : 'Nome público de quem emite'}
        hint={fullName ? undefined : nameHint}
        error={errors.otherName?.message}
      >
        <Input
          id="certify-signer-name"
          autoComplete="name"
          maxLength={SIGNER_NAME_MAX}
          aria-invalid={errors.otherName ? true : undefined}
          aria-describedby={describedBy('certify-signer-name', {
            hint: fullName ? undefined : nameHint,
            error: errors.otherName?.message,
          })}
          {...register('otherName')}
        />
      </Field>
    );
    body = (
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Assinar certificado">
        <SnapshotView snapshot={draft.snapshot} compact />
        {fullName ? (
          <fieldset className="flex flex-col gap-3" aria-describedby="certify-signer-hint">
            <legend className="text-sm font-semibold text-fg">Nome público de quem emite</legend>
            <p id="certify-signer-hint" className="-mt-1 text-sm text-muted">
              {nameHint}
            </p>
            <label className="flex items-center gap-2 text-fg">
              <input type="radio" value="full" className="h-4 w-4 accent-primary" {...register('nameChoice')} />
              <span>
                Meu nome completo: <span className="font-semibold">{fullName}</span>
              </span>
            </label>
            <label className="flex items-center gap-2 text-fg">
              <input type="radio" value="other" className="h-4 w-4 accent-primary" {...register('nameChoice')} />
              Outro nome
            </label>
            {typesName && otherNameField}
          </fieldset>
        ) : (
          otherNameField
        )}
        {chosenName.success && (
          <p className="text-sm text-muted" data-testid="certify-signer-preview">
            No certificado: <span className="font-semibold text-fg">Emitido por {chosenName.data}</span>
          </p>
        )}
        <MessageToSign
          id="certify-message-label"
          message={signing?.ok ? signing.message : null}
          note="O hash foi recalculado neste navegador a partir do conteúdo acima, com o nome público escolhido."
          placeholder="Informe um nome público válido para ver a mensagem."
        />
        <PinField id="certify-pin" label="PIN da carteira" error={errors.pin?.message} {...register('pin')} />
        {errors.root?.server && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {errors.root.server.message}
          </p>
        )}
        <p className="text-sm text-muted">
          Depois de certificado, o relatório fica congelado: não poderá mais ser editado.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={busy}>
              Cancelar
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={busy}>
            {busy ? 'Certificando...' : 'Assinar e certificar'}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Certificar relatório"
      description={reportTitle}
      busy={busy}
    >
      {body}
    </FormDialog>
  );
}
