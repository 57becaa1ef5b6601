import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { ProjectLinks } from '../placeholders/project-links';

/** /projetos/:projectId/produtos, and /produtos (alias /products) for the products of all your projects. */
export default function ProductsRoute() {
  const { projectId } = useParams();
  return (
    <>
      <PageHeader
        title={projectId ? 'Produtos do projeto' : 'Produtos'}
        description={projectId ? 'O que este projeto oferece.' : 'Os produtos de todos os seus projetos.'}
      />
      <UnderConstruction what="a lista de produtos" extra={<ProjectLinks projectId={projectId} />}>
        Aqui ficarão os produtos, com preço em reais, unidade, estoque e disponibilidade. Você poderá cadastrar, editar e
        desativar cada um.
      </UnderConstruction>
    </>
  );
}
