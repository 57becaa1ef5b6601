// "Excluir organização" (owners): the dialog says what goes with it, and the button works only once the
// organisation's name is typed.
import { useState } from 'react';
import type { Organization } from '@raiz/domain';
import { Button } from '../../../components/ui/button';
import { deleteWithToast } from '../../../components/ui/delete-action';
import { TypedConfirmDialog } from '../../../components/ui/typed-confirm-dialog';
import { useDeleteOrganization } from '../api/organizations-api';

/** The typed name matches, spaces around it and letter case aside (a phone's automatic capitals). */
const sameName = (typed: string, name: string) =>
  typed.trim().toLocaleLowerCase('pt-BR') === name.trim().toLocaleLowerCase('pt-BR');

export function DeleteOrganization({ organization, onDeleted }: { organization: Organization; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOrganization();

  const confirm = () =>
    deleteWithToast(
      () => remove.mutateAsync({ id: organization.id, version: organization.version }),
      { title: 'Organização excluída', description: `“${organization.name}” foi excluída.` },
      'Não foi possível excluir a organização',
      onDeleted,
    );

  return (
    <section
      aria-labelledby="excluir-organizacao"
      className="rounded-2xl border border-danger/40 bg-surface p-5 shadow-sm md:p-6"
    >
      <h3 id="excluir-organizacao" className="font-display text-lg font-semibold text-fg">
        Excluir organização
      </h3>
      <p className="mt-1 text-sm text-muted">
        Exclui a organização e tudo o que há nela: projetos, relatórios, posts, eventos, produtos, membros, convites e
        histórico. Os certificados dos seus relatórios são retirados. Não pode ser desfeito.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        Excluir organização
      </Button>
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Excluir “${organization.name}”?`}
        description={
          <div className="flex flex-col gap-2 text-sm">
            <p>
              Serão apagados os projetos, relatórios, posts, eventos e produtos da organização, seus membros, convites e
              histórico. Os certificados dos seus relatórios são retirados: a verificação de cada código passa a dizer
              que ele foi retirado, sem mostrar o conteúdo.
            </p>
            <p>Esta ação não pode ser desfeita.</p>
          </div>
        }
        confirmLabel="Excluir organização"
        busyLabel="Excluindo..."
        destructive
        onConfirm={confirm}
        inputId="confirmar-exclusao-organizacao"
        inputLabel={`Para confirmar, digite o nome da organização: ${organization.name}`}
        matches={(typed) => sameName(typed, organization.name)}
      />
    </section>
  );
}
