import { useParams } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { DraftForm } from '../placeholders/draft-form';

export default function ProjectEditRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title="Editar projeto" description="Ajuste os dados deste projeto." />
      <UnderConstruction what="a edição de projetos" extra={<DraftForm key={id} kind="project" recordId={id} />}>
        Em breve você alterará aqui todos os campos do projeto; se outra pessoa o tiver alterado antes, avisaremos sem
        perder o que você digitou. Por enquanto, suas anotações ficam salvas neste navegador.
      </UnderConstruction>
    </>
  );
}
