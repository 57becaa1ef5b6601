import { Link } from 'react-router';
import { formatMoney, formatNumber, type Product } from '@raiz/domain';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAction } from '../../../components/ui/delete-action';
import { LeafIcon } from '../../../components/ui/icons';
import { PagedList } from '../../../components/ui/paged-list';
import { EmptyState } from '../../../components/ui/states';
import { LIST_PAGE_SIZE, useListParams } from '../../../lib/list-params';
import { useDeleteProduct, useProducts } from '../api/products-api';

const sorts = ['createdAt:desc', 'name:asc', 'priceCents:asc', 'priceCents:desc'] as const;
type ProductSort = (typeof sorts)[number];
const sortOptions: { value: ProductSort; label: string }[] = [
  { value: 'createdAt:desc', label: 'Mais recentes' },
  { value: 'name:asc', label: 'Nome (A–Z)' },
  { value: 'priceCents:asc', label: 'Menor preço' },
  { value: 'priceCents:desc', label: 'Maior preço' },
];

/**
 * The products of one project, with search, order and pages kept in the address. Links are built by the route
 * (`editHref`, `createHref`), which knows whether it is under /produtos or its /products alias.
 */
export function ProductList({
  projectId,
  createHref,
  editHref,
}: {
  projectId: string;
  createHref: string;
  editHref: (product: Product) => string;
}) {
  const params = useListParams(sorts, 'createdAt:desc');
  const query = useProducts(projectId, {
    page: params.page,
    pageSize: LIST_PAGE_SIZE,
    q: params.q || undefined,
    sort: params.sort,
  });
  return (
    <PagedList
      query={query}
      params={params}
      searchLabel="Buscar produtos"
      searchPlaceholder="Nome, descrição ou unidade"
      sortOptions={sortOptions}
      count={(n) => (n === 1 ? '1 produto' : `${n} produtos`)}
      noResults={(q) => `Nenhum produto encontrado para “${q}”.`}
      empty={
        <EmptyState
          icon={LeafIcon}
          title="Este projeto ainda não tem produtos"
          action={<ButtonLink to={createHref}>Cadastrar produto</ButtonLink>}
        >
          Ofereça mudas, sementes, mel, artesanato… com preço em reais, unidade e estoque.
        </EmptyState>
      }
    >
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} editHref={editHref(product)} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

function ProductCard({ product, editHref }: { product: Product; editHref: string }) {
  const remove = useDeleteProduct(product.projectId);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words text-fg">
          <Link to={editHref} className="rounded-sm underline-offset-4 hover:underline">
            {product.name}
          </Link>
        </h2>
        <Badge tone={product.active ? 'success' : 'neutral'}>{product.active ? 'Ativo' : 'Inativo'}</Badge>
      </div>
      <p className="mt-2 text-2xl font-semibold text-fg">
        {formatMoney(product.priceCents)}
        <span className="text-base font-normal text-muted"> / {product.unit}</span>
      </p>
      <p className="text-sm text-muted">
        Estoque: <span className="font-medium text-fg">{formatNumber(product.stock, 0)}</span>
      </p>
      {product.description && <p className="mt-3 line-clamp-3 whitespace-pre-line text-fg">{product.description}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <ButtonLink to={editHref} variant="outline" size="sm">
          Editar<span className="sr-only"> o produto {product.name}</span>
        </ButtonLink>
        <DeleteAction
          name={product.name}
          kindLabel="o produto"
          onDelete={() => remove.mutateAsync({ id: product.id, version: product.version })}
          success={{ title: 'Produto excluído', description: `“${product.name}” foi excluído.` }}
        />
      </div>
    </article>
  );
}
