import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { EventForm } from '../../features/events/components/event-form';
import { ProjectPicker } from '../../features/projects/components/project-picker';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { eventLinks } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/eventos/criar (alias …/events/criar); /events/criar asks which project first. */
export default function EventCreateRoute() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const links = eventLinks(useLocation().pathname);

  if (!projectId)
    return (
      <>
        <PageHeader title="Novo evento" description="Em qual projeto será o evento?" />
        <ProjectPicker hrefFor={(p) => paths.projectEventCreate.href(p.id)} linkLabel="Criar evento neste projeto" />
      </>
    );

  const listHref = links.list(projectId);
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Eventos', href: listHref }, { label: 'Novo evento' }]}
      title={() => 'Novo evento'}
      description={() => 'Divulgue um mutirão, oficina ou visita. Ao digitar, “Salvar” aparece na barra inferior.'}
    >
      {(p) => (
        <EventForm
          projectId={p.id}
          userId={user.id}
          onSaved={(event) => {
            toast({ title: 'Evento criado', description: `“${event.title}” foi cadastrado.` });
            void navigate(listHref, { replace: true });
          }}
          onCancel={() => void navigate(listHref)}
        />
      )}
    </ProjectFrame>
  );
}
