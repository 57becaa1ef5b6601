import {
  createPostInputSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  updatePostInputSchema,
} from '@raiz/domain';
import { projectChildRoutes } from '../content-common/project-child-routes.ts';
import { createPost, deletePost, getPost, listPosts, updatePost } from './posts.service.ts';

/** /v1/projects/:projectId/posts: a project's posts, in Markdown (stored as typed; the browser sanitizes). */
export const postRoutes = projectChildRoutes({
  collection: 'posts',
  tag: 'Posts',
  summaries: {
    list: 'Lista os posts de um projeto',
    create: 'Cria um post no projeto',
    get: 'Mostra um post',
    update: 'Altera um post',
    delete: 'Exclui um post',
  },
  listDescription: 'Paginados, com busca no título e no conteúdo.',
  schemas: {
    listQuery: postListQuerySchema,
    listResponse: postListResponseSchema,
    response: postResponseSchema,
    create: createPostInputSchema,
    update: updatePostInputSchema,
  },
  service: { list: listPosts, get: getPost, create: createPost, update: updatePost, remove: deletePost },
});
