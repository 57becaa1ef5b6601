import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPostInputSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  postListQuerySchema,
  postListResponseSchema,
  postResponseSchema,
  projectItemParamsSchema,
  projectParamsSchema,
  updatePostInputSchema,
} from '@raiz/domain';
import { actorOf, errorResponses, security, writeErrorResponses } from '../content-common/content-routes.ts';
import { createPost, deletePost, getPost, listPosts, updatePost } from './posts.service.ts';

const tags = ['Posts'];
const projectNote = 'Projeto de outra pessoa responde 404.';

/** /v1/projects/:projectId/posts: a project's posts, in Markdown (stored as typed; the browser sanitizes). */
export async function postRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/v1/projects/:projectId/posts',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os posts de um projeto',
        description: `Paginados, com busca no título e no conteúdo. ${projectNote}`,
        params: projectParamsSchema,
        querystring: postListQuerySchema,
        response: { 200: postListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listPosts(app.db, actorOf(request), request.params.projectId, request.query) }),
  );

  r.post(
    '/v1/projects/:projectId/posts',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um post no projeto',
        description: projectNote,
        params: projectParamsSchema,
        body: createPostInputSchema,
        response: { 201: postResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createPost(app.db, actorOf(request), request.params.projectId, request.body) }),
  );

  r.get(
    '/v1/projects/:projectId/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mostra um post',
        params: projectItemParamsSchema,
        response: { 200: postResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getPost(app.db, actorOf(request), request.params.projectId, request.params.id),
    }),
  );

  r.patch(
    '/v1/projects/:projectId/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um post',
        description: 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.',
        params: projectItemParamsSchema,
        body: updatePostInputSchema,
        response: { 200: postResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await updatePost(app.db, actorOf(request), request.params.projectId, request.params.id, request.body),
    }),
  );

  r.delete(
    '/v1/projects/:projectId/posts/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um post',
        params: projectItemParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await deletePost(
        app.db,
        actorOf(request),
        request.params.projectId,
        request.params.id,
        request.query.version,
      ),
    }),
  );
}
