import type { CreateProductInput, Product, UpdateProductInput } from '@raiz/domain';
import type { products } from '../../db/schema/index.ts';
import { contentResource } from '../content-common/resource.ts';
import { productsResource } from './products.resource.ts';

export const productService = contentResource<typeof products, Product, CreateProductInput, UpdateProductInput>(
  productsResource,
);
