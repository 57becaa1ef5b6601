import { sql } from 'drizzle-orm';
import { contentMessages, type CreateProductInput, type Product, type UpdateProductInput } from '@raiz/domain';
import { products } from '../../db/schema/index.ts';
import { withIsoTimestamps } from '../content-common/content-common.ts';
import { projectChildResource } from '../content-common/project-child-resource.ts';

const resource = projectChildResource<typeof products, Product, CreateProductInput, UpdateProductInput>({
  table: products,
  sortable: {
    createdAt: products.createdAt,
    name: sql`lower(${products.name})`,
    priceCents: products.priceCents,
  },
  searchColumns: [products.name, products.description],
  notFoundMessage: contentMessages.productNotFound,
  toEntity: (row) => withIsoTimestamps(row) as Product,
});

export const {
  list: listProducts,
  get: getProduct,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
} = resource;
