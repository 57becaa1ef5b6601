import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function CertsRoute() {
  return (
    <>
      <PageHeader title="Certificados" description="Os certificados dos seus relatórios." />
      <UnderConstruction what="a lista de certificados">
        Aqui ficarão os certificados que você emitiu, cada um com o código de verificação, a data e o link público para compartilhar.
      </UnderConstruction>
    </>
  );
}
