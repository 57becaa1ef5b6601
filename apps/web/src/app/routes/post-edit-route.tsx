import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { postQueryOptions } from '../../features/posts/api/posts-api';
import { PostForm } from '../../features/posts/components/post-form';
import { useProject } from '../../features/projects/api/get-project';
import { isNotFound } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/posts/editar/:postId (the bottom bar's "Salvar" saves). */
export default function PostEditRoute() {
  const { projectId = '', postId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const project = useProject(projectId);
  const post = useQuery({ ...postQueryOptions(projectId, postId), refetchOnMount: 'always' });
  const listHref = paths.projectPosts.href(projectId);

  if (isNotFound(project.error) || isNotFound(post.error))
    return (
      <NotFoundState
        title="Post não encontrado"
        backHref={project.isError ? paths.projects.href() : listHref}
        backLabel={project.isError ? 'Ver meus projetos' : 'Ver os posts do projeto'}
      />
    );
  if (project.isError) return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
  if (post.isError) return <ErrorState message={post.error.message} onRetry={() => void post.refetch()} />;
  if (!post.data || !post.isFetchedAfterMount || !project.data) return <Loading />;

  const current = post.data;
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Posts', href: listHref }, { label: current.title }]}
      title={() => 'Editar post'}
      description={() => current.title}
    >
      {(p) => (
        <PostForm
          key={postId}
          projectId={p.id}
          post={current}
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
