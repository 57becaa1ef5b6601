import { useParams } from 'react-router';
import { ProjectLinks } from '../placeholders/project-links';
import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function PostsRoute() {
  const { projectId } = useParams();
  return (
    <>
      <PageHeader title="Posts do projeto" description="As novidades que o projeto publica." />
      <UnderConstruction what="os posts do projeto"
        extra={<ProjectLinks projectId={projectId} />}>
        Aqui ficarão as publicações do projeto, escritas em Markdown, com rascunhos e publicados. Você poderá criar, editar e publicar cada post.
      </UnderConstruction>
    </>
  );
}
