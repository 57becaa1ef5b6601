import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function ProductEditRoute() {
  return (
    <>
      <PageHeader title="Editar produto" description="Ajuste os dados de um produto." />
      <UnderConstruction what="a edição de produtos">
        Aqui você alterará nome, descrição, preço, unidade, estoque e a disponibilidade deste produto.
      </UnderConstruction>
    </>
  );
}
