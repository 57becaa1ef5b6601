import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/field';
import { AlertIcon } from '../../../components/ui/icons';
import { Panel } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/toast-failure';
import { useHideProject } from '../api/hide-project';
import { usePublishProject } from '../api/publish-project';

/** What "Publicar" makes public, and what never is (docs/registry.md). */
function PublishExplanation() {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>Qualquer pessoa, sem login, passa a ver em /registro:</p>
      <ul className="list-disc pl-5">
        <li>nome, descrição, categoria, bioma, situação, município/UF, área, datas e coordenadas do projeto;</li>
        <li>o nome da organização, quando o projeto é de uma;</li>
        <li>os relatórios publicados e certificados, com seus indicadores e códigos de certificado;</li>
        <li>os posts publicados, os próximos eventos e os produtos ativos, com preços.</li>
      </ul>
      <p>Rascunhos, posts não publicados, produtos inativos e dados das pessoas (nome, e-mail, CPF) nunca aparecem.</p>
    </div>
  );
}

/** Runs a change of the project's place in the registry, then says how it went in a toast. */
async function changeWithToast(
  change: () => Promise<unknown>,
  done: { title: string; description: string },
  failedTitle: string,
) {
  try {
    await change();
    toast(done);
  } catch (error) {
    toastFailure(failedTitle, error);
  }
}

/** A platform admin's "Ocultar do registro" (with the reason its owners will read) or "Deixar de ocultar". */
function ModerationAction({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hide = useHideProject(project.id);
  const hidden = project.hiddenReason !== null;

  const confirm = () =>
    changeWithToast(
      async () => {
        await hide.mutateAsync(hidden ? null : reason.trim());
        setReason('');
      },
      hidden
        ? { title: 'Projeto de volta ao registro', description: 'Ele aparece de novo se ainda estiver publicado.' }
        : { title: 'Projeto ocultado do registro', description: 'Quem gerencia o projeto vê o motivo.' },
      hidden ? 'Não foi possível deixar de ocultar' : 'Não foi possível ocultar',
    );

  return (
    <>
      <Button variant="ghost" className="text-danger hover:bg-danger-soft" onClick={() => setOpen(true)}>
        {hidden ? 'Deixar de ocultar' : 'Ocultar do registro'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={hidden ? `Deixar de ocultar “${project.name}”?` : `Ocultar “${project.name}” do registro?`}
        description={
          hidden
            ? 'O projeto volta ao registro público se quem o gerencia ainda o mantiver publicado.'
            : 'O projeto sai do registro público até a administração deixar de ocultá-lo. Quem o gerencia lê o motivo na página do projeto.'
        }
        confirmLabel={hidden ? 'Deixar de ocultar' : 'Ocultar'}
        busyLabel={hidden ? 'Salvando...' : 'Ocultando...'}
        destructive={!hidden}
        confirmDisabled={!hidden && reason.trim() === ''}
        onConfirm={confirm}
      >
        {!hidden && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-semibold text-fg">
              Motivo
            </label>
            <Textarea id={reasonId} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}

/**
 * The project's place in the public registry: published or not, hidden by the platform (with the reason), the link to
 * its public page, and "Publicar no registro público" / "Retirar do registro" with a confirmation, offered when the
 * project's `can.publish` says so; otherwise who may.
 */
export function ProjectPublication({ project }: { project: Project }) {
  const { user } = useSession();
  const [confirming, setConfirming] = useState(false);
  const publish = usePublishProject(project.id);
  const isAdmin = user.roles.includes('admin');
  // Offered exactly when the server would accept it (`can`, its rule: the owner, or an owner or administrator of the
  // project's organisation).
  const mayOffer = project.can.publish;
  const hidden = project.hiddenReason !== null;
  const listed = project.public && !hidden && project.slug !== null;

  const change = () => {
    const next = !project.public;
    return changeWithToast(
      () => publish.mutateAsync({ publish: next, version: project.version }),
      next
        ? {
            title: 'Projeto publicado no registro',
            description: `“${project.name}” já pode ser visto por qualquer pessoa.`,
          }
        : {
            title: 'Projeto retirado do registro',
            description: `“${project.name}” não aparece mais no registro público.`,
          },
      next ? 'Não foi possível publicar' : 'Não foi possível retirar do registro',
    );
  };

  return (
    <Panel
      id="registro-publico"
      title="Registro público"
      aside={
        hidden ? (
          <Badge tone="warning">Oculto</Badge>
        ) : project.public ? (
          <Badge tone="success">Público</Badge>
        ) : (
          <Badge>Não publicado</Badge>
        )
      }
    >
      {hidden && (
        <div
          role="status"
          className="mt-3 flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 text-fg"
        >
          <AlertIcon width={20} height={20} className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">A administração da plataforma ocultou este projeto do registro público.</p>
            <p className="mt-1 text-sm">
              <span className="font-semibold">Motivo:</span> {project.hiddenReason}
            </p>
          </div>
        </div>
      )}
      <p className="mt-3 text-muted">
        {listed && project.slug ? (
          <>
            Qualquer pessoa vê este projeto em{' '}
            <Link
              to={paths.registryProject.href(project.slug)}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              sua página no registro
            </Link>
            .
          </>
        ) : project.public ? (
          'Publicado, mas fora do registro enquanto estiver oculto.'
        ) : (
          'Só quem participa do projeto o vê. Publique-o para que qualquer pessoa veja o projeto e o impacto certificado dele.'
        )}
      </p>
      {!mayOffer && (
        <p className="mt-2 text-sm text-muted">
          Só proprietários e administradores da organização publicam o projeto ou o retiram do registro.
        </p>
      )}
      {(mayOffer || isAdmin) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {mayOffer && (
            <Button variant={project.public ? 'outline' : 'primary'} onClick={() => setConfirming(true)}>
              {project.public ? 'Retirar do registro' : 'Publicar no registro público'}
            </Button>
          )}
          {isAdmin && <ModerationAction project={project} />}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          project.public ? `Retirar “${project.name}” do registro?` : `Publicar “${project.name}” no registro público?`
        }
        description={
          project.public ? (
            <p>
              A página pública do projeto deixa de existir e ele sai das buscas do registro. O endereço fica reservado:
              se publicar de novo, ele volta a funcionar.
            </p>
          ) : (
            <PublishExplanation />
          )
        }
        confirmLabel={project.public ? 'Retirar do registro' : 'Publicar'}
        busyLabel={project.public ? 'Retirando...' : 'Publicando...'}
        onConfirm={change}
      />
    </Panel>
  );
}
