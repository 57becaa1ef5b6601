import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { ErrorState, NotFoundState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { productQueryOptions } from '../../features/products/api/products-api';
import { ProductForm } from '../../features/products/components/product-form';
import { useProject } from '../../features/projects/api/get-project';
import { isNotFound } from '../../lib/api-errors';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { productLinks } from '../content/content-links';
import { useProjectOf } from '../content/find-project-of';
import { ProjectFrame } from '../content/project-frame';

/** /produtos/editar/:productId (and /products/…): finds the product's project, then continues under it. */
function FindProductProject({ productId }: { productId: string }) {
  const found = useProjectOf('product', productId);
  if (found.isPending) return <Loading label="Procurando o produto..." />;
  if (found.isError) return <ErrorState message={found.error.message} onRetry={() => void found.refetch()} />;
  if (!found.data)
    return <NotFoundState title="Produto não encontrado" backHref={paths.products.href()} backLabel="Ver produtos" />;
  return <Navigate to={paths.projectProductEdit.href(found.data, productId)} replace />;
}

function EditProduct({ projectId, productId }: { projectId: string; productId: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const links = productLinks(useLocation().pathname);
  const project = useProject(projectId);
  const product = useQuery({ ...productQueryOptions(projectId, productId), refetchOnMount: 'always' });
  const listHref = links.list(projectId);

  if (isNotFound(project.error) || isNotFound(product.error))
    return (
      <NotFoundState
        title="Produto não encontrado"
        backHref={project.isError ? paths.projects.href() : listHref}
        backLabel={project.isError ? 'Ver meus projetos' : 'Ver os produtos do projeto'}
      />
    );
  if (project.isError) return <ErrorState message={project.error.message} onRetry={() => void project.refetch()} />;
  if (product.isError) return <ErrorState message={product.error.message} onRetry={() => void product.refetch()} />;
  if (!product.data || !product.isFetchedAfterMount || !project.data) return <Loading />;

  const current = product.data;
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Produtos', href: listHref }, { label: current.name }]}
      title={() => 'Editar produto'}
      description={() => current.name}
    >
      {(p) => (
        <ProductForm
          key={productId}
          projectId={p.id}
          product={current}
          userId={user.id}
          onSaved={(saved) => {
            toast({ title: 'Alterações salvas', description: `“${saved.name}” foi atualizado.` });
            void navigate(listHref, { replace: true });
          }}
          onCancel={() => void navigate(listHref)}
        />
      )}
    </ProjectFrame>
  );
}

/** /projetos/:projectId/produtos/editar/:productId (alias …/products/…), and /produtos|/products/editar/:productId. */
export default function ProductEditRoute() {
  const { projectId, productId = '' } = useParams();
  return projectId ? (
    <EditProduct projectId={projectId} productId={productId} />
  ) : (
    <FindProductProject productId={productId} />
  );
}
