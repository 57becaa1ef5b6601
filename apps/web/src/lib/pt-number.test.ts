import { describe, expect, it } from 'vitest';
import { centsToText, numberToText, parseDecimalText, parseIntegerText, parseMoneyText } from './pt-number';

const value = (parsed: ReturnType<typeof parseDecimalText>) => ('value' in parsed ? parsed.value : parsed.error);

describe('parseMoneyText: reais as typed → cents', () => {
  it.each([
    ['12,50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['0,99', 99],
    [',5', 50],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['R$ 12,50', 1250],
    ['r$12,50', 1250],
    [' 12,50 ', 1250],
    ['12.50', 1250],
    ['0', 0],
    ['-0,00', 0],
  ])('%s → %i', (text, cents) => {
    expect(parseMoneyText(text)).toEqual({ value: cents });
  });

  it('keeps exact cents where floating point would not (0,29 · 100 = 28,999…)', () => {
    expect(parseMoneyText('0,29')).toEqual({ value: 29 });
    expect(parseMoneyText('1.005,07')).toEqual({ value: 100507 });
  });

  it('leaves a blank price to the required check', () => {
    expect(parseMoneyText('')).toEqual({ value: null });
    expect(parseMoneyText('R$ ')).toEqual({ value: null });
  });

  it('explains what is wrong', () => {
    expect(parseMoneyText('12,505')).toEqual({ error: 'Use no máximo 2 casas decimais nos centavos.' });
    expect(parseMoneyText('-3,00')).toEqual({ error: 'O preço não pode ser negativo.' });
    for (const text of ['doze', '12,50,1', '1.23,45', '12 50', '1e3', '12,']) {
      expect(parseMoneyText(text)).toEqual({ error: 'Preço inválido: informe em reais, por exemplo 12,50.' });
    }
  });
});

describe('parseDecimalText', () => {
  it('reads the decimal comma and the thousands dot', () => {
    expect(value(parseDecimalText('1.234,5'))).toBe(1234.5);
    expect(value(parseDecimalText('1234,5'))).toBe(1234.5);
    expect(value(parseDecimalText('1.234'))).toBe(1234);
    expect(value(parseDecimalText('12.5'))).toBe(12.5);
    expect(value(parseDecimalText('-3,25'))).toBe(-3.25);
    expect(value(parseDecimalText(''))).toBeNull();
  });

  it('reads coordinates with a dot as decimals', () => {
    expect(value(parseDecimalText('-15.794', { dotDecimal: true }))).toBe(-15.794);
    expect(value(parseDecimalText('-15,794', { dotDecimal: true }))).toBe(-15.794);
    expect(value(parseDecimalText('-47.8822', { dotDecimal: true }))).toBe(-47.8822);
  });

  it('refuses what is not a number', () => {
    expect(parseDecimalText('abc')).toHaveProperty('error');
    expect(parseDecimalText('1,2,3')).toHaveProperty('error');
    expect(parseDecimalText('--1')).toHaveProperty('error');
  });
});

describe('parseIntegerText', () => {
  it('takes whole numbers with thousands dots', () => {
    expect(value(parseIntegerText('1.200'))).toBe(1200);
    expect(value(parseIntegerText('85'))).toBe(85);
    expect(value(parseIntegerText(''))).toBeNull();
  });

  it('refuses fractions', () => {
    expect(parseIntegerText('1.200,5')).toEqual({ error: 'Use um número inteiro.' });
    expect(parseIntegerText('2,5')).toEqual({ error: 'Use um número inteiro.' });
  });
});

describe('back to editable text', () => {
  it('writes numbers with the decimal comma and without rounding', () => {
    expect(numberToText(1234.5)).toBe('1234,5');
    expect(numberToText(0.125)).toBe('0,125');
    expect(numberToText(-15.7942)).toBe('-15,7942');
    expect(numberToText(null)).toBe('');
  });

  it('writes cents as reais that parse back to the same cents', () => {
    expect(centsToText(1250)).toBe('12,50');
    expect(centsToText(5)).toBe('0,05');
    expect(centsToText(123456)).toBe('1234,56');
    expect(centsToText(null)).toBe('');
    for (const cents of [0, 1, 99, 100, 1250, 123456, 2_147_483_647]) {
      expect(parseMoneyText(centsToText(cents))).toEqual({ value: cents });
    }
  });
});
