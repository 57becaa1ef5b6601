import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function ProjectsRoute() {
  return (
    <>
      <PageHeader title="Projetos" description="As iniciativas ambientais da sua organização." />
      <UnderConstruction what="a lista de projetos">
        Aqui ficarão seus projetos, com categoria, bioma, município e situação, e os atalhos para os posts, eventos, produtos e relatórios de cada um. Use “Criar Projeto” para começar um rascunho.
      </UnderConstruction>
    </>
  );
}
