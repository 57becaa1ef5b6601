import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  const columns = [
    { header: 'Título', value: (r: { t: string; n: number | null }) => r.t },
    { header: 'Água (m³)', value: (r: { t: string; n: number | null }) => r.n, decimals: 2 },
  ];

  it('writes a BOM, semicolons, decimal commas and CRLF', () => {
    expect(toCsv([{ t: 'Reflorestamento', n: 1234.5 }], columns)).toBe('\uFEFFTítulo;Água (m³)\r\nReflorestamento;1234,50\r\n');
  });

  it('quotes separators, quotes and line breaks, and leaves empty cells for null', () => {
    expect(toCsv([{ t: 'a;b "c"\nd', n: null }], columns).split('\r\n')[1]).toBe('"a;b ""c""\nd";');
  });

  it('neutralises formulas', () => {
    expect(toCsv([{ t: '=HYPERLINK("x")', n: 1 }], columns).split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")";1,00');
  });
});
