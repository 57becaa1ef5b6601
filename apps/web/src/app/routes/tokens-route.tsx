import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function TokensRoute() {
  return (
    <>
      <PageHeader title="Tokens RDX" description="Seu saldo e os detalhes do token RDX." />
      <UnderConstruction what="o saldo de tokens">
        Aqui você verá seu saldo de RDX, com 6 casas decimais, e os detalhes do token: rede, endereço do contrato e as recompensas por certificado.
      </UnderConstruction>
    </>
  );
}
