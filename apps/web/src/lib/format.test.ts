import { describe, expect, it } from 'vitest';
import { formatBalance, formatBytes, formatMoney, formatNumber } from '@raiz/domain/format';

// The web app formats numbers through the domain package (one definition for web and server).
describe('pt-BR number display (docs/product.md §5)', () => {
  it('uses exactly 2 decimals, comma as decimal separator and dot for thousands', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(1_000_000)).toBe('1.000.000,00');
    expect(formatNumber(2.005)).toMatch(/^2,0[01]$/);
  });

  it('shows balances with 6 decimals by default', () => {
    expect(formatBalance(100)).toBe('100,000000');
    expect(formatBalance(1234.5678901)).toBe('1.234,567890');
  });

  it('shows money as R$ with cents', () => {
    expect(formatMoney(123456)).toBe('R$ 1.234,56');
  });

  it('shows file sizes in binary units with at most one decimal', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(12.3 * 1024 * 1024)).toBe('12,3 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
    expect(formatBytes(1536)).toBe('1,5 KB');
  });
});
