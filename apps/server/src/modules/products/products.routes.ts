import {
  createProductInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  updateProductInputSchema,
} from '@raiz/domain';
import { resourceRoutes } from '../content-common/resource-routes.ts';
import { productService } from './products.service.ts';

/** /v1/projects/:projectId/products: what a project sells (price in cents of real, stock, active). */
export const productRoutes = resourceRoutes({
  collection: 'products',
  parent: 'project',
  tag: 'Produtos',
  summaries: {
    list: 'Lista os produtos de um projeto',
    create: 'Cria um produto no projeto',
    get: 'Mostra um produto',
    update: 'Altera um produto',
    delete: 'Exclui um produto',
  },
  descriptions: { list: 'Paginados, com busca no nome e na descrição.' },
  schemas: {
    listQuery: productListQuerySchema,
    listResponse: productListResponseSchema,
    response: productResponseSchema,
    create: createProductInputSchema,
    update: updateProductInputSchema,
  },
  service: productService,
});
