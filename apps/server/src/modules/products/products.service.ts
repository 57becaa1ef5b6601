import { sql } from 'drizzle-orm';
import { contentMessages, type CreateProductInput, type Product, type UpdateProductInput } from '@raiz/domain';
import { products, searchedColumns } from '../../db/schema/index.ts';
import { contentResource } from '../content-common/resource.ts';

export const productService = contentResource<typeof products, Product, CreateProductInput, UpdateProductInput>({
  table: products,
  kind: 'product',
  parent: 'project',
  sortable: {
    createdAt: products.createdAt,
    name: sql`lower(${products.name})`,
    priceCents: products.priceCents,
  },
  searchColumns: searchedColumns.products(products),
  notFoundMessage: contentMessages.productNotFound,
  history: { entity: 'product', name: (row) => row.name },
  attachmentKind: 'products',
  toEntity: (row) => row as Product,
});
