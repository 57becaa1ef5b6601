import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { projectQueryOptions } from '../../features/projects/api/get-project';
import { ProjectForm } from '../../features/projects/components/project-form';
import { isNotFound } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { afterProjectSaved } from '../content/content-cache';

/** /projetos/editar/:id (the header's "Salvar" saves). */
export default function ProjectEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // Edit the current version, not a cached one: fewer conflicts on save.
  const project = useQuery({ ...projectQueryOptions(id), refetchOnMount: 'always' });

  if (project.isError && isNotFound(project.error))
    return (
      <NotFoundState title="Projeto não encontrado" backHref={paths.projects.href()} backLabel="Ver meus projetos" />
    );
  if (project.isError) return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
  if (!project.data || !project.isFetchedAfterMount) return <Loading />;

  return (
    <>
      <PageHeader title="Editar projeto" description={project.data.name} />
      <ProjectForm
        key={id}
        project={project.data}
        userId={user.id}
        onSaved={(saved) => {
          void afterProjectSaved(queryClient);
          toast({ title: 'Alterações salvas', description: `“${saved.name}” foi atualizado.` });
          void navigate(paths.project.href(saved.id), { replace: true });
        }}
        onCancel={() => void navigate(paths.project.href(id))}
      />
    </>
  );
}
