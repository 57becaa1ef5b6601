import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <PageHeader title="Página não encontrada" />
      <p className="-mt-2 text-muted">O endereço pode ter mudado ou estar incompleto.</p>
      <ButtonLink to={paths.home.href()} className="mt-6">
        Voltar ao início
      </ButtonLink>
    </div>
  );
}
