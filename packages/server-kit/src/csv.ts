// CSV for Brazilian spreadsheets (Excel/LibreOffice in pt-BR): semicolon separator, decimal comma,
// UTF-8 with BOM so accents open correctly, CRLF line ends.

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
