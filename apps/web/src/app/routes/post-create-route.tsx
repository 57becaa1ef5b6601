import { useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PostForm } from '../../features/posts/components/post-form';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/posts/criar (the bottom bar's "Salvar" saves). */
export default function PostCreateRoute() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const listHref = paths.projectPosts.href(projectId);
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Posts', href: listHref }, { label: 'Novo post' }]}
      title={() => 'Novo post'}
      description={() => 'Conte uma novidade do projeto. Ao digitar, “Salvar” aparece na barra inferior.'}
    >
      {(p) => (
        <PostForm
          projectId={p.id}
          userId={user.id}
          onSaved={(post) => {
            toast({
              title: post.published ? 'Post publicado' : 'Post salvo como rascunho',
              description: `“${post.title}” foi criado.`,
            });
            void navigate(listHref, { replace: true });
          }}
          onCancel={() => void navigate(listHref)}
        />
      )}
    </ProjectFrame>
  );
}
