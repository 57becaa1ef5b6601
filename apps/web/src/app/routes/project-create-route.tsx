import { useNavigate } from 'react-router';
import { RecordForm } from '../../lib/content-kit/record-form';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { projectsApi } from '../../features/projects/api/projects-api';
import { projectForm } from '../../features/projects/project-resource';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { SpaceChoicesProvider, useSpaceChoicesForCreation } from '../content/space-choices';
import { addFilesState } from '../content/add-files';

/** /projetos/criar (the header's "Salvar" saves). */
export default function ProjectCreateRoute() {
  const navigate = useNavigate();
  const { user } = useSession();
  const create = projectsApi.useCreate();
  const spaces = useSpaceChoicesForCreation();
  return (
    <>
      <PageHeader
        title="Novo projeto"
        description="Cadastre uma iniciativa ambiental da sua organização. Salve pelo botão “Salvar”."
      />
      {spaces.choices === null ? (
        <Loading />
      ) : (
        <SpaceChoicesProvider choices={spaces.choices}>
          <RecordForm
            spec={projectForm}
            initial={{ organizationId: spaces.initial }}
            label="Novo projeto"
            draft={{ userId: user.id, kind: 'projeto' }}
            save={create.mutateAsync}
            onSaved={(project) => {
              toast({ title: 'Projeto criado', description: `“${project.name}” foi cadastrado.` });
              // On the project's page, its cover and documents panel in focus: files are added there.
              void navigate(paths.project.href(project.id), { replace: true, state: addFilesState });
            }}
            onCancel={() => void navigate(paths.projects.href())}
          />
        </SpaceChoicesProvider>
      )}
    </>
  );
}
