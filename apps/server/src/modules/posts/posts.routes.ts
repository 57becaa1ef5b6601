import {
  createPostInputSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  updatePostInputSchema,
} from '@raiz/domain';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { postService } from './posts.service.ts';

/** /v1/projects/:projectId/posts: a project's posts, in Markdown (stored as typed; the browser sanitizes). */
export const postRoutes = resourceRoutes({
  collection: 'posts',
  parent: 'project',
  tag: 'Posts',
  summaries: {
    list: 'Lista os posts de um projeto',
    create: 'Cria um post no projeto',
    get: 'Mostra um post',
    update: 'Altera um post',
    delete: 'Exclui um post',
  },
  descriptions: { list: 'Paginados, com busca no título e no conteúdo.' },
  schemas: {
    listQuery: postListQuerySchema,
    listResponse: postListResponseSchema,
    response: postResponseSchema,
    create: createPostInputSchema,
    update: updatePostInputSchema,
  },
  service: postService,
});
