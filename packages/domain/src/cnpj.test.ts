import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cnpjSchema, formatCnpj, isValidCnpj } from './cnpj.ts';

describe('CNPJ', () => {
  it('accepts valid numeric CNPJs, bare or punctuated', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('33.000.167/0001-01')).toBe(true); // Petrobras
  });

  it('accepts the alphanumeric CNPJ (Receita Federal example 12.ABC.345/01DE-35)', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits, wrong lengths and letters in the check digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('12ABC34501DEAB')).toBe(false);
    expect(isValidCnpj('11-222-333-0001-81')).toBe(false);
  });

  it('stores fourteen capitals and formats them back', () => {
    expect(cnpjSchema.parse(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(cnpjSchema.safeParse('11.222.333/0001-80').error?.issues[0]?.message).toBe('CNPJ inválido.');
  });
});
