import { PageHeader, UnderConstruction } from '../../components/ui/page';

export default function EventCreateRoute() {
  return (
    <>
      <PageHeader title="Novo evento" description="Divulgue um mutirão, oficina ou visita." />
      <UnderConstruction what="o cadastro de eventos">
        Aqui você informará título, descrição, início, fim, local e número de vagas do evento.
      </UnderConstruction>
    </>
  );
}
