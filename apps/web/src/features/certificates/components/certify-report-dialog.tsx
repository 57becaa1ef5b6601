// The certification dialog (DESIGN.md §5), loaded lazily with its crypto: the draft is re-checked here, the person
// sees exactly what will be signed, types the PIN, and the signature goes to POST /v1/certificates.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { Certificate } from '@raiz/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field, describedBy } from '../../../components/ui/field';
import { AlertIcon, CheckIcon, CloseIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { PinInput } from '../../../components/ui/pin-input';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { certificateKeys } from '../api/certificate-keys';
import { preparedDraftQueryOptions } from '../api/get-certificate-draft';
import { useIssueCertificate } from '../api/issue-certificate';
import { certificateMessages } from '../messages';
import { isWrongPin, type CertificateSigner } from '../signer';
import { SnapshotView } from './snapshot-view';

export interface CertifyReportDialogProps {
  reportId: string;
  reportTitle: string;
  signer: CertificateSigner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCertified?: (certificate: Certificate) => void;
}

function Problem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl bg-danger-soft p-4 text-fg">
      <AlertIcon width={22} height={22} className="mt-0.5 shrink-0 text-danger" />
      <div>
        <p className="font-semibold">{title}</p>
        <div className="mt-1 text-sm text-muted">{children}</div>
      </div>
    </div>
  );
}

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
  const queryClient = useQueryClient();
  // Once certified, the list of reports to certify is refreshed when the dialog goes away (see useIssueCertificate).
  useEffect(() => {
    if (!issued) return;
    return () => void queryClient.invalidateQueries({ queryKey: certificateKeys.certifiable() });
  }, [issued, queryClient]);
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ pin: string }>({ defaultValues: { pin: '' } });

  const check = prepared.data?.check;
  const submit = handleSubmit(async ({ pin }) => {
    if (!check?.ok) return;
    let signature: string;
    try {
      signature = (await signer.sign(check.message, pin)).signature;
    } catch (error) {
      resetField('pin');
      if (isWrongPin(error)) {
        toast({ title: certificateMessages.wrongPin, variant: 'destructive' });
      } else {
        setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
      }
      return;
    }
    try {
      const certificate = await issue.mutateAsync({ reportId, sha256: check.sha256, signature });
      setIssued(certificate);
      onCertified?.(certificate);
      toast({
        title: certificateMessages.issued,
        description: `Código ${certificate.code}. Sua carteira recebe 10 RDX de recompensa.`,
        action: { label: 'Ver certificado', onClick: () => void navigate(paths.verify.href(certificate.code)) },
      });
    } catch (error) {
      setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
    }
  });

  const busy = isSubmitting;
  let body: ReactNode;
  if (issued) {
    body = (
      <div className="flex flex-col gap-4" role="status">
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
      <Problem title="Não foi possível preparar a certificação.">{(prepared.error ?? wallet.error)?.message}</Problem>
    );
  } else if (!wallet.data) {
    body = (
      <Problem title="Ative sua carteira antes de certificar.">
        <p>A certificação é uma assinatura da sua carteira, protegida pelo seu PIN.</p>
        <Link to={paths.wallet.href()} className="mt-2 inline-block font-semibold text-primary underline">
          Ir para a Carteira
        </Link>
      </Problem>
    );
  } else if (!prepared.data.check.ok) {
    body = <Problem title="Assinatura bloqueada por segurança.">{prepared.data.check.problem}</Problem>;
  } else {
    const { draft } = prepared.data;
    const ok = prepared.data.check;
    body = (
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="flex flex-col gap-5"
        aria-label="Assinar certificado"
      >
        <SnapshotView snapshot={draft.snapshot} compact />
        <div>
          <p className="text-sm font-semibold text-fg" id="certify-message-label">
            Mensagem que sua carteira vai assinar
          </p>
          <pre
            aria-labelledby="certify-message-label"
            className="mt-1 overflow-x-auto rounded-lg bg-surface-2 p-3 font-mono text-xs whitespace-pre-wrap break-all text-fg"
          >
            {ok.message}
          </pre>
          <p className="mt-1 text-xs text-muted">
            O hash foi recalculado neste navegador a partir do conteúdo acima e confere com o do servidor.
          </p>
        </div>
        <Field id="certify-pin" label="PIN da carteira" error={errors.pin?.message}>
          <PinInput
            id="certify-pin"
            aria-invalid={errors.pin ? true : undefined}
            aria-describedby={describedBy('certify-pin', { error: errors.pin?.message })}
            {...register('pin', {
              required: 'Informe seu PIN.',
              pattern: { value: /^\d{6}$/, message: 'O PIN deve ter exatamente 6 dígitos.' },
            })}
          />
        </Field>
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
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-black/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={
            'fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 ' +
            'flex-col rounded-2xl border border-border bg-surface text-fg shadow-xl focus:outline-none'
          }
        >
          <div className="flex items-start justify-between gap-3 border-b border-border p-5 md:px-6">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl font-semibold">Certificar relatório</Dialog.Title>
              <Dialog.Description className="mt-0.5 truncate text-sm text-muted">{reportTitle}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fechar" disabled={busy}>
                <CloseIcon width={20} height={20} />
              </Button>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto p-5 md:p-6">{body}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
