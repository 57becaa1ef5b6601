import { z } from 'zod';
import {
  dataSchema,
  listQuerySchema,
  nonNegativeInteger,
  pageSchema,
  requiredText,
  rowMetaShape,
  textField,
  versionField,
} from './common.ts';

const productFields = z.strictObject({
  name: requiredText(200, 'Informe o nome do produto.'),
  description: textField(5000).optional(),
  priceCents: nonNegativeInteger().describe('Preço em centavos de real (R$ 12,34 → 1234).'),
  unit: requiredText(40, 'Informe a unidade (ex.: kg, muda, unidade).'),
  stock: nonNegativeInteger().describe('Estoque.'),
  active: z.boolean({ error: 'Valor inválido.' }).describe('Produto disponível.'),
});

export const createProductInputSchema = productFields.extend({
  stock: productFields.shape.stock.default(0),
  active: productFields.shape.active.default(true),
});
export type CreateProductInput = z.infer<typeof createProductInputSchema>;
export type CreateProductFormValues = z.input<typeof createProductInputSchema>;

export const updateProductInputSchema = productFields.partial().extend({ version: versionField() });
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

export const productSchema = z.object({
  ...rowMetaShape,
  projectId: z.uuid(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  unit: z.string(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productSortFields = ['createdAt', 'name', 'priceCents'] as const;
export const productListQuerySchema = listQuerySchema(productSortFields, 'createdAt:desc');
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productResponseSchema = dataSchema(productSchema);
export const productListResponseSchema = dataSchema(pageSchema(productSchema));
