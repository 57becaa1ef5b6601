import { z } from 'zod';
import { createProductInputSchema, updateProductInputSchema, type Product } from '@raiz/domain';
import { integerText, moneyText, pipeToRequest } from '../../lib/form-fields';
import { centsToText } from '../../lib/pt-number';

const productFormFields = z.object({
  name: z.string(),
  description: z.string(),
  // Named as the API field so its messages land on this input; it holds reais as typed ("12,50").
  priceCents: moneyText(),
  unit: z.string(),
  stock: integerText(),
  active: z.boolean(),
  version: z.number().optional(),
});

export type ProductFormValues = z.input<typeof productFormFields>;

export const createProductFormSchema = pipeToRequest(
  productFormFields.transform(({ version: _version, ...input }) => input),
  createProductInputSchema,
);
export const updateProductFormSchema = pipeToRequest(productFormFields, updateProductInputSchema);

export const emptyProductFormValues: ProductFormValues = {
  name: '',
  description: '',
  priceCents: '',
  unit: '',
  stock: '0',
  active: true,
};

export const productToFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  priceCents: centsToText(product.priceCents),
  unit: product.unit,
  stock: String(product.stock),
  active: product.active,
  version: product.version,
});
