import { asc, eq, sql } from 'drizzle-orm';
import {
  createProductInputSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  updateProductInputSchema,
  type CreateProductInput,
  type Product,
  type UpdateProductInput,
} from '@raiz/domain';
import { products, searchedColumns } from '../../db/schema/index.ts';
import { defineContentResource } from '../content-common/resource-declaration.ts';

/** What a project sells (price in cents of real, stock, active): its one declaration (manifest.ts). */
export const productsResource = defineContentResource<typeof products, Product, CreateProductInput, UpdateProductInput>(
  {
    key: 'products',
    table: products,
    parent: 'project',
    nameField: 'name',
    csv: {
      file: 'produtos',
      columns: [
        { header: 'Nome', value: (p) => p.name },
        { header: 'Preço (R$)', value: (p) => p.priceCents / 100, minDecimals: 2 },
        { header: 'Unidade', value: (p) => p.unit },
        { header: 'Estoque', value: (p) => p.stock },
        { header: 'Ativo', value: (p) => (p.active ? 'Sim' : 'Não') },
        { header: 'Descrição', value: (p) => p.description },
      ],
      projectExport: { summary: 'Produtos de um projeto em CSV', orderBy: [asc(products.name)] },
    },
    registry: {
      // Active ones, by name.
      shown: eq(products.active, true),
      section: {
        columns: {
          name: products.name,
          description: products.description,
          priceCents: products.priceCents,
          unit: products.unit,
        },
        orderBy: [sql`lower(${products.name})`, asc(products.id)],
      },
    },
    routes: {
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
    },
    kit: {
      sortable: {
        createdAt: products.createdAt,
        name: sql`lower(${products.name})`,
        priceCents: products.priceCents,
      },
      searchColumns: searchedColumns.products(products),
    },
  },
);
