// A project's space on its page (docs/organizations.md#spaces): which organisation it belongs to, what the person's
// role there lets them do with it, and "Mover para…" for whoever manages it (its owner in a personal space, an owner
// or administrator of its organisation), to the personal space or an organisation they manage too.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@raiz/domain';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { useEveryOrganization, useOrganization } from '../../features/organizations/api/organizations-api';
import { mayIn } from '../../features/organizations/organization-display';
import { projectsApi } from '../../features/projects/api/projects-api';
import { toast } from '../../lib/toast';
import { toastFailure } from '../../lib/toast-failure';

type SpacedProject = Pick<Project, 'id' | 'name' | 'ownerId' | 'organizationId' | 'version' | 'can'>;

/**
 * The project's organisation, and what the person may do with the project as the server said (`can`): edit it (and add
 * to it), and manage it (publish, move).
 */
export function useProjectAccess(project: SpacedProject) {
  const organization = useOrganization(project.organizationId);
  return {
    organization: project.organizationId ? organization.data : undefined,
    canEdit: project.can.edit,
    canManage: project.can.move,
  };
}

/** "Organização: Instituto Mata Viva" (to its page) or "Espaço pessoal". */
export function ProjectSpaceLabel({ project }: { project: SpacedProject }) {
  const { organization } = useProjectAccess(project);
  if (!project.organizationId) return <span>Espaço pessoal</span>;
  return (
    <span>
      Organização:{' '}
      {organization ? (
        <Link
          to={paths.organization.href(organization.id)}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {organization.name}
        </Link>
      ) : (
        '…'
      )}
    </span>
  );
}

const PERSONAL = 'pessoal';

/** "Mover para…": a dialog to choose the destination space; the project's reports, posts, events and products follow. */
export function MoveProjectAction({ project }: { project: SpacedProject }) {
  const [open, setOpen] = useState(false);
  const [destination, setDestination] = useState('');
  const organizations = useEveryOrganization({ enabled: open });
  const update = projectsApi.useUpdate(project.id);

  const choices = [
    ...(project.organizationId ? [{ value: PERSONAL, label: 'Meu espaço pessoal' }] : []),
    ...(organizations.data ?? [])
      .filter((o) => o.id !== project.organizationId && mayIn(o, 'manageProjects'))
      .map((o) => ({ value: o.id, label: o.name })),
  ];

  const move = async () => {
    const organizationId = destination === PERSONAL ? null : destination;
    const label = choices.find((c) => c.value === destination)?.label ?? '';
    try {
      await update.mutateAsync({ organizationId, version: project.version });
      toast({
        title: 'Projeto movido',
        description: organizationId
          ? `“${project.name}” agora é da organização ${label}.`
          : `“${project.name}” agora está no seu espaço pessoal.`,
      });
    } catch (error) {
      toastFailure('Não foi possível mover o projeto', error);
    }
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setDestination('');
  };

  const loading = open && organizations.isPending;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Mover para…
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={changeOpen}
        title={`Mover “${project.name}”`}
        description="Os relatórios, posts, eventos e produtos do projeto vão junto. Quem vê e edita o projeto passa a ser quem está no espaço de destino."
        confirmLabel="Mover"
        busyLabel="Movendo..."
        confirmDisabled={!destination}
        onConfirm={move}
      >
        {loading ? (
          <p className="text-sm text-muted">Carregando espaços...</p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-muted">
            Não há para onde mover: você não administra nenhuma outra organização.{' '}
            <Link
              to={paths.organizations.href()}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              Ver organizações
            </Link>
          </p>
        ) : (
          <SelectField
            id="mover-destino"
            label="Destino"
            value={destination}
            placeholder="Escolha o espaço"
            options={choices}
            onChange={(event) => setDestination(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
