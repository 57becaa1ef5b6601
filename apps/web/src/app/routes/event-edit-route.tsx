import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { eventQueryOptions } from '../../features/events/api/events-api';
import { EventForm } from '../../features/events/components/event-form';
import { useProject } from '../../features/projects/api/get-project';
import { isNotFound } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { eventLinks } from '../content/content-links';
import { useProjectOf } from '../content/find-project-of';
import { ProjectFrame } from '../content/project-frame';

/** /events/editar/:eventId: finds the event's project, then continues under it. */
function FindEventProject({ eventId }: { eventId: string }) {
  const found = useProjectOf('event', eventId);
  if (found.isPending) return <Loading label="Procurando o evento..." />;
  if (found.isError) return <ErrorState message={found.error.message} onRetry={() => void found.refetch()} />;
  if (!found.data)
    return <NotFoundState title="Evento não encontrado" backHref={paths.events.href()} backLabel="Ver eventos" />;
  return <Navigate to={paths.projectEventEdit.href(found.data, eventId)} replace />;
}

function EditEvent({ projectId, eventId }: { projectId: string; eventId: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const links = eventLinks(useLocation().pathname);
  const project = useProject(projectId);
  const event = useQuery({ ...eventQueryOptions(projectId, eventId), refetchOnMount: 'always' });
  const listHref = links.list(projectId);

  if (isNotFound(project.error) || isNotFound(event.error))
    return (
      <NotFoundState
        title="Evento não encontrado"
        backHref={project.isError ? paths.projects.href() : listHref}
        backLabel={project.isError ? 'Ver meus projetos' : 'Ver os eventos do projeto'}
      />
    );
  if (project.isError) return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
  if (event.isError) return <ErrorState message={event.error.message} onRetry={() => void event.refetch()} />;
  if (!event.data || !event.isFetchedAfterMount || !project.data) return <Loading />;

  const current = event.data;
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Eventos', href: listHref }, { label: current.title }]}
      title={() => 'Editar evento'}
      description={() => current.title}
    >
      {(p) => (
        <EventForm
          key={eventId}
          projectId={p.id}
          event={current}
          userId={user.id}
          onSaved={(saved) => {
            toast({ title: 'Alterações salvas', description: `“${saved.title}” foi atualizado.` });
            void navigate(listHref, { replace: true });
          }}
          onCancel={() => void navigate(listHref)}
        />
      )}
    </ProjectFrame>
  );
}

/** /projetos/:projectId/eventos/editar/:eventId (alias …/events/…), and /events/editar/:eventId. */
export default function EventEditRoute() {
  const { projectId, eventId = '' } = useParams();
  return projectId ? <EditEvent projectId={projectId} eventId={eventId} /> : <FindEventProject eventId={eventId} />;
}
