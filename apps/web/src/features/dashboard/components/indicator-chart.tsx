// The recharts drawing of one indicator (loaded lazily: recharts stays out of every other screen's JS).
// Colours are the theme's CSS variables, so the charts follow the five themes in light and dark. No animation:
// the figures are what matters, and bars growing on every resize or indicator switch only delay them.
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
  type TooltipContentProps,
} from 'recharts';
import { chartHeight, formatAxisTick, formatIndicatorWithUnit, type ChartRow } from '../dashboard-data';
import type { IndicatorDefinition } from '../indicators';

export interface IndicatorChartProps {
  rows: ChartRow[];
  indicator: IndicatorDefinition;
  /** "time": months along the bottom; "category": one horizontal bar a project, names on the left. */
  layout: 'time' | 'category';
  /** What the chart shows, in a sentence, for screen readers (the table next to it has the figures). */
  summary: string;
}

const tick = { fill: 'var(--raiz-muted)', fontSize: 12 };

function ChartTooltip({ active, payload, indicator }: TooltipContentProps<number, string> & { indicator: IndicatorDefinition }) {
  const item = payload?.[0];
  if (!active || !item) return null;
  const row = item.payload as ChartRow;
  return (
    <div className="rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg shadow-lg">
      <p className="font-semibold first-letter:uppercase">{row.longLabel}</p>
      <p className="text-muted">
        {indicator.label}: <span className="font-semibold text-fg tabular-nums">{formatIndicatorWithUnit(indicator, row[indicator.key])}</span>
      </p>
    </div>
  );
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Project names above their bars, across the chart's width: a narrow axis would cut them on phones. */
function ProjectName({ x, y, value }: LabelProps) {
  return (
    <text x={Number(x)} y={Number(y) - 6} fill="var(--raiz-fg)" fontSize={13} fontWeight={500}>
      {truncate(String(value ?? ''), 40)}
    </text>
  );
}

export default function IndicatorChart({ rows, indicator, layout, summary }: IndicatorChartProps) {
  const horizontal = layout === 'category';
  const height = chartHeight(layout, rows.length);
  const tooltip = (
    <Tooltip
      cursor={{ fill: 'var(--raiz-surface-2)' }}
      content={(props) => <ChartTooltip {...(props as TooltipContentProps<number, string>)} indicator={indicator} />}
    />
  );
  return (
    <div role="img" aria-label={summary} className="w-full" style={{ height }} data-testid={`chart-${layout}`}>
      <ResponsiveContainer width="100%" height="100%">
        {horizontal ? (
          <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 20, right: 16, bottom: 4, left: 4 }} barCategoryGap={0}>
            <CartesianGrid horizontal={false} stroke="var(--raiz-border)" />
            <XAxis
              type="number"
              tick={tick}
              tickFormatter={(v: number) => formatAxisTick(indicator, v)}
              stroke="var(--raiz-border)"
              allowDecimals={indicator.decimals > 0}
            />
            <YAxis type="category" dataKey="label" hide />
            {tooltip}
            <Bar dataKey={indicator.key} name={indicator.label} fill="var(--raiz-primary)" radius={[0, 6, 6, 0]} barSize={18} isAnimationActive={false}>
              <LabelList dataKey="label" content={ProjectName} />
            </Bar>
          </BarChart>
        ) : (
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 4 }}>
            <CartesianGrid vertical={false} stroke="var(--raiz-border)" />
            <XAxis dataKey="label" tick={tick} stroke="var(--raiz-border)" interval="preserveStartEnd" minTickGap={8} />
            <YAxis
              tick={tick}
              tickFormatter={(v: number) => formatAxisTick(indicator, v)}
              stroke="var(--raiz-border)"
              width={64}
              allowDecimals={indicator.decimals > 0}
            />
            {tooltip}
            <Bar dataKey={indicator.key} name={indicator.label} fill="var(--raiz-primary)" radius={[6, 6, 0, 0]} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
