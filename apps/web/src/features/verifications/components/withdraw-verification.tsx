// Withdrawing (docs/design.md §8): the requester withdraws a request not yet signed; the verifier's owners and admins
// withdraw a signed statement, which stays public as withdrawn, with the reason. Offered only by the server's `can`.
import { useState } from 'react';
import { withdrawVerificationInputSchema, type VerificationRequest } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { Field, Textarea, controlProps } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormFooter } from '../../../components/ui/form-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useWithdrawVerification } from '../api/verifications-api';

function WithdrawForm({ request, onDone }: { request: VerificationRequest; onDone: () => void }) {
  const withdraw = useWithdrawVerification(request.id);
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: withdrawVerificationInputSchema,
    defaultValues: { reason: '' },
    action: async (input) => {
      await withdraw.mutateAsync(input);
      toast({ title: request.statement ? 'Declaração retirada' : 'Pedido retirado' });
      onDone();
    },
    onError: (error, form) => applyServerErrors(error, ['reason'], form.setError),
  });
  const hint = request.statement
    ? 'A declaração continua pública no certificado, marcada como retirada, com este motivo.'
    : undefined;
  const reasonError = errors.reason?.message;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Retirar">
      <Field id="withdraw-reason" label="Motivo" hint={hint} error={reasonError}>
        <Textarea
          rows={3}
          maxLength={1000}
          {...controlProps('withdraw-reason', reasonError, hint)}
          {...register('reason')}
        />
      </Field>
      <FormFooter errors={errors} pending={isSubmitting} label="Retirar" pendingLabel="Retirando..." variant="danger" />
    </form>
  );
}

export function WithdrawVerificationButton({ request }: { request: VerificationRequest }) {
  const [open, setOpen] = useState(false);
  if (!request.can.withdraw && !request.can.withdrawStatement) return null;
  const title = request.can.withdrawStatement ? 'Retirar declaração' : 'Retirar pedido';
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {title}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={title} description={request.report.title}>
        {open && <WithdrawForm request={request} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}
