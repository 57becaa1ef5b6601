import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function PostEditRoute() {
  return (
    <>
      <PageHeader title="Editar post" description="Ajuste uma publicação do projeto." />
      <UnderConstruction what="a edição de posts">
        Aqui você alterará o título, o conteúdo e a publicação deste post; se outra pessoa o tiver alterado antes, avisaremos sem perder o que você digitou.
      </UnderConstruction>
    </>
  );
}
