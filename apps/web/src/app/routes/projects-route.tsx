import { ResourceList, useResourceListParams } from '../../lib/content-kit/resource-list';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { SpaceSwitcher } from '../../features/organizations/components/space-switcher';
import { projectsApi } from '../../features/projects/api/projects-api';
import { projectList, projectNoun } from '../../features/projects/project-resource';
import { useSession } from '../../lib/session/session-store';
import { organizationOfSpace, spaceFilter, useSpaceParam } from '../../lib/spaces';
import { SpaceAccessProvider } from '../content/space-choices';

/** /projetos: the person's projects, admins' everyone's ("Criar Projeto" is the header's button), by space. */
export default function ProjectsRoute() {
  const { user } = useSession();
  const remove = projectsApi.useRemove();
  const params = useResourceListParams(projectList);
  const space = useSpaceParam(user.id);
  const query = projectsApi.useList({ ...params.filters, space: spaceFilter(space.space) });
  return (
    <>
      <PageHeader title="Projetos" description="As iniciativas ambientais da sua organização." />
      <SpaceSwitcher {...space} />
      <SpaceAccessProvider>
        <ResourceList
          noun={projectNoun}
          list={projectList}
          createAction="Criar projeto"
          createHref={paths.projectCreate.href(organizationOfSpace(space.space))}
          editHref={(project) => paths.projectEdit.href(project.id)}
          params={params}
          query={query}
          remove={(project) => remove.mutateAsync({ id: project.id, version: project.version })}
        />
      </SpaceAccessProvider>
    </>
  );
}
