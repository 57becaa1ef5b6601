// "Pedir verificação" on a certificate (docs/design.md §8): the person picks an accredited verifier whose scope
// covers the project; the server decides (owner or admin of the report's organisation, scope, period, status) and its
// Portuguese refusal is shown in the dialog.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { biomeLabel, categoryLabel, createVerificationRequestInputSchema, formatDate } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { Field, Textarea, controlProps } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormFooter } from '../../../components/ui/form-error';
import { Loading } from '../../../components/ui/loading';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useCreateVerificationRequest } from '../api/verifications-api';
import { useVerifiers } from '../api/verifiers-api';

function RequestForm({ certificateCode, onDone }: { certificateCode: string; onDone: () => void }) {
  const verifiers = useVerifiers();
  const create = useCreateVerificationRequest();
  const navigate = useNavigate();
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: createVerificationRequestInputSchema,
    defaultValues: { certificateCode, verifierId: '', message: '' },
    action: async (input) => {
      const request = await create.mutateAsync({ ...input, message: input.message || undefined });
      toast({
        title: 'Pedido de verificação enviado',
        description: `${request.verifier.name} foi avisada.`,
        action: { label: 'Ver pedido', onClick: () => void navigate(paths.verifications.href(request.id)) },
      });
      onDone();
    },
    onError: (error, form) => applyServerErrors(error, ['verifierId', 'message'], form.setError),
  });

  if (verifiers.isPending) return <Loading label="Carregando verificadoras..." />;
  if (verifiers.isError)
    return <ErrorState title="Não foi possível carregar as verificadoras." message={verifiers.error.message} />;
  const active = verifiers.data.filter((v) => v.status === 'active' && v.scope && v.period);
  if (active.length === 0) {
    return <EmptyState title="Nenhuma verificadora credenciada no momento." />;
  }
  const messageError = errors.message?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Pedir verificação">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.verifierId ? 'request-verifier-error' : undefined}
      >
        <legend className="text-sm font-semibold text-fg">Verificadora</legend>
        <p className="text-sm text-muted">O escopo da verificadora precisa cobrir o bioma e a categoria do projeto.</p>
        {active.map((v) => (
          <label key={v.id} className="flex items-start gap-3 rounded-xl border border-border p-3 text-fg">
            <input type="radio" value={v.id} className="mt-1 h-4 w-4 accent-primary" {...register('verifierId')} />
            <span className="min-w-0">
              <span className="block font-semibold">{v.name}</span>
              <span className="block text-sm text-muted">
                {v.scope!.biomes.map(biomeLabel).join(', ')} · {v.scope!.categories.map(categoryLabel).join(', ')} · até{' '}
                {formatDate(v.period!.validUntil)}
              </span>
            </span>
          </label>
        ))}
        {errors.verifierId && (
          <p id="request-verifier-error" className="text-sm font-medium text-danger">
            {errors.verifierId.message}
          </p>
        )}
      </fieldset>
      <Field id="request-message" label="Mensagem para a verificadora (opcional)" error={messageError}>
        <Textarea
          rows={3}
          maxLength={4000}
          {...controlProps('request-message', messageError)}
          {...register('message')}
        />
      </Field>
      <FormFooter errors={errors} pending={isSubmitting} label="Enviar pedido" pendingLabel="Enviando..." />
    </form>
  );
}

/** The button and its dialog, for one certificate. */
export function RequestVerificationButton({ certificateCode, title }: { certificateCode: string; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Pedir verificação do certificado ${certificateCode}`}
      >
        Pedir verificação
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Pedir verificação" description={title}>
        {open && <RequestForm certificateCode={certificateCode} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}
