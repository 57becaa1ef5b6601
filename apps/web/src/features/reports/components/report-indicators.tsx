import { formatIndicator, indicatorDefinitions, type Report } from '@raiz/domain';
import { filledIndicators } from '../report-display';

/** The indicators a report informs, label and value with its unit, in a compact grid (list items). */
export function ReportIndicatorChips({ report }: { report: Report }) {
  const items = filledIndicators(report);
  if (items.length === 0) return <p className="text-sm text-muted">Nenhum indicador informado.</p>;
  return (
    <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.key}
          className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
        >
          <dt className="text-muted">{item.label}</dt>
          <dd className="text-right font-semibold whitespace-nowrap text-fg">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** All six indicators as cards (read-only report), "—" for the ones not informed. */
export function ReportIndicatorGrid({ report }: { report: Report }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      {indicatorDefinitions.map((d) => (
        <div key={d.key} className="rounded-xl border border-border bg-surface-2/60 p-4">
          <dt className="text-sm text-muted">{d.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-fg">{formatIndicator(d.key, report[d.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
