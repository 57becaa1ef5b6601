// Shapes GET /v1/dashboard for the panel: month labels, chart series and the table alternative of each chart.
// Pure functions, so the figures a chart draws and the figures its table reads are the same by construction.
import type { Dashboard, IndicatorKey, IndicatorTotals } from '@raiz/domain/dashboard';
import { formatNumber } from '@raiz/domain/format';
import { indicators, type IndicatorDefinition } from './indicators';
import { formatRdxUnits } from '../../lib/rdx-units';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** "2026-01" → "jan/2026"; anything else is shown as it came. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name}/${match[1]}` : month;
}

/** "2026-01" → "janeiro de 2026", for screen readers and tooltips. */
export function monthLongLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** Every indicator at 0 (a month without certified reports). */
export const zeroTotals = () => Object.fromEntries(indicators.map((d) => [d.key, 0])) as IndicatorTotals;

/** Past this many months the gaps are not filled: a decade of empty bars would hide the months that count. */
export const MAX_FILLED_MONTHS = 36;

export interface ChartRow extends IndicatorTotals {
  /** Stable key: "2026-01" for months, the project id (or "sem-projeto") for projects. */
  key: string;
  /** Short label for the axis and the table: "jan/2026", the project name. */
  label: string;
  /** Long label for tooltips and screen readers. */
  longLabel: string;
}

/**
 * The months in order, with the months between the first and the last filled with zeros (so the time axis is
 * even), unless the span is longer than MAX_FILLED_MONTHS.
 */
export function monthlySeries(byMonth: Dashboard['byMonth']): ChartRow[] {
  const sorted = [...byMonth].filter((m) => /^\d{4}-\d{2}$/.test(m.month)).sort((a, b) => a.month.localeCompare(b.month));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const found = new Map(sorted.map((m) => [m.month, m]));
  const months: string[] = [];
  for (let m = first.month; m <= last.month && months.length <= MAX_FILLED_MONTHS; m = nextMonth(m)) months.push(m);
  const span = months.length > MAX_FILLED_MONTHS ? sorted.map((m) => m.month) : months;
  return span.map((month) => {
    const { month: _month, ...totals } = found.get(month) ?? { month, ...zeroTotals() };
    return { key: month, label: monthLabel(month), longLabel: monthLongLabel(month), ...totals };
  });
}

/** One row a project, largest impact first is not assumed: kept in the server's order (by name), "Sem projeto" last. */
export function projectSeries(byProject: Dashboard['byProject']): ChartRow[] {
  const rows = byProject.map(({ projectId, projectName, ...totals }) => ({
    key: projectId ?? 'sem-projeto',
    label: projectName,
    longLabel: projectName,
    projectId,
    ...totals,
  }));
  return [...rows.filter((r) => r.projectId !== null), ...rows.filter((r) => r.projectId === null)].map(
    ({ projectId: _projectId, ...row }) => row,
  );
}

/** A figure with its indicator's decimals: 1234.5 tCO2e → "1.234,50"; 1200 árvores → "1.200". */
export function formatIndicator(indicator: Pick<IndicatorDefinition, 'decimals'>, value: number): string {
  return formatNumber(value, indicator.decimals);
}

/** The same with the unit: "1.234,50 tCO2e", "1.200 árvores". */
export function formatIndicatorWithUnit(indicator: Pick<IndicatorDefinition, 'decimals' | 'unit'>, value: number): string {
  return `${formatIndicator(indicator, value)} ${indicator.unit}`;
}

/** Axis ticks: whole numbers without decimals, fractions with the indicator's decimals. */
export function formatAxisTick(indicator: Pick<IndicatorDefinition, 'decimals'>, value: number): string {
  return formatNumber(value, Number.isInteger(value) ? 0 : indicator.decimals);
}

export interface ChartTable {
  /** Column headers: the first names the rows ("Mês", "Projeto"), then one per indicator with its unit. */
  headers: string[];
  rows: { key: string; label: string; cells: string[] }[];
  /** The totals row ("Total"), the same sums the cards show. */
  total: { label: string; cells: string[] };
}

/** The table alternative of a chart: every indicator of every row, formatted as the chart's tooltips show it. */
export function chartTable(rows: ChartRow[], rowHeader: string): ChartTable {
  const totals = zeroTotals();
  for (const row of rows) for (const indicator of indicators) totals[indicator.key] += row[indicator.key];
  return {
    headers: [rowHeader, ...indicators.map((i) => `${i.shortLabel} (${i.unit})`)],
    rows: rows.map((row) => ({
      key: row.key,
      label: row.label,
      cells: indicators.map((i) => formatIndicator(i, row[i.key])),
    })),
    total: { label: 'Total', cells: indicators.map((i) => formatIndicator(i, totals[i.key])) },
  };
}

/** Whether any published figure exists (otherwise the panel shows its empty state instead of flat charts). */
export function hasImpact(totals: IndicatorTotals): boolean {
  return indicators.some((i) => totals[i.key] > 0);
}

/** Indicators with at least one non-zero figure come first, so the chart opens on something to see. */
export function firstIndicatorWithData(rows: ChartRow[]): IndicatorKey {
  return (indicators.find((i) => rows.some((r) => r[i.key] > 0)) ?? indicators[0]).key;
}

/** Pixel height of a chart: fixed for months; for projects, a name line and a bar a project, plus the axis. */
export function chartHeight(layout: 'time' | 'category', rowCount: number): number {
  return layout === 'time' ? 260 : rowCount * 56 + 48;
}

/** RDX base units with the symbol: "100000000" → "100,000000 RDX". null → null (no wallet). */
export function formatRdxBalance(baseUnits: string | null): string | null {
  const amount = formatRdxUnits(baseUnits);
  return amount === null ? null : `${amount} RDX`;
}
