import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProductInputSchema,
  dataSchema,
  deleteQuerySchema,
  deletedSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  projectItemParamsSchema,
  projectParamsSchema,
  updateProductInputSchema,
} from '@raiz/domain';
import { actorOf, errorResponses, security, writeErrorResponses } from '../content-common/content-routes.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service.ts';

const tags = ['Produtos'];
const projectNote = 'Projeto de outra pessoa responde 404.';

/** /v1/projects/:projectId/products: what a project sells (price in cents of real, stock, active). */
export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/v1/projects/:projectId/products',
    {
      schema: {
        tags,
        security,
        summary: 'Lista os produtos de um projeto',
        description: `Paginados, com busca no nome e na descrição. ${projectNote}`,
        params: projectParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await listProducts(app.db, actorOf(request), request.params.projectId, request.query) }),
  );

  r.post(
    '/v1/projects/:projectId/products',
    {
      schema: {
        tags,
        security,
        summary: 'Cria um produto no projeto',
        description: projectNote,
        params: projectParamsSchema,
        body: createProductInputSchema,
        response: { 201: productResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createProduct(app.db, actorOf(request), request.params.projectId, request.body) }),
  );

  r.get(
    '/v1/projects/:projectId/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mostra um produto',
        params: projectItemParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await getProduct(app.db, actorOf(request), request.params.projectId, request.params.id),
    }),
  );

  r.patch(
    '/v1/projects/:projectId/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Altera um produto',
        description: 'Envia só os campos alterados e a `version` lida; versão desatualizada responde 409.',
        params: projectItemParamsSchema,
        body: updateProductInputSchema,
        response: { 200: productResponseSchema, ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await updateProduct(app.db, actorOf(request), request.params.projectId, request.params.id, request.body),
    }),
  );

  r.delete(
    '/v1/projects/:projectId/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Exclui um produto',
        params: projectItemParamsSchema,
        querystring: deleteQuerySchema,
        response: { 200: dataSchema(deletedSchema), ...writeErrorResponses },
      },
    },
    async (request) => ({
      data: await deleteProduct(
        app.db,
        actorOf(request),
        request.params.projectId,
        request.params.id,
        request.query.version,
      ),
    }),
  );
}
