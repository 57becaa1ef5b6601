// Configurações (managers): the organisation's form in editor mode (drafts, the version read, conflict reload, server
// errors on their fields), and for owners "Excluir organização".
import { useQueryClient } from '@tanstack/react-query';
import type { Organization } from '@raiz/domain';
import { RecordForm } from '../../../lib/content-kit/record-form';
import { toast } from '../../../lib/toast';
import { organizationQueryOptions, useUpdateOrganization } from '../api/organizations-api';
import { organizationForm } from '../organization-form';
import { DeleteOrganization } from './delete-organization';

export function SettingsSection({
  organization,
  userId,
  mayDelete,
  onDeleted,
}: {
  organization: Organization;
  userId: string | undefined;
  mayDelete: boolean;
  onDeleted: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateOrganization(organization.id);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">
        Altere os dados e salve pelo botão “Salvar” que aparece embaixo. Cada alteração fica no histórico.
      </p>
      <RecordForm
        key={organization.id}
        spec={organizationForm}
        item={organization}
        label="Configurações da organização"
        editorText={`Editando “${organization.name}” — alterações não salvas`}
        draft={{ userId, kind: 'organizacao', recordId: organization.id }}
        save={update.mutateAsync}
        load={() => queryClient.fetchQuery({ ...organizationQueryOptions(organization.id), staleTime: 0 })}
        onSaved={(saved) => toast({ title: 'Alterações salvas', description: `“${saved.name}” foi atualizada.` })}
        onCancel={() => {}}
      />
      {mayDelete && <DeleteOrganization organization={organization} onDeleted={onDeleted} />}
    </div>
  );
}
