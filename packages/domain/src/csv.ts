// CSV for Brazilian spreadsheets (Excel/LibreOffice in pt-BR): semicolon separator, decimal comma,
// UTF-8 with BOM so accents open correctly, CRLF line ends.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
  /** Decimals for numbers; default: as many as the value has. */
  decimals?: number;
}

const BOM = '\uFEFF';

function numberCell(value: number, decimals?: number): string {
  const text = decimals === undefined ? String(value) : value.toFixed(decimals);
  return text.replace('.', ',');
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
          return typeof v === 'number' ? numberCell(v, c.decimals) : textCell(v);
        })
        .join(';'),
    );
  }
  return BOM + lines.join('\r\n') + '\r\n';
}
