// The platform administration's accreditation forms (docs/design.md §8): accredit a verifier-type organisation for
// a scope and a period, or renew an accreditation with a new one; suspend, reinstate or revoke with a reason. The server's `can` decides who sees them.
import {
  accreditVerifierInputSchema,
  accreditationStatusLabels,
  biomeOptions,
  categoryOptions,
  changeAccreditationStatusInputSchema,
  renewAccreditationInputSchema,
  type AccreditationStatus,
  type AccreditationStatusAction,
  type Verifier,
} from '@raiz/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Textarea, controlProps } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormFooter } from '../../../components/ui/form-error';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useActionForm } from '../../../lib/use-action-form';
import { useAccreditVerifier, useChangeAccreditationStatus, useRenewAccreditation } from '../api/verifiers-api';

function CheckboxGroup({
  legend,
  name,
  options,
  error,
  register,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  register: () => object;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-fg">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-fg">
            <input type="checkbox" value={o.value} className="h-4 w-4 accent-primary" {...register()} />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const publicReasonHint = 'Fica público no histórico da verificadora.';

/** The reason of a change to an accreditation, public in the verifier's history. */
function ReasonField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <Field id={id} label={label} hint={publicReasonHint} error={error}>
      <Textarea rows={3} maxLength={1000} {...controlProps(id, error, publicReasonHint)} {...field} />
    </Field>
  );
}

// One form to accredit and to renew: the organisation (to accredit) or the reason (to renew), a scope and a period.
const accreditationFormSchema = accreditVerifierInputSchema.extend({
  reason: renewAccreditationInputSchema.shape.reason,
});

/**
 * "Credenciar organização" (the organisations of type verifier not yet accredited) or, given an accredited `verifier`,
 * "Renovar credenciamento" (its scope and period to change, starting from the current ones, and an optional reason).
 */
export function AccreditationDialog({
  candidates = [],
  verifier,
  open,
  onOpenChange,
}: {
  candidates?: Verifier[];
  verifier?: Verifier;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const accredit = useAccreditVerifier();
  const renew = useRenewAccreditation(verifier?.id ?? '');
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: accreditationFormSchema,
    defaultValues: {
      organizationId: verifier?.id ?? candidates[0]?.id ?? '',
      scope: verifier?.scope ?? { biomes: [], categories: [] },
      period: verifier?.period ?? { validFrom: '', validUntil: '' },
      reason: '',
    },
    action: async ({ organizationId, scope, period, reason }, form) => {
      if (verifier) {
        await renew.mutateAsync({ scope, period, ...(reason ? { reason } : {}) });
        toast({ title: 'Credenciamento renovado', description: verifier.name });
      } else {
        const accredited = await accredit.mutateAsync({ organizationId, scope, period });
        toast({ title: 'Verificadora credenciada', description: accredited.name });
        form.reset();
      }
      onOpenChange(false);
    },
    onError: (error, form) =>
      applyServerErrors(error, ['organizationId', 'period.validFrom', 'period.validUntil', 'reason'], form.setError),
  });
  const title = verifier ? 'Renovar credenciamento' : 'Credenciar organização';
  const reasonError = errors.reason?.message;
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={verifier?.name} busy={isSubmitting}>
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-5"
        aria-label={verifier ? 'Renovar' : 'Credenciar'}
      >
        {!verifier && (
          <SelectField
            id="accredit-organization"
            label="Organização verificadora"
            hint="Só organizações do tipo “Verificadora independente” ainda sem credenciamento."
            error={errors.organizationId?.message}
            options={candidates.map((c) => ({ value: c.id, label: c.name }))}
            {...register('organizationId')}
          />
        )}
        <CheckboxGroup
          legend="Biomas do escopo"
          name="accredit-biomes"
          options={biomeOptions}
          error={errors.scope?.biomes?.message}
          register={() => register('scope.biomes')}
        />
        <CheckboxGroup
          legend="Categorias do escopo"
          name="accredit-categories"
          options={categoryOptions}
          error={errors.scope?.categories?.message}
          register={() => register('scope.categories')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="accredit-from"
            type="date"
            label="Início da vigência"
            error={errors.period?.validFrom?.message}
            {...register('period.validFrom')}
          />
          <InputField
            id="accredit-until"
            type="date"
            label="Fim da vigência"
            error={errors.period?.validUntil?.message}
            {...register('period.validUntil')}
          />
        </div>
        {verifier && (
          <ReasonField id="accredit-reason" label="Motivo (opcional)" error={reasonError} field={register('reason')} />
        )}
        <FormFooter
          errors={errors}
          pending={isSubmitting}
          label={verifier ? 'Renovar' : 'Credenciar'}
          pendingLabel={verifier ? 'Renovando...' : 'Credenciando...'}
        />
      </form>
    </FormDialog>
  );
}

const actionWords: Record<
  AccreditationStatusAction,
  { title: string; label: string; pending: string; done: AccreditationStatus }
> = {
  suspend: { title: 'Suspender credenciamento', label: 'Suspender', pending: 'Suspendendo...', done: 'suspended' },
  reinstate: { title: 'Reativar credenciamento', label: 'Reativar', pending: 'Reativando...', done: 'active' },
  revoke: { title: 'Revogar credenciamento', label: 'Revogar', pending: 'Revogando...', done: 'revoked' },
};

/** "Suspender" / "Reativar" / "Revogar" with the reason (required to suspend or revoke; a revocation is final). */
export function StatusDialog({
  verifier,
  action,
  onClose,
}: {
  verifier: Verifier;
  action: AccreditationStatusAction;
  onClose: () => void;
}) {
  const change = useChangeAccreditationStatus(verifier.id);
  const words = actionWords[action];
  const { register, submit, errors, isSubmitting } = useActionForm({
    schema: changeAccreditationStatusInputSchema,
    defaultValues: { action, reason: '' },
    action: async (input) => {
      await change.mutateAsync(input);
      toast({
        title: `Credenciamento: ${accreditationStatusLabels[words.done]}`,
        description: verifier.name,
      });
      onClose();
    },
    onError: (error, form) => applyServerErrors(error, ['reason'], form.setError),
  });
  const reasonError = errors.reason?.message;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={words.title}
      description={verifier.name}
      busy={isSubmitting}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={words.title}>
        {action === 'revoke' && (
          <p className="text-sm text-muted">A revogação é definitiva: a verificadora não poderá ser reativada.</p>
        )}
        <ReasonField
          id="accreditation-reason"
          label={action === 'reinstate' ? 'Motivo (opcional)' : 'Motivo'}
          error={reasonError}
          field={register('reason')}
        />
        <FormFooter
          errors={errors}
          pending={isSubmitting}
          label={words.label}
          pendingLabel={words.pending}
          variant={action === 'reinstate' ? 'primary' : 'danger'}
        />
      </form>
    </FormDialog>
  );
}
