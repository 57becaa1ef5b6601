import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateProductInput, Product, UpdateProductInput } from '@raiz/domain';
import { Field, Input, Textarea } from '../../../components/ui/field';
import {
  CheckboxField,
  FormSection,
  ImplicitSubmit,
  InputWithUnit,
  Wide,
  controlProps,
} from '../../../components/ui/form-layout';
import { ConflictNotice, DraftRestoredNotice, FormError } from '../../../components/ui/form-notices';
import { draftKey } from '../../../lib/form-draft';
import { useRecordForm } from '../../../lib/use-record-form';
import { productQueryOptions, useCreateProduct, useUpdateProduct } from '../api/products-api';
import {
  createProductFormSchema,
  emptyProductFormValues,
  productToFormValues,
  updateProductFormSchema,
  type ProductFormValues,
} from '../product-form-values';

type ProductRequest = CreateProductInput | UpdateProductInput;

const priceHint = 'Em reais, por exemplo 12,50.';

/** Create (no `product`) or edit a product of a project. */
export function ProductForm({
  projectId,
  product,
  userId,
  onSaved,
  onCancel,
}: {
  projectId: string;
  product?: Product;
  userId: string | undefined;
  onSaved: (product: Product, created: boolean) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const create = useCreateProduct(projectId);
  const update = useUpdateProduct(projectId, product?.id ?? '');

  const { form, submit, restoredAt, discardDraft, conflict, reloadCurrent, isReloading, isDirty } = useRecordForm<
    ProductFormValues,
    ProductRequest,
    Product
  >({
    schema: (product ? updateProductFormSchema : createProductFormSchema) as z.ZodType<
      ProductRequest,
      ProductFormValues
    >,
    defaultValues: product ? productToFormValues(product) : emptyProductFormValues,
    draftKey: draftKey(userId, `produto:${projectId}`, product?.id),
    editorText: product ? `Editando “${product.name}” — alterações não salvas` : 'Novo produto — alterações não salvas',
    save: (input) =>
      product ? update.mutateAsync(input as UpdateProductInput) : create.mutateAsync(input as CreateProductInput),
    onSaved: (saved) => onSaved(saved, !product),
    onCancel,
    reload: product
      ? async () =>
          productToFormValues(
            await queryClient.fetchQuery({ ...productQueryOptions(projectId, product.id), staleTime: 0 }),
          )
      : undefined,
  });

  const {
    register,
    formState: { errors },
  } = form;
  const error = (name: keyof ProductFormValues) => errors[name]?.message;

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={product ? 'Editar produto' : 'Novo produto'}
      className="flex flex-col gap-5"
    >
      <ImplicitSubmit />
      {restoredAt && <DraftRestoredNotice savedAt={restoredAt} onDiscard={discardDraft} />}
      {conflict && (
        <ConflictNotice message={conflict} isDirty={isDirty} isReloading={isReloading} onReload={reloadCurrent} />
      )}
      <FormError message={errors.root?.server?.message} />

      <FormSection title="Produto">
        <Wide>
          <Field id="product-name" label="Nome" error={error('name')}>
            <Input {...controlProps('product-name', error('name'))} autoComplete="off" {...register('name')} />
          </Field>
        </Wide>
        <Wide>
          <Field id="product-description" label="Descrição (opcional)" error={error('description')}>
            <Textarea
              {...controlProps('product-description', error('description'))}
              rows={4}
              {...register('description')}
            />
          </Field>
        </Wide>
      </FormSection>

      <FormSection title="Preço e estoque">
        <Field id="product-price" label="Preço (R$)" hint={priceHint} error={error('priceCents')}>
          <InputWithUnit
            {...controlProps('product-price', error('priceCents'), priceHint)}
            unit="R$"
            unitFirst
            inputMode="decimal"
            autoComplete="off"
            {...register('priceCents')}
          />
        </Field>
        <Field id="product-unit" label="Unidade" hint="Por exemplo kg, muda, pacote, unidade." error={error('unit')}>
          <Input
            {...controlProps('product-unit', error('unit'), 'Por exemplo kg, muda, pacote, unidade.')}
            autoComplete="off"
            {...register('unit')}
          />
        </Field>
        <Field id="product-stock" label="Estoque" error={error('stock')}>
          <Input
            {...controlProps('product-stock', error('stock'))}
            inputMode="numeric"
            autoComplete="off"
            {...register('stock')}
          />
        </Field>
        <div className="flex items-end">
          <div className="w-full">
            <CheckboxField label="Ativo" hint="Desmarcado, o produto fica indisponível.">
              {(id, hintId) => (
                <input
                  id={id}
                  type="checkbox"
                  aria-describedby={hintId}
                  className="mt-1 h-5 w-5 shrink-0 accent-primary"
                  {...register('active')}
                />
              )}
            </CheckboxField>
          </div>
        </div>
      </FormSection>
    </form>
  );
}
