import {
  createProjectInputSchema,
  projectDetailResponseSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  updateProjectInputSchema,
} from '@raiz/domain';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { getProjectDetail, projectService } from './projects.service.ts';

/** /v1/projects: the caller's environmental projects (admins see and change all). */
export const projectRoutes = resourceRoutes({
  collection: 'projects',
  parent: 'none',
  tag: 'Projetos',
  summaries: {
    list: 'Lista os projetos',
    create: 'Cria um projeto',
    get: 'Mostra um projeto',
    update: 'Altera um projeto',
    delete: 'Exclui um projeto',
  },
  descriptions: {
    list: 'Projetos da pessoa conectada (administradores veem todos), paginados, com busca e ordenação.',
    get: 'Com as contagens de relatórios, posts, eventos e produtos do projeto (`counts`).',
    delete: 'Exclui também os posts, eventos e produtos do projeto; os relatórios ficam sem projeto.',
  },
  schemas: {
    listQuery: projectListQuerySchema,
    listResponse: projectListResponseSchema,
    response: projectResponseSchema,
    create: createProjectInputSchema,
    update: updateProjectInputSchema,
  },
  service: projectService,
  detail: { response: projectDetailResponseSchema, get: getProjectDetail },
});
