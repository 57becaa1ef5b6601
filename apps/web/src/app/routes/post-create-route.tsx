import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function PostCreateRoute() {
  return (
    <>
      <PageHeader title="Novo post" description="Conte uma novidade do projeto." />
      <UnderConstruction what="o editor de posts">
        Aqui você escreverá o título e o conteúdo em Markdown, verá a pré-visualização e decidirá quando publicar.
      </UnderConstruction>
    </>
  );
}
