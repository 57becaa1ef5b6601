import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { displayName } from '@raiz/domain/auth';
import { Loading } from '../../components/ui/loading';
import { PageHeader } from '../../components/ui/page';
import { paths } from '../../config/paths';
import { useMe } from '../../features/account/api/get-me';
import { useDashboard } from '../../features/dashboard/api/get-dashboard';
import { EmptyImpact } from '../../features/dashboard/components/empty-impact';
import { ImpactCharts } from '../../features/dashboard/components/impact-charts';
import { ImpactTotals } from '../../features/dashboard/components/impact-totals';
import { RecentActivity } from '../../features/dashboard/components/recent-activity';
import { VerifiedImpact } from '../../features/dashboard/components/verified-impact';
import { BalanceCard, CountCards } from '../../features/dashboard/components/summary-cards';
import { hasImpact } from '../../features/dashboard/dashboard-data';
import { ExportCsvLink } from '../../features/exports/components/export-csv-link';
import { ErrorState } from '../../components/ui/states';
import { ProjectMap } from '../../components/map/project-map';
import type { MapPoint } from '../../components/map/map-point';
import type { OwnMapPoint } from '@raiz/domain';

/** The panel's points: each card leads to the project's page in the app. */
const ownMapPoints = (places: OwnMapPoint[]): MapPoint[] =>
  places.map(({ id, ...place }) => ({ ...place, key: id, detail: null, href: paths.project.href(id) }));

function Section({
  id,
  title,
  caption,
  action,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="font-display text-xl font-semibold text-fg">
            {title}
          </h2>
          {caption && <p className="mt-0.5 text-sm text-muted">{caption}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** /painel: counts, RDX balance, the published impact (totals, charts by month and by project) and recent activity. */
export default function DashboardRoute() {
  const me = useMe();
  const dashboard = useDashboard();

  const header = (
    <PageHeader
      title="Painel"
      description={
        me.data
          ? `Olá, ${displayName(me.data.user)}. Este é o resumo do impacto dos seus projetos.`
          : 'O resumo do impacto dos seus projetos.'
      }
      actions={<ExportCsvLink kind="reports" />}
    />
  );

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <Loading label="Carregando seu painel..." />
      </>
    );
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <ErrorState
          title="Não foi possível carregar o seu painel agora."
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      </>
    );
  }

  const data = dashboard.data;
  const impact = hasImpact(data.totals);
  return (
    <>
      {header}
      <div className="flex flex-col gap-10">
        <div className="flex flex-col gap-4">
          <CountCards counts={data.counts} />
          <BalanceCard rdxBalance={data.rdxBalance} />
        </div>

        <Section
          id="impacto-publicado"
          title="Impacto publicado"
          caption="Soma dos relatórios publicados e certificados. Rascunhos não entram nestes números."
        >
          <ImpactTotals totals={data.totals} />
          <VerifiedImpact verified={data.verified} selfDeclared={data.selfDeclared} />
        </Section>

        <Section
          id="indicadores"
          title="Indicadores ao longo do tempo"
          caption={impact ? 'Escolha um indicador. Cada gráfico tem uma tabela com todos os valores.' : undefined}
        >
          {impact ? (
            <ImpactCharts byMonth={data.byMonth} byProject={data.byProject} />
          ) : (
            <EmptyImpact hasDrafts={data.counts.reports > 0} />
          )}
        </Section>

        {data.places.length > 0 && (
          <Section
            id="mapa-projetos"
            title="Onde estão seus projetos"
            caption="Os projetos com latitude e longitude. Toque num marcador para abrir o projeto."
          >
            <ProjectMap title="Mapa dos seus projetos" points={ownMapPoints(data.places)} className="max-w-md" />
          </Section>
        )}

        <Section
          id="atividade-recente"
          title="Atividade recente"
          action={
            <Link
              to={paths.howTo.href()}
              className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              Precisa de ajuda? Veja o passo a passo
            </Link>
          }
        >
          <RecentActivity items={data.recent} />
        </Section>
      </div>
    </>
  );
}
