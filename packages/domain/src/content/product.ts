import { z } from 'zod';
import { formatMoney } from '../format.ts';
import { nameField } from '../names.ts';
import * as common from './common.ts';

/** The highest price the API stores (an int4 of cents): R$ 21.474.836,47. */
export const PRODUCT_PRICE_MAX_CENTS = common.INT4_MAX;
export const productPriceMaxMessage = `O preço máximo é ${formatMoney(PRODUCT_PRICE_MAX_CENTS)}.`;

const productFields = z.strictObject({
  name: nameField(200, { length: 1, message: 'Informe o nome do produto.' }),
  description: common.textField(5000).optional(),
  priceCents: common
    .nonNegativeInteger({ maxMessage: productPriceMaxMessage })
    .describe('Preço em centavos de real (R$ 12,34 → 1234).'),
  unit: common.requiredText(40, 'Informe a unidade (ex.: kg, muda, unidade).'),
  stock: common.nonNegativeInteger().describe('Estoque.'),
  active: z.boolean({ error: 'Valor inválido.' }).describe('Produto disponível.'),
});

export const createProductInputSchema = productFields.extend({
  stock: productFields.shape.stock.default(0),
  active: productFields.shape.active.default(true),
});
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

export const updateProductInputSchema = common.updateFieldsOf(productFields);
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

export const productSchema = z.object({
  ...common.projectChildMetaShape,
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  unit: z.string(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

export const productSortFields = ['createdAt', 'name', 'priceCents'] as const;
export const productListQuerySchema = common.listQuerySchema(productSortFields, 'createdAt:desc');
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const { one: productResponseSchema, page: productListResponseSchema } =
  common.coveredResponseSchemasOf(productSchema);
