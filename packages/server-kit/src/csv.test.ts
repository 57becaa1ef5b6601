import { describe, expect, it } from 'vitest';
import { csvDate, csvDateTime, csvTimeHeader, toCsv } from './csv.ts';

describe('toCsv', () => {
  const columns = [
    { header: 'Título', value: (r: { t: string; n: number | null }) => r.t },
    { header: 'Água (m³)', value: (r: { t: string; n: number | null }) => r.n, minDecimals: 2 },
  ];

  it('writes a BOM, semicolons, decimal commas and CRLF', () => {
    expect(toCsv([{ t: 'Reflorestamento', n: 1234.5 }], columns)).toBe('\uFEFFTítulo;Água (m³)\r\nReflorestamento;1234,50\r\n');
  });

  it('keeps the stored precision: never rounds, never writes exponents', () => {
    const cells = (n: number) => toCsv([{ t: 'x', n }], columns).split('\r\n')[1];
    expect(cells(3.125)).toBe('x;3,125');
    expect(cells(0.1)).toBe('x;0,10');
    expect(cells(1234567.891)).toBe('x;1234567,891');
    expect(cells(1e-7)).toBe('x;0,0000001');
    expect(cells(1e12)).toBe('x;1000000000000,00');
    const plain = [{ header: 'n', value: (r: { n: number }) => r.n }];
    expect(toCsv([{ n: 300 }, { n: 2.5 }], plain)).toBe('\uFEFFn\r\n300\r\n2,5\r\n');
  });

  it('quotes separators, quotes and line breaks, and leaves empty cells for null', () => {
    expect(toCsv([{ t: 'a;b "c"\nd', n: null }], columns).split('\r\n')[1]).toBe('"a;b ""c""\nd";');
  });

  it('neutralises formulas', () => {
    expect(toCsv([{ t: '=HYPERLINK("x")', n: 1 }], columns).split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")";1,00');
  });
});

describe('dates and times in CSVs', () => {
  it('writes ISO 8601 that spreadsheets read as dates, times in Brasília under a header that says so', () => {
    expect(csvDate('2025-09-20')).toBe('2025-09-20');
    expect(csvDateTime('2025-09-20T12:00:00.000Z')).toBe('2025-09-20 09:00');
    // 01:30 UTC is still the evening before in Brasília.
    expect(csvDateTime('2025-09-21T01:30:00Z')).toBe('2025-09-20 22:30');
    expect(csvDate('2025-09-21T01:30:00Z')).toBe('2025-09-20');
    expect(csvDateTime(new Date('2025-01-05T00:00:00Z'))).toBe('2025-01-04 21:00');
    expect([csvDate(null), csvDateTime(undefined), csvDateTime('not a date')]).toEqual(['', '', '']);
    expect(csvTimeHeader('Início')).toBe('Início (horário de Brasília, UTC−03:00)');
  });
});
