import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { PostList } from '../../features/posts/components/post-list';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/posts. */
export default function PostsRoute() {
  const { projectId = '' } = useParams();
  return (
    <ProjectFrame
      projectId={projectId}
      section="posts"
      title={(p) => `Posts · ${p.name}`}
      description={() => 'As novidades do projeto, escritas em Markdown.'}
      actions={(p) => <ButtonLink to={paths.projectPostCreate.href(p.id)}>Escrever post</ButtonLink>}
    >
      {(p) => <PostList projectId={p.id} />}
    </ProjectFrame>
  );
}
