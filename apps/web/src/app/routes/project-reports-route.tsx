import { useParams } from 'react-router';
import { ProjectLinks } from '../placeholders/project-links';
import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function ProjectReportsRoute() {
  const { projectId } = useParams();
  return (
    <>
      <PageHeader title="Relatórios do projeto" description="Os relatórios de impacto deste projeto." />
      <UnderConstruction what="os relatórios do projeto"
        extra={<ProjectLinks projectId={projectId} />}>
        Aqui ficarão os relatórios ligados a este projeto, do mais recente ao mais antigo, com a situação de cada um (rascunho, publicado ou certificado).
      </UnderConstruction>
    </>
  );
}
