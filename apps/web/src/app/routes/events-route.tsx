import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { EventList } from '../../features/events/components/event-list';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { ProjectPicker } from '../../features/projects/components/project-picker';
import { eventLinks } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/eventos (alias …/events); /events asks which project first. */
export default function EventsRoute() {
  const { projectId } = useParams();
  const links = eventLinks(useLocation().pathname);

  if (!projectId)
    return (
      <>
        <PageHeader
          title="Eventos"
          description="Os eventos pertencem a um projeto. Escolha de qual projeto quer ver os eventos."
        />
        <ProjectPicker hrefFor={(p) => paths.projectEvents.href(p.id)} linkLabel="Ver eventos" />
      </>
    );

  return (
    <ProjectFrame
      projectId={projectId}
      section="events"
      title={(p) => `Eventos · ${p.name}`}
      description={() => 'Mutirões, oficinas e visitas do projeto.'}
      actions={(p) => (
        <>
          <ExportCsvLink kind="events" projectId={p.id} />
          <ButtonLink to={links.create(p.id)}>Criar evento</ButtonLink>
        </>
      )}
    >
      {(p) => <EventList projectId={p.id} createHref={links.create(p.id)} editHref={(e) => links.edit(p.id, e.id)} />}
    </ProjectFrame>
  );
}
