// CSV for Brazilian spreadsheets (Excel/LibreOffice in pt-BR): semicolon separator, decimal comma,
// UTF-8 with BOM so accents open correctly, CRLF line ends.
import { indicatorDefinitions, type IndicatorKey } from '@raiz/domain';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /**
   * Fewest decimals a number is written with, padded with zeros (1234.5 → "1234,50" with 2). Never rounds: an export
   * keeps the stored precision (3.125 → "3,125"); screens round to 2 decimals, files do not.
   */
  minDecimals?: number;
}

const BOM = '\uFEFF';

/**
 * Dates and times as ISO 8601 (2025-09-20, 2025-09-20 09:00): the forms LibreOffice's default import and Excel in
 * pt-BR both read as dates, whatever the reader's locale ("20/09/2025" stays text in LibreOffice outside pt-BR).
 * Spreadsheets read no zone in a cell, so times are written in Brasília time and the column's header says so
 * (`csvTimeHeader`). Brazil has had no daylight saving time since 2019: Brasília time is UTC−03:00.
 */
export const CSV_TIME_ZONE = 'America/Sao_Paulo';
export const csvTimeHeader = (name: string) => `${name} (horário de Brasília, UTC−03:00)`;

/** "2025-09-20" for a calendar date ("2025-09-20") or, for a timestamp, its day in Brasília; '' for none. */
export function csvDate(value: string | Date | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return csvDateTime(value).slice(0, 10);
}

const csvTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CSV_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2025-09-20 09:00": a timestamp in Brasília time (under a `csvTimeHeader` column); '' for none or an invalid one. */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (value == null) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(csvTimeFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** The value's own digits (shortest form that reads back the same, up to 20 decimals), decimal comma, no grouping. */
function numberCell(value: number, minDecimals = 0): string {
  let format = numberFormats.get(minDecimals);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      useGrouping: false,
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: 20,
    });
    numberFormats.set(minDecimals, format);
  }
  return Number.isFinite(value) ? format.format(value) : '';
}

function textCell(value: string): string {
  // A cell starting with = + - @ would run as a formula in a spreadsheet: neutralise it.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => textCell(c.header)).join(';')];
  for (const row of rows) {
    lines.push(
      columns
        .map((c) => {
          const v = c.value(row);
          if (v === null || v === undefined) return '';
          return typeof v === 'number' ? numberCell(v, c.minDecimals) : textCell(v);
        })
        .join(';'),
    );
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/**
 * The six indicators as CSV columns, from the domain's catalogue: "label (unit)", or the label alone for a count
 * ("Árvores plantadas"), and its decimals. Every CSV that carries indicators
 * (reports, the person's export, the open registry) names and writes them the same way. Files keep the stored
 * precision; the catalogue's decimals are the fewest written (3.125 → "3,125", 2 → "2,00").
 */
export function indicatorColumns<T>(of: (row: T) => Partial<Record<IndicatorKey, number | null>>): CsvColumn<T>[] {
  return indicatorDefinitions.map((d) => ({
    header: d.decimals === 0 ? d.label : `${d.label} (${d.unit})`,
    value: (row: T) => of(row)[d.key],
    ...(d.decimals ? { minDecimals: d.decimals } : {}),
  }));
}
