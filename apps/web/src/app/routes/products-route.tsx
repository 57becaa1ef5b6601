import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { ProductList } from '../../features/products/components/product-list';
import { ProjectPicker } from '../../features/projects/components/project-picker';
import { productLinks } from '../content/content-links';
import { ProjectFrame } from '../content/project-frame';

/** /projetos/:projectId/produtos (alias …/products); /produtos and /products ask which project first. */
export default function ProductsRoute() {
  const { projectId } = useParams();
  const links = productLinks(useLocation().pathname);

  if (!projectId)
    return (
      <>
        <PageHeader
          title="Produtos"
          description="Os produtos pertencem a um projeto. Escolha de qual projeto quer ver os produtos."
        />
        <ProjectPicker hrefFor={(p) => paths.projectProducts.href(p.id)} linkLabel="Ver produtos" />
      </>
    );

  return (
    <ProjectFrame
      projectId={projectId}
      section="products"
      title={(p) => `Produtos · ${p.name}`}
      description={() => 'O que o projeto oferece, com preço, unidade e estoque.'}
      actions={(p) => (
        <>
          <ExportCsvLink kind="products" projectId={p.id} />
          <ButtonLink to={links.create(p.id)}>Cadastrar produto</ButtonLink>
        </>
      )}
    >
      {(p) => (
        <ProductList projectId={p.id} createHref={links.create(p.id)} editHref={(item) => links.edit(p.id, item.id)} />
      )}
    </ProjectFrame>
  );
}
