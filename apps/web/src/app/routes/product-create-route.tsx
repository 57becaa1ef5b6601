import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function ProductCreateRoute() {
  return (
    <>
      <PageHeader title="Novo produto" description="Ofereça um produto do projeto." />
      <UnderConstruction what="o cadastro de produtos">
        Aqui você informará nome, descrição, preço em reais, unidade, estoque e se o produto está ativo.
      </UnderConstruction>
    </>
  );
}
