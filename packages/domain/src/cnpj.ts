import { z } from 'zod';

// Brazilian CNPJ: 14 characters, the last two check digits (módulo 11 with weights 2–9). Since July 2026 the first
// twelve may also be capital letters (the alphanumeric CNPJ of Receita Federal): each character counts as its
// code minus 48, so digits keep their value and the old numeric CNPJs keep validating. Typed bare or with the usual
// punctuation (00.000.000/0000-00, each mark optional).

const CNPJ_FORMAT = /^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}-?\d{2}$/;

export const cnpjInvalidMessage = 'CNPJ inválido.';
export const cnpjTakenMessage = 'Este CNPJ já está cadastrado em outra organização.';

/** The CNPJ as stored: its fourteen characters, capitals, no punctuation. */
export function cnpjCharacters(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function checkDigit(characters: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = characters.length - 1; i >= 0; i--) {
    sum += (characters.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a CNPJ's first twelve characters. */
export function cnpjCheckDigits(firstTwelve: string): string {
  const first = checkDigit(firstTwelve);
  return `${first}${checkDigit(firstTwelve + first)}`;
}

export function isValidCnpj(value: string): boolean {
  const trimmed = value.trim().toUpperCase();
  if (!CNPJ_FORMAT.test(trimmed)) return false;
  const characters = cnpjCharacters(trimmed);
  if (/^(\d)\1{13}$/.test(characters)) return false;
  return cnpjCheckDigits(characters.slice(0, 12)) === characters.slice(12);
}

/** A CNPJ field: trimmed, well-formed, check digits valid; answered as its fourteen characters. */
export const cnpjSchema = z
  .string()
  .trim()
  .max(20, cnpjInvalidMessage)
  .refine(isValidCnpj, cnpjInvalidMessage)
  .transform(cnpjCharacters);

/** 11222333000181 → 11.222.333/0001-81 */
export function formatCnpj(value: string): string {
  const c = cnpjCharacters(value);
  if (c.length !== 14) return value;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
