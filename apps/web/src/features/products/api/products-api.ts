// /v1/projects/:projectId/products: fetchers, query options, hooks and the key factory of products.
import type { CreateProductInput, Product, UpdateProductInput } from '@raiz/domain';
import { projectResource } from '../../../lib/project-resource';

const products = projectResource<Product, CreateProductInput, UpdateProductInput>('products');

export const productKeys = products.keys;
export const getProducts = products.getList;
export const getProduct = products.getOne;
export const productsQueryOptions = products.listQueryOptions;
export const productQueryOptions = products.detailQueryOptions;
export const useProducts = products.useList;
export const useProductCount = products.useCount;
export const useProduct = products.useDetail;
export const useCreateProduct = products.useCreate;
export const useUpdateProduct = products.useUpdate;
export const useDeleteProduct = products.useRemove;
