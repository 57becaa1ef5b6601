import { describe, expect, it } from 'vitest';
import {
  formatBalance,
  formatCoordinate,
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatExactNumber,
  formatMoney,
  formatNumber,
} from './format.ts';

describe('pt-BR formats', () => {
  it('formats numbers with exactly 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(1.005, 0)).toBe('1');
    expect(formatNumber(Number.NaN)).toBe('0,00');
  });

  it('formats a signed number with every digit it has, in pt-BR', () => {
    expect(formatExactNumber(3.125)).toBe('3,125');
    expect(formatExactNumber(1234.5678)).toBe('1.234,5678');
    expect(formatExactNumber(1200)).toBe('1.200');
    expect(formatExactNumber(-0.1)).toBe('-0,1');
    expect(formatExactNumber(1e21)).toBe('1e+21');
  });

  it('formats balances with 6 decimals', () => {
    expect(formatBalance(100)).toBe('100,000000');
    expect(formatBalance(1234567.123456)).toBe('1.234.567,123456');
  });

  it('formats money from cents as R$', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
    expect(formatMoney(5)).toBe('R$ 0,05');
  });

  it('formats dates as dd/mm/aaaa without shifting calendar dates', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('nao')).toBe('');
    expect(formatDateTime('2026-04-10T12:00:00Z', 'America/Sao_Paulo')).toBe('10/04/2026 09:00');
  });

  it('formats coordinates with 4 decimals, a decimal comma and a real minus sign', () => {
    expect(formatCoordinates(-18.85454, -41.95551)).toBe('Latitude \u221218,8545 · Longitude \u221241,9555');
    expect(formatCoordinates(-18.85454, -41.95551)).toBe('Latitude −18,8545 · Longitude −41,9555');
    expect(formatCoordinate(2.5)).toBe('2,5000');
    expect(formatCoordinate(-179.99999)).toBe('\u2212180,0000');
    expect(formatCoordinate(-0.00001)).toBe('0,0000');
  });
});
