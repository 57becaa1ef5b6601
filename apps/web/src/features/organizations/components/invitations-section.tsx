// Convites (managers): invite by e-mail and role; the link is shown once, to copy and share (and says whether it went
// by e-mail); the pending invitations with their validity, each one cancellable.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  INVITATION_TTL_DAYS,
  createInvitationInputSchema,
  formatDateTime,
  organizationRoleLabels,
  type CreateInvitationInput,
  type CreatedInvitation,
  type Invitation,
  type Organization,
  type OrganizationRole,
  toOptions,
} from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../components/ui/copy-button';
import { Input } from '../../../components/ui/field';
import { FormFooter } from '../../../components/ui/form-error';
import { CheckIcon } from '../../../components/ui/icons';
import { InputField } from '../../../components/ui/input-field';
import { Loading } from '../../../components/ui/loading';
import { SelectField } from '../../../components/ui/select';
import { ErrorState } from '../../../components/ui/states';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/toast-failure';
import { useActionForm } from '../../../lib/use-action-form';
import { useReveal } from '../../../lib/use-reveal';
import { useCancelInvitation, useCreateInvitation, useInvitations } from '../api/invitations-api';
import { roleDescriptions } from '../organization-display';

type InvitationForm = { email: string; role: OrganizationRole };

function InviteForm({
  organization,
  onCreated,
}: {
  organization: Organization;
  onCreated: (invitation: CreatedInvitation) => void;
}) {
  const create = useCreateInvitation(organization.id);
  const roles = organization.can.inviteRoles;
  const { register, submit, control, errors, isSubmitting } = useActionForm<InvitationForm, CreateInvitationInput>({
    schema: createInvitationInputSchema,
    defaultValues: { email: '', role: 'editor' },
    action: async (input, form) => {
      const created = await create.mutateAsync(input);
      form.reset({ email: '', role: input.role });
      onCreated(created);
    },
    onError: (error, form) => applyServerErrors(error, ['email', 'role'], form.setError),
  });

  const role = useWatch({ control, name: 'role' });
  const roleError = errors.role?.message;
  const roleHint = roleDescriptions[role] ?? undefined;
  return (
    <form
      noValidate
      aria-label="Convidar pessoa"
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6"
    >
      <div>
        <h3 className="font-display text-lg font-semibold text-fg">Convidar pessoa</h3>
        <p className="mt-1 text-sm text-muted">
          O convite é um link que vale por {INVITATION_TTL_DAYS} dias e uma única vez, só para a conta com este e-mail.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <InputField
          id="convite-email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField
          id="convite-papel"
          label="Papel"
          hint={roleHint}
          error={roleError}
          options={toOptions(roles, organizationRoleLabels)}
          {...register('role')}
        />
      </div>
      <FormFooter errors={errors} pending={isSubmitting} label="Convidar" pendingLabel="Convidando..." />
    </form>
  );
}

/** The link of the invitation just made: shown once (only its hash is kept), with "Copiar link". */
function CreatedInvitationNotice({ invitation, onClose }: { invitation: CreatedInvitation; onClose: () => void }) {
  const box = useReveal<HTMLDivElement>(invitation);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-primary/40 bg-accent p-5 text-accent-fg outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CheckIcon width={18} height={18} /> Convite criado para {invitation.email} (
        {organizationRoleLabels[invitation.role]})
      </p>
      <p className="text-sm">
        {invitation.emailSent
          ? `Enviamos o link para ${invitation.email}. Você também pode copiá-lo e enviá-lo por outro meio.`
          : 'O link não foi enviado por e-mail: copie-o e envie você mesmo à pessoa convidada.'}{' '}
        Ele vale até {formatDateTime(invitation.expiresAt)} e só aparece agora.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="convite-link" className="sr-only">
          Link do convite
        </label>
        <Input
          id="convite-link"
          readOnly
          value={invitation.url}
          onFocus={(event) => event.target.select()}
          className="font-mono text-sm"
        />
        <div className="flex gap-2">
          <CopyButton value={invitation.url} label="link do convite" text="Copiar link" />
          <Button variant="ghost" size="sm" onClick={onClose}>
            Fechar
          </Button>
        </div>
      </div>
    </div>
  );
}

function PendingInvitations({ organization }: { organization: Organization }) {
  const invitations = useInvitations(organization.id);
  const cancel = useCancelInvitation(organization.id);
  const [confirming, setConfirming] = useState<Invitation | null>(null);

  const confirm = async () => {
    if (!confirming) return;
    try {
      await cancel.mutateAsync(confirming.id);
      toast({ title: 'Convite cancelado', description: `O link enviado a ${confirming.email} deixou de valer.` });
    } catch (error) {
      toastFailure('Não foi possível cancelar o convite', error);
    }
  };

  let body;
  if (invitations.isPending) body = <Loading label="Carregando convites..." />;
  else if (invitations.isError)
    body = <ErrorState message={invitations.error.message} onRetry={() => void invitations.refetch()} />;
  else if (invitations.data.length === 0) body = <p className="text-sm text-muted">Nenhum convite pendente.</p>;
  else
    body = (
      <ul className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold break-all text-fg">{invitation.email}</p>
              <p className="text-sm text-muted">Vale até {formatDateTime(invitation.expiresAt)}</p>
            </div>
            <div className="flex items-center gap-2">
              <Badge>{organizationRoleLabels[invitation.role]}</Badge>
              <Button
                variant="ghost"
                size="sm"
                className="text-danger hover:bg-danger-soft"
                onClick={() => setConfirming(invitation)}
              >
                Cancelar convite<span className="sr-only"> de {invitation.email}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="convites-pendentes" className="flex flex-col gap-3">
      <h3 id="convites-pendentes" className="font-display text-lg font-semibold text-fg">
        Convites pendentes
      </h3>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Cancelar este convite?"
        description={
          confirming ? `O link enviado a ${confirming.email} deixa de valer. Você pode convidar de novo depois.` : ''
        }
        confirmLabel="Cancelar convite"
        cancelLabel="Voltar"
        busyLabel="Cancelando..."
        destructive
        onConfirm={confirm}
      />
    </section>
  );
}

export function InvitationsSection({ organization }: { organization: Organization }) {
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <InviteForm organization={organization} onCreated={setCreated} />
      {created && <CreatedInvitationNotice invitation={created} onClose={() => setCreated(null)} />}
      <PendingInvitations organization={organization} />
    </div>
  );
}
