import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  projectItemParamsSchema,
  projectParamsSchema,
  type ListQuery,
  type Page,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from './content-common.ts';
import { actorOf, errorResponses, security, writeErrorResponses } from './content-routes.ts';

const projectNote = 'Projeto de outra pessoa responde 404.';

/** The service a project's child collection offers (see project-child-resource.ts). */
export interface ProjectChildService<TListQuery extends ListQuery, TCreate, TUpdate, TEntity> {
  list(db: Db, actor: Actor, projectId: string, query: TListQuery): Promise<Page<TEntity>>;
  get(db: Db, actor: Actor, projectId: string, id: string): Promise<TEntity>;
  create(db: Db, actor: Actor, projectId: string, input: TCreate): Promise<TEntity>;
  update(db: Db, actor: Actor, projectId: string, id: string, input: TUpdate): Promise<TEntity>;
  remove(db: Db, actor: Actor, projectId: string, id: string, version?: number): Promise<{ id: string }>;
}

export interface ProjectChildRoutesConfig<
  TListQuery extends z.ZodType<ListQuery>,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TEntity,
> {
  /** The path segment under /v1/projects/:projectId, e.g. "posts". */
  collection: string;
  /** OpenAPI tag and texts, in Portuguese. */
  tag: string;
  summaries: { list: string; create: string; get: string; update: string; delete: string };
  listDescription: string;
  schemas: {
    listQuery: TListQuery;
    listResponse: z.ZodType<{ data: Page<TEntity> }>;
    response: z.ZodType<{ data: TEntity }>;
    create: TCreate;
    update: TUpdate;
  };
  service: ProjectChildService<z.output<TListQuery>, z.output<TCreate>, z.output<TUpdate>, TEntity>;
}

/** /v1/projects/:projectId/<collection>: list, create, show, change and delete a project's child rows. */
export function projectChildRoutes<
  TListQuery extends z.ZodType<ListQuery>,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TEntity,
>(config: ProjectChildRoutesConfig<TListQuery, TCreate, TUpdate, TEntity>) {
  const { collection, summaries, schemas, service } = config;
  const tags = [config.tag];
  const base = `/v1/projects/:projectId/${collection}`;

  // The type provider cannot resolve a generic schema's output, so the validated query and bodies are typed by hand.
  type Query = z.output<TListQuery>;
  type CreateBody = z.output<TCreate>;
  type UpdateBody = z.output<TUpdate>;

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.addHook('onRequest', app.requireUser);

    r.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: summaries.list,
          description: `${config.listDescription} ${projectNote}`,
          params: projectParamsSchema,
          querystring: schemas.listQuery,
          response: { 200: schemas.listResponse, ...errorResponses },
        },
      },
      async (request) => ({
        data: await service.list(app.db, actorOf(request), request.params.projectId, request.query as Query),
      }),
    );

    r.post(
      base,
      {
        schema: {
          tags,
          security,
          summary: summaries.create,
          description: projectNote,
          params: projectParamsSchema,
          body: schemas.create,
          response: { 201: schemas.response, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({
            data: await service.create(app.db, actorOf(request), request.params.projectId, request.body as CreateBody),
          }),
    );

    r.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: summaries.get,
          params: projectItemParamsSchema,
          response: { 200: schemas.response, ...errorResponses },
        },
      },
      async (request) => ({
        data: await service.get(app.db, actorOf(request), request.params.projectId, request.params.id),
      }),
    );

    r.patch(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: summaries.update,
          description: 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.',
          params: projectItemParamsSchema,
          body: schemas.update,
          response: { 200: schemas.response, ...writeErrorResponses },
        },
      },
      async (request) => ({
        data: await service.update(
          app.db,
          actorOf(request),
          request.params.projectId,
          request.params.id,
          request.body as UpdateBody,
        ),
      }),
    );

    r.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          security,
          summary: summaries.delete,
          params: projectItemParamsSchema,
          querystring: deleteQuerySchema,
          response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
        },
      },
      async (request) => ({
        data: await service.remove(
          app.db,
          actorOf(request),
          request.params.projectId,
          request.params.id,
          request.query.version,
        ),
      }),
    );
  };
}
