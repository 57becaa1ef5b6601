// Products of a project, described once for the content kit: form, list, texts.
import { z } from 'zod';
import {
  createProductInputSchema,
  formatMoney,
  formatNumber,
  productListQuerySchema,
  updateProductInputSchema,
  type Product,
  type ProductListQuery,
} from '@raiz/domain';
import { CheckField, TextAreaField, TextField, UnitField } from '../../lib/content-kit/fields';
import { ResourceCard } from '../../lib/content-kit/resource-card';
import { Badge } from '../../components/ui/badge';
import { FormSection } from '../../components/ui/form-layout';
import { LeafIcon } from '../../components/ui/icons';
import { projectResource } from '../../lib/content-kit/project-child-api';
import { projectChildKind } from '../../lib/content-kit/project-child-kind';
import * as kit from '../../lib/content-kit/resource';
import { integerText, moneyText } from '../../lib/form-fields';
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
type ProductFormValues = z.input<typeof productFormFields>;

function ProductFormBody() {
  return (
    <>
      <FormSection title="Produto">
        <TextField name="name" autoComplete="off" wide />
        <TextAreaField name="description" wide />
      </FormSection>
      <FormSection title="Preço e estoque">
        <UnitField name="priceCents" unit="R$" unitFirst inputMode="decimal" autoComplete="off" />
        <TextField name="unit" autoComplete="off" />
        <TextField name="stock" inputMode="numeric" autoComplete="off" />
        <div className="flex items-end">
          <div className="w-full">
            <CheckField name="active" />
          </div>
        </div>
      </FormSection>
    </>
  );
}

function ProductCard({ item: product, ...card }: kit.CardProps<Product>) {
  return (
    <ResourceCard
      {...card}
      cover={product.cover}
      description={product.description}
      name={product.name}
      badge={<Badge tone={product.active ? 'success' : 'neutral'}>{product.active ? 'Ativo' : 'Inativo'}</Badge>}
      fill
    >
      <p className="mt-2 text-2xl font-semibold text-fg">
        {formatMoney(product.priceCents)}
        <span className="text-base font-normal text-muted"> / {product.unit}</span>
      </p>
      <p className="text-sm text-muted">
        Estoque: <span className="font-medium text-fg">{formatNumber(product.stock, 0)}</span>
      </p>
    </ResourceCard>
  );
}

export const productResource: kit.ProjectChildResource<Product, ProductFormValues, ProductListQuery['sort']> = {
  kind: projectChildKind('products'),
  api: projectResource<Product>('products'),
  name: (product) => product.name,
  form: {
    idPrefix: 'product',
    fields: {
      name: { label: 'Nome' },
      description: { label: 'Descrição (opcional)' },
      priceCents: { label: 'Preço (R$)', hint: 'Em reais, por exemplo 12,50.' },
      unit: { label: 'Unidade', hint: 'Por exemplo kg, muda, pacote, unidade.' },
      stock: { label: 'Estoque' },
      active: { label: 'Ativo', hint: 'Desmarcado, o produto fica indisponível.' },
    },
    ...kit.formSchemas(productFormFields, createProductInputSchema, updateProductInputSchema),
    empty: { name: '', description: '', priceCents: '', unit: '', stock: '0', active: true },
    fromItem: (product) => ({
      name: product.name,
      description: product.description,
      priceCents: centsToText(product.priceCents),
      unit: product.unit,
      stock: String(product.stock),
      active: product.active,
      version: product.version,
    }),
    Body: ProductFormBody,
  },
  list: {
    sorts: kit.sortsOf(productListQuerySchema, {
      'createdAt:desc': 'Mais recentes',
      'name:asc': 'Nome (A–Z)',
      'priceCents:asc': 'Menor preço',
      'priceCents:desc': 'Maior preço',
    }),
    searchPlaceholder: 'Nome ou descrição',
    layout: kit.listLayout.grid,
    empty: {
      icon: LeafIcon,
      title: 'Este projeto ainda não tem produtos',
      text: 'Ofereça mudas, sementes, mel, artesanato… com preço em reais, unidade e estoque.',
    },
    Card: ProductCard,
  },
  texts: {
    listDescription: 'O que o projeto oferece, com preço, unidade e estoque.',
    createDescription: 'Ofereça um produto do projeto. Ao digitar, “Salvar” aparece na barra inferior.',
    createPickerQuestion: 'De qual projeto é o produto?',
    created: (product) => ({ title: 'Produto cadastrado', description: `“${product.name}” foi cadastrado.` }),
  },
};
