import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { DraftForm } from '../placeholders/draft-form';

export default function ReportEditRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Editar relatório" description="Ajuste os dados e os indicadores deste relatório." />
      <UnderConstruction what="a edição de relatórios" extra={<DraftForm key={id} kind="report" recordId={id} />}>
        Em breve você alterará aqui todos os campos do relatório; se outra pessoa o tiver alterado antes, avisaremos
        sem perder o que você digitou. Por enquanto, suas anotações ficam salvas neste navegador.
      </UnderConstruction>
    </>
  );
}
