import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProjectInputSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  idParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  updateProjectInputSchema,
} from '@raiz/domain';
import { actorOf, errorResponses, security, writeErrorResponses } from '../content-common/content-routes.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from './projects.service.ts';

const tags = ['Projetos'];

/** /v1/projects: the caller's environmental projects (admins see and change all). */
export async function projectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/v1/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os projetos',
        description: 'Projetos da pessoa conectada (administradores veem todos), paginados, com busca e ordenação.',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listProjects(app.db, actorOf(request), request.query) }),
  );

  r.post(
    '/v1/projects',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um projeto',
        body: createProjectInputSchema,
        response: { 201: projectResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createProject(app.db, actorOf(request), request.body) }),
  );

  r.get(
    '/v1/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mostra um projeto',
        params: idParamsSchema,
        response: { 200: projectResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await getProject(app.db, actorOf(request), request.params.id) }),
  );

  r.patch(
    '/v1/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um projeto',
        description: 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.',
        params: idParamsSchema,
        body: updateProjectInputSchema,
        response: { 200: projectResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({ data: await updateProject(app.db, actorOf(request), request.params.id, request.body) }),
  );

  r.delete(
    '/v1/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um projeto',
        description: 'Exclui também os posts, eventos e produtos do projeto; os relatórios ficam sem projeto.',
        params: idParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await deleteProject(app.db, actorOf(request), request.params.id, request.query.version),
    }),
  );
}
