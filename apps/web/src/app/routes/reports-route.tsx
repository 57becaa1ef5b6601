import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function ReportsRoute() {
  return (
    <>
      <PageHeader title="Relatórios" description="Os relatórios de impacto dos seus projetos." />
      <UnderConstruction what="a lista de relatórios">
        Aqui você verá seus relatórios — rascunhos, publicados e certificados — com busca e filtros por projeto e período. Use “Criar Relatório” para começar um rascunho.
      </UnderConstruction>
    </>
  );
}
