import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { EditRecordForm } from '../../lib/content-kit/record-form';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { projectsApi } from '../../features/projects/api/projects-api';
import { projectForm } from '../../features/projects/project-resource';
import { useSession } from '../../lib/session/session-store';
import { QueryState } from '../../lib/content-kit/query-state';

/** /projetos/editar/:id (the header's "Salvar" saves). */
export default function ProjectEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const update = projectsApi.useUpdate(id);
  // Edit the current version, not a cached one: fewer conflicts on save.
  const project = useQuery({ ...projectsApi.detailQueryOptions(id), refetchOnMount: 'always' });

  return (
    <QueryState
      query={project}
      notFound={{ title: 'Projeto não encontrado', backHref: paths.projects.href(), backLabel: 'Ver meus projetos' }}
    >
      {(current) => (
        <>
          <PageHeader title="Editar projeto" description={current.name} />
          <EditRecordForm
            spec={projectForm}
            item={current}
            noun="projeto"
            name={(p) => p.name}
            draft={{ userId: user.id, kind: 'projeto', recordId: id }}
            save={update.mutateAsync}
            detail={projectsApi.detailQueryOptions(id)}
            onSaved={(saved) => void navigate(paths.project.href(saved.id), { replace: true })}
            onCancel={() => void navigate(paths.project.href(id))}
          />
        </>
      )}
    </QueryState>
  );
}
