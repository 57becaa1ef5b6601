import { indicatorDefinitions, type IndicatorKey } from '@raiz/domain';
import type { CsvColumn } from '@raiz/server-kit/csv';

/**
 * The six indicators as CSV columns, from the domain's catalogue (header, decimals): every CSV that carries indicators
 * (reports, the person's export, the open registry) names and writes them the same way. Files keep the stored
 * precision; the catalogue's decimals are the fewest written (3.125 → "3,125", 2 → "2,00").
 */
export function indicatorColumns<T>(of: (row: T) => Partial<Record<IndicatorKey, number | null>>): CsvColumn<T>[] {
  return indicatorDefinitions.map((d) => ({
    header: d.csvHeader,
    value: (row: T) => of(row)[d.key],
    ...(d.decimals ? { minDecimals: d.decimals } : {}),
  }));
}
