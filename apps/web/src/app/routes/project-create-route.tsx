import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ProjectForm } from '../../features/projects/components/project-form';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { afterProjectSaved } from '../content/content-cache';

/** /projetos/criar (the header's "Salvar" saves). */
export default function ProjectCreateRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Novo projeto"
        description="Cadastre uma iniciativa ambiental da sua organização. Salve pelo botão “Salvar”."
      />
      <ProjectForm
        userId={user.id}
        onSaved={(project) => {
          void afterProjectSaved(queryClient);
          toast({ title: 'Projeto criado', description: `“${project.name}” foi cadastrado.` });
          void navigate(paths.project.href(project.id), { replace: true });
        }}
        onCancel={() => void navigate(paths.projects.href())}
      />
    </>
  );
}
