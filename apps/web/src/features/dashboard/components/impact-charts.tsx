import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { Dashboard, IndicatorKey } from '@raiz/domain/dashboard';
import { Button } from '../../../components/ui/button';
import { chartHeight, chartTable, firstIndicatorWithData, monthlySeries, projectSeries, type ChartRow } from '../dashboard-data';
import { indicatorByKey, indicators, type IndicatorDefinition } from '../indicators';
import { ChartTableView } from './chart-table';

// recharts is the heaviest library of the panel: it loads after the cards, in its own chunk.
const IndicatorChart = lazy(() => import('./indicator-chart'));

function IndicatorPicker({ value, onChange }: { value: IndicatorKey; onChange: (key: IndicatorKey) => void }) {
  return (
    <div role="group" aria-label="Indicador mostrado nos gráficos" className="flex flex-wrap gap-2">
      {indicators.map((indicator) => {
        const selected = indicator.key === value;
        return (
          <button
            key={indicator.key}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(indicator.key)}
            className={
              'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors ' +
              (selected
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface text-fg hover:bg-surface-2')
            }
          >
            {indicator.shortLabel}
          </button>
        );
      })}
    </div>
  );
}

function ChartSkeleton({ height }: { height: number }) {
  return (
    <div role="status" className="flex w-full items-center justify-center rounded-xl bg-surface-2 text-sm text-muted" style={{ height }}>
      Carregando gráfico...
    </div>
  );
}

function ChartCard({
  title,
  description,
  rows,
  indicator,
  layout,
  rowHeader,
  summary,
}: {
  title: string;
  description: string;
  rows: ChartRow[];
  indicator: IndicatorDefinition;
  layout: 'time' | 'category';
  rowHeader: string;
  summary: string;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const headingId = useId();
  const table = useMemo(() => chartTable(rows, rowHeader), [rows, rowHeader]);
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-border bg-surface p-5 shadow-sm md:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-lg font-semibold text-fg">
            {title}
          </h3>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? 'Ocultar tabela' : 'Ver tabela'}
        </Button>
      </div>
      <Suspense fallback={<ChartSkeleton height={chartHeight(layout, rows.length)} />}>
        <IndicatorChart rows={rows} indicator={indicator} layout={layout} summary={summary} />
      </Suspense>
      {showTable ? <ChartTableView table={table} caption={`${title}: todos os indicadores`} id={tableId} /> : <div id={tableId} hidden />}
    </section>
  );
}

/** The two charts of the panel (by month, by project) of one indicator at a time, each with its table. */
export function ImpactCharts({ byMonth, byProject }: Pick<Dashboard, 'byMonth' | 'byProject'>) {
  const months = useMemo(() => monthlySeries(byMonth), [byMonth]);
  const projects = useMemo(() => projectSeries(byProject), [byProject]);
  const [selected, setSelected] = useState<IndicatorKey>(() => firstIndicatorWithData(months));
  const indicator = indicatorByKey(selected);
  const first = months[0];
  const last = months.at(-1);
  const period = first && last && first !== last ? `de ${first.label} a ${last.label}` : first ? `em ${first.label}` : '';

  return (
    <div className="flex flex-col gap-4">
      <IndicatorPicker value={selected} onChange={setSelected} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Por mês"
          description={`${indicator.label} (${indicator.unit}), pelo mês de fim do período de cada relatório.`}
          rows={months}
          indicator={indicator}
          layout="time"
          rowHeader="Mês"
          summary={`Gráfico de barras: ${indicator.label} por mês, ${period}. Os valores estão na tabela do gráfico.`}
        />
        <ChartCard
          title="Por projeto"
          description={`${indicator.label} (${indicator.unit}) somado em cada projeto.`}
          rows={projects}
          indicator={indicator}
          layout="category"
          rowHeader="Projeto"
          summary={`Gráfico de barras: ${indicator.label} por projeto, ${projects.length} ${projects.length === 1 ? 'projeto' : 'projetos'}. Os valores estão na tabela do gráfico.`}
        />
      </div>
    </div>
  );
}
