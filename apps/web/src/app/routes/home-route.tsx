import type { ComponentType, SVGProps } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon, FolderIcon, LeafIcon, ReportIcon, WalletIcon } from '../../components/ui/icons';
import { UnderConstruction, useDocumentTitle } from '../../components/ui/page';
import { paths } from '../../config/paths';

const features: { title: string; text: string; icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  {
    title: 'Projetos',
    text: 'Cadastre iniciativas de reflorestamento, conservação, agrofloresta, energia renovável e mais, por bioma e município.',
    icon: FolderIcon,
  },
  {
    title: 'Relatórios de impacto',
    text: 'Registre, período a período, tCO2e evitadas, árvores plantadas, área restaurada, água, resíduos e pessoas beneficiadas.',
    icon: ReportIcon,
  },
  {
    title: 'Certificados verificáveis',
    text: 'Assine relatórios com a sua carteira e compartilhe um código que qualquer pessoa confere, sem depender de nós.',
    icon: LeafIcon,
  },
  {
    title: 'Carteira e tokens RDX',
    text: 'Uma carteira protegida por PIN, que nunca sai do seu navegador, e tokens RDX a cada relatório certificado.',
    icon: WalletIcon,
  },
];

const biomes = ['Amazônia', 'Cerrado', 'Mata Atlântica', 'Caatinga', 'Pampa', 'Pantanal'];

/** The public landing page ("/"). */
export default function HomeRoute() {
  useDocumentTitle('');
  return (
    <div className="flex flex-col gap-12 md:gap-16">
      <section className="relative overflow-hidden rounded-3xl border border-border bg-surface px-6 py-10 shadow-sm md:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-accent opacity-70 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Plataforma ambiental brasileira</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold tracking-tight text-fg md:text-5xl">
            Impacto ambiental registrado, medido e certificado.
          </h1>
          <p className="mt-4 text-lg text-muted">
            A Raiz reúne projetos, relatórios de impacto e certificados assinados digitalmente, para organizações que
            cuidam do meio ambiente no Brasil.
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
      </section>

      <section aria-labelledby="recursos">
        <h2 id="recursos" className="font-display text-2xl font-semibold text-fg">
          Tudo o que o seu projeto precisa
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-border bg-surface p-5 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent text-accent-fg">
                <Icon width={22} height={22} />
              </span>
              <h3 className="mt-4 font-semibold text-fg">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="impacto">
        <h2 id="impacto" className="mb-4 font-display text-2xl font-semibold text-fg">
          Impacto na plataforma
        </h2>
        <UnderConstruction what="os números da plataforma">
          Em breve, aqui aparecem os totais publicados por todas as organizações: tCO2e evitadas, árvores plantadas,
          hectares restaurados e pessoas beneficiadas.
        </UnderConstruction>
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
    </div>
  );
}
