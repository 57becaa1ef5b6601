import { describe, expect, it } from 'vitest';
import { cpfSchema, formatCpf, isValidCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts valid check digits, with or without punctuation', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('takes digits with the usual punctuation only', () => {
    expect(isValidCpf('529982247-25')).toBe(true);
    for (const loose of ['52998224725x', 'x52998224725', '529 982 247 25', '529.982.247/25', '529..982.247-25', '+52998224725', '529.982.247-2-5']) {
      expect(isValidCpf(loose), loose).toBe(false);
    }
  });

  it('cpfSchema trims, and answers "CPF inválido." for anything else', () => {
    expect(cpfSchema.parse(' 529.982.247-25 ')).toBe('529.982.247-25');
    expect(cpfSchema.safeParse('52998224725x').error?.issues[0]?.message).toBe('CPF inválido.');
    expect(cpfSchema.safeParse('5'.repeat(21)).error?.issues[0]?.message).toBe('CPF inválido.');
  });

  it('cpfSchema asks for an empty CPF ("Informe o CPF."), also when only spaces were typed', () => {
    for (const empty of ['', '   ']) {
      expect(cpfSchema.safeParse(empty).error?.issues.map((i) => i.message)).toEqual(['Informe o CPF.']);
    }
  });

  it('formats 11 digits', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });
});
