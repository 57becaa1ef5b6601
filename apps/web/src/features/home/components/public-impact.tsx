import type { PublicImpact } from '@raiz/domain/dashboard';
import { indicatorDefinitions } from '@raiz/domain/indicators';
import { formatNumber } from '@raiz/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePublicImpact } from '../api/get-public-impact';
import { IndicatorList } from '../../../components/ui/indicator-list';
import { ErrorState } from '../../../components/ui/states';
import { PublicImpactSkeleton } from './public-impact-skeleton';

const countLabels: { key: keyof PublicImpact['counts']; one: string; many: string }[] = [
  { key: 'certifiedReports', one: 'relatório certificado', many: 'relatórios certificados' },
  { key: 'projects', one: 'projeto no registro público', many: 'projetos no registro público' },
  { key: 'organizations', one: 'organização', many: 'organizações' },
];

/** The platform's certified impact: the six indicators of the registry's certified reports, and three counts. */
export function PublicImpactFigures() {
  const impact = usePublicImpact();

  if (impact.isPending) return <PublicImpactSkeleton />;
  if (impact.isError) {
    return (
      <ErrorState
        title="Não foi possível carregar os números da plataforma agora."
        onRetry={() => void impact.refetch()}
      />
    );
  }

  const { totals, counts } = impact.data;
  return (
    <div className="flex flex-col gap-4">
      <IndicatorList
        items={indicatorDefinitions.map((d) => ({
          key: d.key,
          label: d.label,
          value: (
            <>
              <span
                className="font-display text-2xl font-semibold text-fg tabular-nums md:text-3xl"
                data-testid={`impact-${d.key}`}
              >
                {formatNumber(totals[d.key], d.decimals)}
              </span>{' '}
              <span className="text-sm text-muted">{d.unit}</span>
            </>
          ),
        }))}
        className="grid grid-cols-2 gap-3 md:grid-cols-3"
        itemClassName="flex flex-col justify-between gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm md:p-5"
        labelClassName="text-sm font-medium text-muted"
      />
      <ul className="flex flex-wrap gap-x-6 gap-y-2 rounded-2xl bg-surface-2 px-5 py-4 text-fg">
        {countLabels.map(({ key, one, many }) => (
          <li key={key}>
            <span className="font-semibold tabular-nums" data-testid={`impact-count-${key}`}>
              {formatNumber(counts[key], 0)}
            </span>{' '}
            <span className="text-muted">{counts[key] === 1 ? one : many}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        Soma dos relatórios certificados dos projetos do registro público. Nenhum dado pessoal é exibido.
      </p>
      <p>
        <Link to={paths.registry.href()} className="font-semibold text-primary underline-offset-4 hover:underline">
          Conheça os projetos do registro público
        </Link>
      </p>
    </div>
  );
}
