import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function EventEditRoute() {
  return (
    <>
      <PageHeader title="Editar evento" description="Ajuste os dados de um evento." />
      <UnderConstruction what="a edição de eventos">
        Aqui você alterará título, descrição, datas, local e vagas deste evento.
      </UnderConstruction>
    </>
  );
}
