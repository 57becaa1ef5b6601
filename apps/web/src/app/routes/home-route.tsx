import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon, CheckIcon, FolderIcon, LeafIcon, ReportIcon, WalletIcon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../components/ui/document-title';
import { paths } from '../../config/paths';
import { HeroIllustration } from '../../features/home/components/hero-illustration';
import { PublicImpactSkeleton } from '../../features/home/components/public-impact-skeleton';
import { withQueryClient } from '../../lib/deferred-query-client';

// The figures need the query client and their fetcher: they load after the hero, which paints and hydrates without them.
const PublicImpactFigures = lazy(
  withQueryClient(() =>
    import('../../features/home/components/public-impact').then((m) => ({ default: m.PublicImpactFigures })),
  ),
);

const audiences: { title: string; text: string }[] = [
  {
    title: 'ONGs e associações',
    text: 'Mostrem a doadores e parceiros o resultado de cada projeto, com números que se conferem.',
  },
  {
    title: 'Cooperativas e produtores',
    text: 'Registrem plantio, área recuperada e produtos da agrofloresta num só lugar.',
  },
  { title: 'Empresas', text: 'Acompanhem iniciativas de carbono, água e resíduos e prestem contas com certificados.' },
  {
    title: 'Órgãos públicos e escolas',
    text: 'Divulguem ações de educação ambiental, eventos e o impacto em cada município.',
  },
];

const steps: { title: string; text: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  {
    title: 'Cadastre o projeto',
    text: 'Nome, categoria, bioma, município e área. Posts, eventos e produtos contam o dia a dia.',
    icon: FolderIcon,
  },
  {
    title: 'Publique relatórios',
    text: 'Período a período: tCO2e, árvores plantadas, hectares restaurados, água, resíduos e pessoas beneficiadas.',
    icon: ReportIcon,
  },
  {
    title: 'Certifique com a carteira',
    text: 'Sua carteira, protegida por um PIN que nunca sai do navegador, assina o relatório e gera o certificado.',
    icon: WalletIcon,
  },
  {
    title: 'Compartilhe o código',
    text: 'Qualquer pessoa confere o certificado pelo código, sem precisar de conta e sem confiar em nós.',
    icon: CheckIcon,
  },
];

const biomes = ['Amazônia', 'Cerrado', 'Mata Atlântica', 'Caatinga', 'Pampa', 'Pantanal'];

const h2 = 'font-display text-2xl font-semibold tracking-tight text-fg md:text-3xl';

/** The public landing page ("/"): what Raiz is, for whom, how it works, the platform's impact and the way in. */
export default function HomeRoute() {
  useDocumentTitle('');
  return (
    <div className="flex flex-col gap-14 md:gap-20">
      <section className="relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-10 shadow-sm md:px-12 md:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent opacity-70 blur-3xl"
        />
        <div className="relative grid items-center gap-8 md:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              Plataforma ambiental brasileira
            </p>
            <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-fg md:text-5xl">
              Impacto ambiental registrado, medido e certificado.
            </h1>
            <p className="mt-4 text-lg text-muted">
              A Raiz reúne projetos, relatórios de impacto e certificados assinados digitalmente, para quem cuida do
              meio ambiente no Brasil e quer mostrar resultados em que todos podem confiar.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.auth.href()} size="lg">
                Começar agora
                <ArrowRightIcon width={20} height={20} />
              </ButtonLink>
              <ButtonLink to={paths.howTo.href()} size="lg" variant="outline">
                Como funciona
              </ButtonLink>
            </div>
          </div>
          <div className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl bg-surface-2 md:max-w-none">
            <HeroIllustration className="block h-auto w-full" />
          </div>
        </div>
      </section>

      <section aria-labelledby="impacto">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Em números</p>
        <h2 id="impacto" className={`mt-1 mb-6 ${h2}`}>
          O impacto registrado na Raiz
        </h2>
        <Suspense fallback={<PublicImpactSkeleton />}>
          <PublicImpactFigures />
        </Suspense>
      </section>

      <section aria-labelledby="como-funciona">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Como funciona</p>
        <h2 id="como-funciona" className={`mt-1 ${h2}`}>
          Do projeto ao certificado em quatro passos
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border border-border bg-surface p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent text-accent-fg">
                  <Icon width={22} height={22} />
                </span>
                <span aria-hidden="true" className="font-display text-3xl font-semibold text-border">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-4 font-semibold text-fg">
                <span className="sr-only">Passo {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm">
          <Link to={paths.howTo.href()} className="font-semibold text-primary underline-offset-4 hover:underline">
            Veja o passo a passo completo, com telas da plataforma
          </Link>
        </p>
      </section>

      <section aria-labelledby="para-quem">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Para quem</p>
        <h2 id="para-quem" className={`mt-1 ${h2}`}>
          Feita para quem faz o trabalho no território
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {audiences.map(({ title, text }) => (
            <li key={title} className="flex gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm">
              <LeafIcon width={22} height={22} className="mt-0.5 shrink-0 text-primary" />
              <div>
                <h3 className="font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="confianca"
        className="grid gap-6 rounded-3xl bg-accent px-6 py-8 text-accent-fg md:grid-cols-[1fr_1.2fr] md:px-10 md:py-10"
      >
        <div>
          <p className="text-sm font-semibold tracking-wide uppercase opacity-80">Confiança</p>
          <h2 id="confianca" className="mt-1 font-display text-2xl font-semibold tracking-tight md:text-3xl">
            Certificados que qualquer pessoa verifica
          </h2>
        </div>
        <ul className="flex flex-col gap-3">
          {[
            'Cada certificado guarda uma cópia do relatório, a impressão digital (SHA-256) dela e a assinatura da carteira de quem o publicou.',
            'A página de verificação é pública: basta o código. A assinatura é conferida no próprio navegador de quem verifica.',
            'O PIN da carteira nunca é enviado à Raiz. Nem nós conseguimos assinar em seu nome.',
          ].map((text) => (
            <li key={text} className="flex gap-3">
              <CheckIcon width={20} height={20} className="mt-0.5 shrink-0" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Biomas atendidos" className="rounded-2xl bg-surface-2 px-6 py-5">
        <p className="text-sm font-semibold text-fg">Projetos em todos os biomas brasileiros</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {biomes.map((b) => (
            <li key={b} className="rounded-full border border-border bg-surface px-3 py-1 text-sm text-muted">
              {b}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="comece"
        className="flex flex-col items-start gap-4 rounded-3xl border border-border bg-surface px-6 py-8 shadow-sm md:flex-row md:items-center md:justify-between md:px-10"
      >
        <div>
          <h2 id="comece" className={h2}>
            Pronto para registrar o seu impacto?
          </h2>
          <p className="mt-1 text-muted">Entre com a sua conta ou crie uma em poucos minutos. É gratuito.</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={paths.auth.href()} size="lg">
            Login
          </ButtonLink>
          <ButtonLink to={paths.howTo.href()} size="lg" variant="outline">
            Ver o passo a passo
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
