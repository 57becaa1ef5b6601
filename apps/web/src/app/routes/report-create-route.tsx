import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { DraftForm } from '../placeholders/draft-form';

export default function ReportCreateRoute() {
  return (
    <>
      <PageHeader title="Novo relatório" description="Registre o impacto de um período do seu projeto." />
      <UnderConstruction what="o formulário completo de relatórios" extra={<DraftForm kind="report" />}>
        Em breve você escolherá o projeto e o período e preencherá os indicadores de impacto. Enquanto isso, anote o
        título e o resumo: o rascunho fica salvo neste navegador quando você toca em “Salvar”.
      </UnderConstruction>
    </>
  );
}
