import { formatIndicator, indicatorDefinitions, type IndicatorTotals } from '@raiz/domain';

/** The indicators a project has certified, as "4.200 árvores · 152,75 tCO2e"; the ones at zero left out. */
export function CertifiedImpactLine({ impact, reports }: { impact: IndicatorTotals; reports: number }) {
  const shown = indicatorDefinitions.filter((d) => impact[d.key] > 0);
  if (reports === 0 || shown.length === 0)
    return <p className="text-sm text-muted">Nenhum impacto certificado ainda</p>;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">Impacto certificado</p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-fg">
        {shown.map((d) => (
          <li key={d.key} className="tabular-nums">
            <span className="sr-only">{d.label}: </span>
            {formatIndicator(d.key, impact[d.key])}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The six indicators of a project's certified reports, each with its name, for its public page. */
export function CertifiedImpactFigures({ impact }: { impact: IndicatorTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {indicatorDefinitions.map((d) => (
        <div key={d.key} className="rounded-xl bg-surface-2 p-3">
          <dt className="text-sm text-muted">{d.label}</dt>
          <dd className="mt-0.5 font-display text-xl font-semibold text-fg tabular-nums">
            {formatIndicator(d.key, impact[d.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
