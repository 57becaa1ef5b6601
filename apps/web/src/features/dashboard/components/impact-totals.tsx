import type { IndicatorTotals } from '@raiz/domain/dashboard';
import { formatIndicator } from '../dashboard-data';
import { indicators } from '../indicators';

/** The sums of the six indicators over the published and certified reports. */
export function ImpactTotals({ totals }: { totals: IndicatorTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {indicators.map((indicator) => (
        <div key={indicator.key} className="flex flex-col justify-between gap-1 rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <dt className="text-sm font-medium text-muted">{indicator.label}</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="font-display text-2xl font-semibold text-fg tabular-nums" data-testid={`total-${indicator.key}`}>
              {formatIndicator(indicator, totals[indicator.key])}
            </span>
            <span className="text-sm text-muted">{indicator.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
