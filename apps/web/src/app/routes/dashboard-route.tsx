import { Link } from 'react-router';
import { PageHeader, UnderConstruction } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session/session-store';

const shortcuts = [
  { label: 'Projetos', text: 'Cadastre e acompanhe suas iniciativas.', href: paths.projects.href() },
  { label: 'Relatórios', text: 'Registre o impacto de cada período.', href: paths.reports.href() },
  { label: 'Carteira', text: 'Assine dados e certifique relatórios.', href: paths.wallet.href() },
  { label: 'Como se faz', text: 'O passo a passo da plataforma.', href: paths.howTo.href() },
];

export default function DashboardRoute() {
  const { user } = useSession();
  return (
    <>
      <PageHeader
        title="Painel"
        description={user.username ? `Olá, ${user.username}. Este é o resumo do impacto dos seus projetos.` : 'O resumo do impacto dos seus projetos.'}
      />
      <UnderConstruction what="os indicadores do seu painel">
        Aqui ficarão os cartões de resumo e os gráficos dos indicadores dos seus relatórios ao longo do tempo: tCO2e
        evitadas e sequestradas, árvores plantadas, área restaurada, água, resíduos e pessoas beneficiadas.
      </UnderConstruction>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {shortcuts.map((s) => (
          <li key={s.href}>
            <Link
              to={s.href}
              className="block h-full rounded-2xl border border-border bg-surface p-5 shadow-sm transition-colors hover:bg-surface-2"
            >
              <span className="font-semibold text-fg">{s.label}</span>
              <span className="mt-1 block text-sm text-muted">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
