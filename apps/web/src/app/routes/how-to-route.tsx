import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page';
import { TableOfContents } from '../../components/ui/table-of-contents';
import { paths } from '../../config/paths';
import { GuideSectionView } from '../../features/how-to/components/guide';
import { guideSections } from '../../features/how-to/guide-content';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { useSession } from '../../lib/session/session-store';

/** /como-se-faz: the step-by-step guide of the platform, one linkable section a task, with screenshots. */
export default function HowToRoute() {
  const { isLoggedIn } = useSession();
  useScrollToHash();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Como se faz"
        description="O passo a passo da Raiz, do cadastro ao certificado verificável. Cada parte tem um link próprio para você compartilhar."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[240px_1fr]">
        <div className="lg:sticky lg:top-28">
          <TableOfContents id="indice-guia" title="Neste guia" items={guideSections} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {guideSections.map((section, index) => (
            <GuideSectionView key={section.id} section={section} number={index + 1} />
          ))}
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-2 px-6 py-8 text-center">
            <p className="font-display text-xl font-semibold text-fg">
              {isLoggedIn ? 'Tudo pronto para continuar.' : 'Pronto para começar?'}
            </p>
            {isLoggedIn ? (
              <ButtonLink to={paths.dashboard.href()} size="lg">
                Ir para o painel
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.auth.href()} size="lg">
                Login
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
