import { ResourceList, useResourceListParams } from '../../components/content-kit/resource-list';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { projectsApi } from '../../features/projects/api/projects-api';
import { projectList, projectNoun } from '../../features/projects/project-resource';

/** /projetos: the person's projects, admins' everyone's ("Criar Projeto" is the header's button). */
export default function ProjectsRoute() {
  const remove = projectsApi.useRemove();
  const params = useResourceListParams(projectList);
  const query = projectsApi.useList(params.filters);
  return (
    <>
      <PageHeader title="Projetos" description="As iniciativas ambientais da sua organização." />
      <ResourceList
        noun={projectNoun}
        list={projectList}
        createAction="Criar projeto"
        createHref={paths.projectCreate.href()}
        editHref={(project) => paths.projectEdit.href(project.id)}
        params={params}
        query={query}
        remove={(project) => remove.mutateAsync({ id: project.id, version: project.version })}
      />
    </>
  );
}
