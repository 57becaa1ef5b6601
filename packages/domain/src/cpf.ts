import { z } from 'zod';

// Brazilian CPF: 11 digits, the last two are check digits (módulo 11). Typed as bare digits or with the usual
// punctuation (000.000.000-00, each mark optional); anything else is not a CPF.

const CPF_FORMAT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

export const cpfInvalidMessage = 'CPF inválido.';
/** The CPF field left empty (or only spaces): asked for, not called invalid. */
export const cpfEmptyMessage = 'Informe o CPF.';
/** A CPF belongs to one account only: at sign-up and when set later on /conta. */
export const cpfTakenMessage = 'Este CPF já está cadastrado em outra conta.';

export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The two check digits of a CPF's first nine digits. */
export function cpfCheckDigits(firstNine: string): string {
  const nums = [...firstNine].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += nums[i]! * (length + 1 - i);
    nums.push(((sum * 10) % 11) % 10);
  }
  return nums.slice(9).join('');
}

export function isValidCpf(value: string): boolean {
  if (!CPF_FORMAT.test(value)) return false;
  const digits = cpfDigits(value);
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** A CPF field of any form or request: trimmed, well-formed, check digits valid; empty says "Informe o CPF.". */
export const cpfSchema = z
  .string()
  .trim()
  .refine((value) => value !== '', { message: cpfEmptyMessage, abort: true })
  .refine((value) => value.length <= 20 && isValidCpf(value), cpfInvalidMessage);

/** 52998224725 → 529.982.247-25 */
export function formatCpf(value: string): string {
  const d = cpfDigits(value);
  if (d.length !== 11) return value;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
