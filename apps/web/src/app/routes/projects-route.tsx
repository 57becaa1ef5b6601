import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/page';
import { ProjectList } from '../../features/projects/components/project-list';
import { afterProjectDeleted } from '../content/content-cache';

/** /projetos: the person's projects ("Criar Projeto" is the header's button). */
export default function ProjectsRoute() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader title="Projetos" description="As iniciativas ambientais da sua organização." />
      <ProjectList onDeleted={(project) => void afterProjectDeleted(queryClient, project.id)} />
    </>
  );
}
