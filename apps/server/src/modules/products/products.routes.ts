import {
  createProductInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  updateProductInputSchema,
} from '@raiz/domain';
import { projectChildRoutes } from '../content-common/project-child-routes.ts';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './products.service.ts';

/** /v1/projects/:projectId/products: what a project sells (price in cents of real, stock, active). */
export const productRoutes = projectChildRoutes({
  collection: 'products',
  tag: 'Produtos',
  summaries: {
    list: 'Lista os produtos de um projeto',
    create: 'Cria um produto no projeto',
    get: 'Mostra um produto',
    update: 'Altera um produto',
    delete: 'Exclui um produto',
  },
  listDescription: 'Paginados, com busca no nome e na descrição.',
  schemas: {
    listQuery: productListQuerySchema,
    listResponse: productListResponseSchema,
    response: productResponseSchema,
    create: createProductInputSchema,
    update: updateProductInputSchema,
  },
  service: {
    list: listProducts,
    get: getProduct,
    create: createProduct,
    update: updateProduct,
    remove: deleteProduct,
  },
});
