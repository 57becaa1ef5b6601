import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { DraftForm } from '../placeholders/draft-form';

export default function ProjectCreateRoute() {
  return (
    <>
      <PageHeader title="Novo projeto" description="Cadastre uma iniciativa ambiental da sua organização." />
      <UnderConstruction what="o formulário completo de projetos" extra={<DraftForm kind="project" />}>
        Em breve você informará categoria, bioma, município, UF, localização, área em hectares, situação e datas.
        Enquanto isso, anote o nome e a descrição: o rascunho fica salvo neste navegador quando você toca em “Salvar”.
      </UnderConstruction>
    </>
  );
}
