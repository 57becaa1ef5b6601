import { sql } from 'drizzle-orm';
import { contentMessages, type CreateProductInput, type Product, type UpdateProductInput } from '@raiz/domain';
import { products } from '../../db/schema/index.ts';
import { withIsoTimestamps } from '../content-common/content-common.ts';
import { contentResource } from '../content-common/resource.ts';

export const productService = contentResource<typeof products, Product, CreateProductInput, UpdateProductInput>({
  table: products,
  parent: 'project',
  sortable: {
    createdAt: products.createdAt,
    name: sql`lower(${products.name})`,
    priceCents: products.priceCents,
  },
  searchColumns: [products.name, products.description],
  notFoundMessage: contentMessages.productNotFound,
  toEntity: (row) => withIsoTimestamps(row) as Product,
});
