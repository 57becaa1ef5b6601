import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { ProjectLinks } from '../placeholders/project-links';

/** /projetos/:projectId/eventos, and /events for the events of all your projects. */
export default function EventsRoute() {
  const { projectId } = useParams();
  return (
    <>
      <PageHeader
        title={projectId ? 'Eventos do projeto' : 'Eventos'}
        description={projectId ? 'Mutirões, oficinas e visitas deste projeto.' : 'Os eventos de todos os seus projetos.'}
      />
      <UnderConstruction what="a lista de eventos" extra={<ProjectLinks projectId={projectId} />}>
        Aqui ficarão os eventos, com datas, local e vagas, do próximo ao mais distante. Você poderá criar, editar e
        divulgar cada um.
      </UnderConstruction>
    </>
  );
}
