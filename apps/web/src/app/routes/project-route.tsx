import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { ProjectLinks } from '../placeholders/project-links';

export default function ProjectRoute() {
  const { projectId } = useParams();
  return (
    <>
      <PageHeader title="Projeto" description="Tudo sobre um projeto em um só lugar." />
      <UnderConstruction what="a página do projeto" extra={<ProjectLinks projectId={projectId} />}>
        Aqui ficarão os dados do projeto — categoria, bioma, município, área e situação — e um resumo dos seus posts,
        eventos, produtos e relatórios.
      </UnderConstruction>
    </>
  );
}
