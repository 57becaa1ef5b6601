import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  apiErrorSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  idParamsSchema,
  projectItemParamsSchema,
  projectParamsSchema,
  type ListQuery,
  type Page,
} from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { requireUserForRoutes } from '../../plugins/auth.ts';
import { actorOf, type Actor } from './access.ts';
import type { ResourceService } from './resource.ts';

type Operation = 'list' | 'create' | 'get' | 'update' | 'delete';

/** A resource's OpenAPI tag and texts, in Portuguese: a summary of each operation, a description where one helps. */
export interface RouteTexts {
  tag: string;
  summaries: Record<Operation, string> & { listOfProject?: string };
  descriptions?: Partial<Record<Operation, string>>;
}

/** What the routes call: a content resource's service, or any resource's with the same operations (organisations). */
export type RoutedService<TListQuery, TCreate, TUpdate, TEntity> = Omit<
  ResourceService<TListQuery, TCreate, TUpdate, TEntity>,
  'list' | 'listOwnedBy'
> & { list(db: Db, actor: Actor, projectId: string | undefined, query: TListQuery): Promise<Page<TEntity>> };

export interface ResourceRoutesConfig<
  TListQuery extends z.ZodType<ListQuery>,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TEntity,
> extends RouteTexts {
  /** The path segment: /v1/<collection>, or /v1/projects/:projectId/<collection> for a project's rows. */
  collection: string;
  /**
   * As the resource's service: `project` for a project's rows; `optional-project` for top-level rows that may point at
   * a project (reports), which also get GET /v1/projects/:projectId/<collection>.
   */
  parent: 'project' | 'none' | 'optional-project';
  schemas: {
    listQuery: TListQuery;
    listResponse: z.ZodType<{ data: Page<TEntity> }>;
    response: z.ZodType<{ data: TEntity }>;
    create: TCreate;
    update: TUpdate;
  };
  service: RoutedService<z.output<TListQuery>, z.output<TCreate>, z.output<TUpdate>, TEntity>;
  /** Answers an operation documents beyond the kit's (a 403 of a role, a 409 of a unique field), by status. */
  responses?: Partial<Record<Operation, Record<number, z.ZodType>>>;
  /** What GET of one top-level row answers when it is more than the row (a project with its counts). */
  detail?: { response: z.ZodType; get(db: Db, actor: Actor, id: string): Promise<unknown> };
}

/** The error answers every content route documents; bodies follow the one error handler. */
const errorResponses = {
  400: apiErrorSchema.describe('Dados inválidos: `fields` traz a mensagem de cada campo.'),
  401: apiErrorSchema.describe('Sem sessão válida.'),
  404: apiErrorSchema.describe('Não encontrado (ou de outra pessoa: a existência não é revelada).'),
} as const;

const writeErrorResponses = {
  ...errorResponses,
  409: apiErrorSchema.describe('Versão desatualizada (o registro mudou) ou relatório certificado.'),
} as const;

const projectNote = 'Projeto de outra pessoa responde 404.';
const versionNote = 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.';

/**
 * The routes of a content resource, all behind a login: list, create, show, change and delete; for a project's rows,
 * also /v1/<collection>/:id to show one by its id alone (it carries its projectId).
 */
export function resourceRoutes<
  TListQuery extends z.ZodType<ListQuery>,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType,
  TEntity,
>(config: ResourceRoutesConfig<TListQuery, TCreate, TUpdate, TEntity>) {
  const { collection, summaries, schemas, service, detail } = config;
  const tags = [config.tag];
  const underProject = config.parent === 'project';
  const base = underProject ? `/v1/projects/:projectId/${collection}` : `/v1/${collection}`;
  const given = config.descriptions ?? {};
  const descriptions: Partial<Record<Operation, string>> = {
    ...given,
    ...(underProject ? { list: [given.list, projectNote].filter(Boolean).join(' '), create: projectNote } : {}),
    update: given.update ?? versionNote,
  };
  /** An operation's OpenAPI texts: its tag, summary and description (if any). */
  const texts = (operation: Operation) => ({
    tags,
    summary: summaries[operation],
    ...(descriptions[operation] ? { description: descriptions[operation] } : {}),
  });
  const more = (operation: Operation) => config.responses?.[operation] ?? {};
  const params = underProject ? { params: projectParamsSchema } : {};
  const itemParams = underProject ? projectItemParamsSchema : idParamsSchema;

  // The type provider cannot resolve a generic schema's output, so the validated input is typed by hand.
  type Query = z.output<TListQuery>;
  type Params = { projectId?: string; id: string };
  const placeOf = (request: { params: unknown }) => (request.params as Partial<Params>).projectId;
  const idOf = (request: { params: unknown }) => (request.params as Params).id;

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    requireUserForRoutes(r);

    r.get(
      base,
      {
        schema: {
          ...texts('list'),
          ...params,
          querystring: schemas.listQuery,
          response: { 200: schemas.listResponse, ...errorResponses, ...more('list') },
        },
      },
      async (request) => ({
        data: await service.list(app.db, actorOf(request), placeOf(request), request.query as Query),
      }),
    );

    if (config.parent === 'optional-project') {
      r.get(
        `/v1/projects/:projectId/${collection}`,
        {
          schema: {
            tags,
            summary: summaries.listOfProject ?? summaries.list,
            params: projectParamsSchema,
            querystring: schemas.listQuery,
            response: { 200: schemas.listResponse, ...errorResponses },
          },
        },
        async (request) => ({
          data: await service.list(app.db, actorOf(request), request.params.projectId, request.query as Query),
        }),
      );
    }

    r.post(
      base,
      {
        schema: {
          ...texts('create'),
          ...params,
          body: schemas.create,
          response: { 201: schemas.response, ...errorResponses, ...more('create') },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await service.create(app.db, actorOf(request), placeOf(request), request.body as z.output<TCreate>),
        }),
    );

    r.get(
      `${base}/:id`,
      {
        schema: {
          ...texts('get'),
          params: itemParams,
          response: { 200: detail?.response ?? schemas.response, ...errorResponses, ...more('get') },
        },
      },
      async (request) => ({
        data: detail
          ? await detail.get(app.db, actorOf(request), idOf(request))
          : await service.get(app.db, actorOf(request), placeOf(request), idOf(request)),
      }),
    );

    if (underProject) {
      r.get(
        `/v1/${collection}/:id`,
        {
          schema: {
            tags,
            summary: `${summaries.get} pelo identificador`,
            description:
              'Sem o projeto no endereço: a resposta traz o `projectId`. De projeto de outra pessoa responde 404.',
            params: idParamsSchema,
            response: { 200: schemas.response, ...errorResponses },
          },
        },
        async (request) => ({ data: await service.getById(app.db, actorOf(request), request.params.id) }),
      );
    }

    r.patch(
      `${base}/:id`,
      {
        schema: {
          ...texts('update'),
          params: itemParams,
          body: schemas.update,
          response: { 200: schemas.response, ...writeErrorResponses, ...more('update') },
        },
      },
      async (request) => ({
        data: await service.update(
          app.db,
          actorOf(request),
          placeOf(request),
          idOf(request),
          request.body as z.output<TUpdate>,
        ),
      }),
    );

    r.delete(
      `${base}/:id`,
      {
        schema: {
          ...texts('delete'),
          params: itemParams,
          querystring: deleteQuerySchema,
          response: { 200: dataSchema(deletedSchema), ...writeErrorResponses, ...more('delete') },
        },
      },
      async (request) => ({
        data: await service.remove(app.db, actorOf(request), placeOf(request), idOf(request), request.query.version),
      }),
    );
  };
}
