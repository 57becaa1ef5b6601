// /convite/<token>: the invitation (organisation, role, validity) and "Aceitar convite"; each refusal in its own words
// (not found, used, expired, another account, already a member), with the way forward.
import { formatDateTime, organizationRoleLabels, type Organization } from '@raiz/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { AlertIcon } from '../../../components/ui/icons';
import { UsersIcon } from '../../../components/ui/more-icons';
import { Loading } from '../../../components/ui/loading';
import { PageHeader } from '../../../components/ui/page';
import { ErrorState, NotFoundState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { ApiError, logout } from '../../../lib/api-client';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations-api';
import { roleDescriptions } from '../organization-display';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

export function InvitationView({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: (organization: Organization) => void;
}) {
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);

  if (preview.isPending) return <Loading label="Carregando convite..." />;
  if (preview.isError) {
    const status = statusOf(preview.error);
    if (status === 404 || status === 400)
      return (
        <NotFoundState
          title="Convite não encontrado"
          backHref={paths.organizations.href()}
          backLabel="Ver minhas organizações"
        >
          O link pode estar incompleto ou o convite foi cancelado. Peça um novo a quem convidou você.
        </NotFoundState>
      );
    if (status === 410)
      return (
        <NotFoundState
          title="Convite indisponível"
          backHref={paths.organizations.href()}
          backLabel="Ver minhas organizações"
        >
          {preview.error.message}
        </NotFoundState>
      );
    return (
      <>
        <PageHeader title="Convite" />
        <ErrorState message={preview.error.message} onRetry={() => void preview.refetch()} />
      </>
    );
  }

  const invitation = preview.data;
  const { organization, role } = invitation;
  const refusal = accept.error;
  const alreadyMember = statusOf(refusal) === 409;

  return (
    <>
      <PageHeader title="Convite para uma organização" />
      <section
        aria-labelledby="convite-organizacao"
        className="mx-auto flex max-w-xl flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8"
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent text-accent-fg">
          <UsersIcon width={24} height={24} />
        </span>
        <div>
          <p className="text-sm text-muted">Você foi convidado para fazer parte de</p>
          <h2 id="convite-organizacao" className="font-display text-2xl font-semibold break-words text-fg">
            {organization.name}
          </h2>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">Papel</dt>
            <dd className="font-semibold text-fg">{organizationRoleLabels[role]}</dd>
            <dd className="text-sm text-muted">{roleDescriptions[role]}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Válido até</dt>
            <dd className="font-semibold text-fg">{formatDateTime(invitation.expiresAt)}</dd>
          </div>
        </dl>
        <FormError message={refusal?.message} />
        {!invitation.forYou && !alreadyMember && (
          <p role="note" className="flex gap-2 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm text-fg">
            <AlertIcon width={18} height={18} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
            Este convite foi enviado para outro e-mail, não para a conta com que você entrou. Para aceitá-lo, saia, entre
            com a conta desse e-mail e abra o link do convite de novo.
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {alreadyMember ? (
            <ButtonLink to={paths.organization.href(organization.id)}>Abrir a organização</ButtonLink>
          ) : invitation.forYou ? (
            <Button disabled={accept.isPending} onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}>
              {accept.isPending ? 'Aceitando...' : 'Aceitar convite'}
            </Button>
          ) : (
            <Button onClick={() => void logout()}>Sair para trocar de conta</Button>
          )}
          <ButtonLink to={paths.dashboard.href()} variant="outline">
            Agora não
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
