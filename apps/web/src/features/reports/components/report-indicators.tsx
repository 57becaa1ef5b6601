import { formatIndicator, indicatorDefinitions, type Report } from '@raiz/domain';
import { IndicatorList } from '../../../components/ui/indicator-list';
import { filledIndicators } from '../report-display';

/** The indicators a report informs, label and value with its unit, in a compact grid. */
export function ReportIndicatorChips({ report }: { report: Report }) {
  const items = filledIndicators(report);
  if (items.length === 0) return <p className="text-sm text-muted">Nenhum indicador informado.</p>;
  return (
    <IndicatorList
      items={items}
      className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
      itemClassName="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
      labelClassName="text-muted"
      valueClassName="text-right font-semibold whitespace-nowrap text-fg"
    />
  );
}

/** All six indicators as cards (read-only report), "—" for the ones not informed. */
export function ReportIndicatorGrid({ report }: { report: Report }) {
  return (
    <IndicatorList
      items={indicatorDefinitions.map((d) => ({
        key: d.key,
        label: d.label,
        value: formatIndicator(d.key, report[d.key]),
      }))}
      className="grid grid-cols-2 gap-3 md:grid-cols-3"
      itemClassName="rounded-xl border border-border bg-surface-2/60 p-4"
      labelClassName="text-sm text-muted"
      valueClassName="mt-1 text-lg font-semibold text-fg"
    />
  );
}
