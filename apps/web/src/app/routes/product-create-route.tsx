import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ProductForm } from '../../features/products/components/product-form';
import { ProjectPicker } from '../../features/projects/components/project-picker';
import { useSession } from '../../lib/session/session-store';
import { toast } from '../../lib/toast';
import { productLinks } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/produtos/criar (alias …/products/criar); /produtos/criar and /products/criar ask the project. */
export default function ProductCreateRoute() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const links = productLinks(useLocation().pathname);

  if (!projectId)
    return (
      <>
        <PageHeader title="Novo produto" description="De qual projeto é o produto?" />
        <ProjectPicker
          hrefFor={(p) => paths.projectProductCreate.href(p.id)}
          linkLabel="Cadastrar produto neste projeto"
        />
      </>
    );

  const listHref = links.list(projectId);
  return (
    <ProjectFrame
      projectId={projectId}
      trail={[{ label: 'Produtos', href: listHref }, { label: 'Novo produto' }]}
      title={() => 'Novo produto'}
      description={() => 'Ofereça um produto do projeto. Ao digitar, “Salvar” aparece na barra inferior.'}
    >
      {(p) => (
        <ProductForm
          projectId={p.id}
          userId={user.id}
          onSaved={(product) => {
            toast({ title: 'Produto cadastrado', description: `“${product.name}” foi cadastrado.` });
            void navigate(listHref, { replace: true });
          }}
          onCancel={() => void navigate(listHref)}
        />
      )}
    </ProjectFrame>
  );
}
