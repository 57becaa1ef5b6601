// Membros: who is in the organisation (public name, @username, e-mail domain, role). Managers change roles (only to roles
// canAssignRole allows) and remove members; anyone leaves. Refusals (the last proprietário) show the server's words;
// the sole proprietário's "Sair da organização" is disabled up front, with the reason, from the roles of the list.
import { useState } from 'react';
import {
  formatDate,
  organizationRoleLabels,
  organizationRoles,
  type Member,
  type Organization,
  type OrganizationRole,
  toOptions,
} from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-error';
import { Select } from '../../../components/ui/select';
import { QueryStates } from '../../../components/ui/query-states';
import { toast } from '../../../lib/toast';
import { failureMessage } from '../../../lib/toast-failure';
import { useLeaveOrganization, useMembers, useRemoveMember, useUpdateMemberRole } from '../api/members-api';
import { roleTone } from '../organization-display';

type Confirming = { kind: 'remove' | 'leave'; member: Member } | null;

const soleOwnerCannotLeave =
  'Você é o único proprietário: para sair, passe antes o papel de proprietário a outra pessoa.';

export function MembersSection({
  organization,
  userId,
  onLeft,
}: {
  organization: Organization;
  userId: string | undefined;
  /** After leaving: the organisation is no longer the person's to see. */
  onLeft: () => void;
}) {
  const members = useMembers(organization.id);
  const updateRole = useUpdateMemberRole(organization.id);
  const remove = useRemoveMember(organization.id);
  const leave = useLeaveOrganization(organization.id);
  const [pending, setPending] = useState<{ userId: string; role: OrganizationRole } | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  const changeRole = async (member: Member, role: OrganizationRole) => {
    setRefusal(undefined);
    setPending({ userId: member.userId, role });
    try {
      await updateRole.mutateAsync({ userId: member.userId, role });
      toast({
        title: 'Papel alterado',
        description: `${member.name} agora é ${organizationRoleLabels[role]}.`,
      });
    } catch (error) {
      setRefusal(failureMessage(error));
    } finally {
      setPending(null);
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, member } = confirming;
    setRefusal(undefined);
    try {
      if (kind === 'leave') {
        await leave.mutateAsync(member.userId);
        toast({ title: 'Você saiu da organização', description: `Você não faz mais parte de “${organization.name}”.` });
        onLeft();
      } else {
        await remove.mutateAsync(member.userId);
        toast({ title: 'Membro removido', description: `${member.name} não faz mais parte da organização.` });
      }
    } catch (error) {
      setRefusal(failureMessage(error));
    }
  };

  return (
    <QueryStates query={members} loading="Carregando membros...">
      {(data) => (
        <div className="flex flex-col gap-4">
          <FormError message={refusal} />
          <p className="text-sm text-muted" aria-live="polite">
            {data.length === 1 ? '1 membro' : `${data.length} membros`}
          </p>
          <ul className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-sm">
            {data.map((member) => {
              const self = member.userId === userId;
              // What the server says this person may do with the member (the only proprietário can neither leave nor
              // be demoted).
              const roleChoices = organizationRoles.filter(
                (role) => role === member.role || member.can.roles.includes(role),
              );
              const removable = !self && member.can.remove;
              const shownRole = pending?.userId === member.userId ? pending.role : member.role;
              const cannotLeave = self && !member.can.remove;
              return (
                <li
                  key={member.userId}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-fg">
                      {member.name}
                      {self && <span className="font-normal text-muted"> (você)</span>}
                    </p>
                    <p className="text-sm text-muted">
                      <span className="break-all">@{member.username}</span> ·{' '}
                      {member.emailDomain && (
                        <>
                          <span className="break-all">e-mail em {member.emailDomain}</span> ·{' '}
                        </>
                      )}
                      <span className="whitespace-nowrap">desde {formatDate(member.joinedAt)}</span>
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    {roleChoices.length > 1 ? (
                      <div className="w-44">
                        <Select
                          aria-label={`Papel de ${member.name}`}
                          value={shownRole}
                          disabled={pending !== null}
                          options={toOptions(roleChoices, organizationRoleLabels)}
                          onChange={(event) => void changeRole(member, event.target.value as OrganizationRole)}
                        />
                      </div>
                    ) : (
                      <Badge tone={roleTone[member.role]}>{organizationRoleLabels[member.role]}</Badge>
                    )}
                    {removable && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-danger hover:bg-danger-soft"
                        onClick={() => setConfirming({ kind: 'remove', member })}
                      >
                        Remover<span className="sr-only"> {member.name}</span>
                      </Button>
                    )}
                    {self && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={cannotLeave}
                        aria-describedby={cannotLeave ? 'leave-refused' : undefined}
                        onClick={() => setConfirming({ kind: 'leave', member })}
                      >
                        Sair da organização
                      </Button>
                    )}
                  </div>
                  {cannotLeave && (
                    <p id="leave-refused" className="text-sm text-muted sm:basis-full">
                      {soleOwnerCannotLeave}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => !open && setConfirming(null)}
            title={
              confirming?.kind === 'leave'
                ? `Sair de “${organization.name}”?`
                : `Remover ${confirming?.member.name ?? ''} da organização?`
            }
            description={
              confirming?.kind === 'leave'
                ? 'Você deixa de ver os projetos e o conteúdo da organização. O que você criou continua nela. Para voltar, é preciso um novo convite.'
                : 'A pessoa deixa de ver os projetos e o conteúdo da organização. O que ela criou continua na organização.'
            }
            confirmLabel={confirming?.kind === 'leave' ? 'Sair da organização' : 'Remover'}
            busyLabel={confirming?.kind === 'leave' ? 'Saindo...' : 'Removendo...'}
            destructive
            onConfirm={confirm}
          />
        </div>
      )}
    </QueryStates>
  );
}
