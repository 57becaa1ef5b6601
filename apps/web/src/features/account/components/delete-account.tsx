import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TypedConfirmDialog } from '../../../components/ui/typed-confirm-dialog';
import { toastFailure } from '../../../lib/toast-failure';
import { useDeleteMe } from '../api/delete-me';

/** What the person types to confirm; any letter case, so a phone's automatic capitals do not get in the way. */
export const CONFIRMATION_WORD = 'EXCLUIR';

/**
 * "Excluir minha conta" (docs/product.md#excluir-minha-conta): a dialog says what is deleted and what stays, and the
 * button works only once the confirmation word is typed. On success the session ends and the login screen says
 * "Sua conta foi excluída.".
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const deleteMe = useDeleteMe();

  const confirm = async () => {
    try {
      await deleteMe.mutateAsync();
    } catch (error) {
      toastFailure('Não foi possível excluir sua conta', error);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Excluir minha conta
      </Button>
      <TypedConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Excluir sua conta?"
        description={
          <div className="flex flex-col gap-3 text-sm">
            <p>A exclusão é definitiva e não pode ser desfeita. Serão apagados:</p>
            <ul className="list-disc pl-5">
              <li>seu perfil, seu e-mail e seus identificadores (como o hash do CPF);</li>
              <li>os projetos, relatórios, posts, eventos e produtos do seu espaço pessoal;</li>
              <li>suas sessões e o acesso com este e-mail e esta senha;</li>
              <li>o salt e o backup do PIN da sua carteira.</li>
            </ul>
            <p>O que fica:</p>
            <ul className="list-disc pl-5">
              <li>
                os certificados do seu espaço pessoal são retirados: a verificação de cada código passa a dizer
                “Certificado retirado a pedido do titular”, sem mostrar o conteúdo;
              </li>
              <li>
                o que você escreveu no espaço de uma organização fica com ela, e os certificados que você assinou por
                uma organização continuam válidos, com o nome público que você escolheu ao assinar;
              </li>
              <li>os tokens RDX já registrados na blockchain não podem ser apagados.</li>
            </ul>
            <p>
              Se você for o único proprietário de uma organização, passe esse papel a outra pessoa ou exclua a
              organização antes.
            </p>
            <p>Se você entrar de novo depois, uma conta nova e vazia será criada.</p>
          </div>
        }
        confirmLabel="Excluir minha conta"
        busyLabel="Excluindo..."
        destructive
        onConfirm={confirm}
        inputId="confirmar-exclusao"
        inputLabel={`Para confirmar, digite ${CONFIRMATION_WORD}`}
        matches={(typed) => typed.trim().toUpperCase() === CONFIRMATION_WORD}
        autoCapitalize="characters"
      />
    </>
  );
}
