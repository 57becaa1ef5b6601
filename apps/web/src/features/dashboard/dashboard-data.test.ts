import { describe, expect, it } from 'vitest';
import type { Dashboard, IndicatorTotals } from '@raiz/domain/dashboard';
import {
  chartTable,
  firstIndicatorWithData,
  formatAxisTick,
  formatIndicatorWithUnit,
  formatRdxBalance,
  hasImpact,
  MAX_FILLED_MONTHS,
  monthLabel,
  monthLongLabel,
  monthlySeries,
  projectSeries,
  zeroTotals,
} from './dashboard-data';
import { indicatorByKey } from './indicators';

const totals = (partial: Partial<IndicatorTotals> = {}): IndicatorTotals => ({ ...zeroTotals(), ...partial });

describe('month labels', () => {
  it.each([
    ['2026-01', 'jan/2026'],
    ['2025-02', 'fev/2025'],
    ['2025-05', 'mai/2025'],
    ['2025-09', 'set/2025'],
    ['2025-12', 'dez/2025'],
  ])('names months in pt-BR as mmm/aaaa (%s → %s)', (month, label) => {
    expect(monthLabel(month)).toBe(label);
  });

  it('shows anything that is not a month as it came', () => {
    expect(monthLabel('2025-13')).toBe('2025-13');
    expect(monthLabel('')).toBe('');
  });

  it('has a long form for tooltips and screen readers', () => {
    expect(monthLongLabel('2026-03')).toBe('março de 2026');
  });
});

describe('monthlySeries', () => {
  it('orders months and fills the gaps between them with zeros', () => {
    const rows = monthlySeries([
      { month: '2026-02', ...totals({ co2eTonnes: 3.5 }) },
      { month: '2025-11', ...totals({ co2eTonnes: 10, treesPlanted: 120 }) },
    ]);
    expect(rows.map((r) => r.label)).toEqual(['nov/2025', 'dez/2025', 'jan/2026', 'fev/2026']);
    expect(rows.map((r) => r.co2eTonnes)).toEqual([10, 0, 0, 3.5]);
    expect(rows[0]).toMatchObject({ key: '2025-11', treesPlanted: 120, longLabel: 'novembro de 2025' });
  });

  it('does not fill a span longer than the limit, so the months that count stay visible', () => {
    const rows = monthlySeries([
      { month: '2015-01', ...totals({ waterM3: 1 }) },
      { month: '2026-01', ...totals({ waterM3: 2 }) },
    ]);
    expect(MAX_FILLED_MONTHS).toBeLessThan(12 * 11);
    expect(rows.map((r) => r.label)).toEqual(['jan/2015', 'jan/2026']);
  });

  it('is empty without months', () => {
    expect(monthlySeries([])).toEqual([]);
  });
});

describe('projectSeries', () => {
  it('keeps the projects in order and puts the reports without a project last', () => {
    const byProject: Dashboard['byProject'] = [
      { projectId: null, projectName: 'Sem projeto', ...totals({ peopleBenefited: 4 }) },
      { projectId: 'a', projectName: 'Agrofloresta Vale Verde', ...totals({ peopleBenefited: 30 }) },
      { projectId: 'b', projectName: 'Nascentes do Cerrado', ...totals({ peopleBenefited: 12 }) },
    ];
    const rows = projectSeries(byProject);
    expect(rows.map((r) => [r.key, r.label, r.peopleBenefited])).toEqual([
      ['a', 'Agrofloresta Vale Verde', 30],
      ['b', 'Nascentes do Cerrado', 12],
      ['sem-projeto', 'Sem projeto', 4],
    ]);
  });
});

describe('chartTable (the charts’ table alternative)', () => {
  const rows = monthlySeries([
    {
      month: '2026-01',
      ...totals({
        co2eTonnes: 1234.5,
        treesPlanted: 1200,
        restoredAreaHa: 2.25,
        waterM3: 10,
        wasteTonnes: 0.5,
        peopleBenefited: 7,
      }),
    },
    { month: '2026-02', ...totals({ co2eTonnes: 0.25, treesPlanted: 300, peopleBenefited: 3 }) },
  ]);
  const table = chartTable(rows, 'Mês');

  it('has one column per indicator, with its unit', () => {
    expect(table.headers).toEqual([
      'Mês',
      'Carbono (tCO2e)',
      'Árvores (árvores)',
      'Área restaurada (ha)',
      'Água (m³)',
      'Resíduos (t)',
      'Pessoas (pessoas)',
    ]);
  });

  it('formats each figure in pt-BR with the indicator’s decimals', () => {
    expect(table.rows[0]).toEqual({
      key: '2026-01',
      label: 'jan/2026',
      cells: ['1.234,50', '1.200', '2,25', '10,00', '0,50', '7'],
    });
    expect(table.rows[1]?.cells).toEqual(['0,25', '300', '0,00', '0,00', '0,00', '3']);
  });

  it('ends with the totals of every column', () => {
    expect(table.total).toEqual({ label: 'Total', cells: ['1.234,75', '1.500', '2,25', '10,00', '0,50', '10'] });
  });
});

describe('figures', () => {
  it('formats an indicator with its unit and axis ticks without needless decimals', () => {
    expect(formatIndicatorWithUnit(indicatorByKey('co2eTonnes'), 1234.5)).toBe('1.234,50 tCO2e');
    expect(formatIndicatorWithUnit(indicatorByKey('treesPlanted'), 1200)).toBe('1.200 árvores');
    expect(formatAxisTick(indicatorByKey('co2eTonnes'), 2000)).toBe('2.000');
    expect(formatAxisTick(indicatorByKey('co2eTonnes'), 2.5)).toBe('2,50');
  });

  it('knows when there is nothing published and which indicator to open on', () => {
    expect(hasImpact(totals())).toBe(false);
    expect(hasImpact(totals({ wasteTonnes: 0.01 }))).toBe(true);
    expect(firstIndicatorWithData(monthlySeries([{ month: '2026-01', ...totals({ waterM3: 5 }) }]))).toBe('waterM3');
    expect(firstIndicatorWithData([])).toBe('co2eTonnes');
  });
});

describe('formatRdxBalance', () => {
  it.each([
    ['100000000', '100,000000 RDX'],
    ['1234500000', '1.234,500000 RDX'],
    ['1', '0,000001 RDX'],
    ['0', '0,000000 RDX'],
    ['123456789012345678901', '123.456.789.012.345,678901 RDX'],
  ])('shows base units with 6 decimals in pt-BR, without float rounding (%s)', (units, text) => {
    expect(formatRdxBalance(units)).toBe(text);
  });

  it('answers null without a wallet (or for anything that is not a whole number)', () => {
    expect(formatRdxBalance(null)).toBeNull();
    expect(formatRdxBalance('-5')).toBeNull();
  });
});
