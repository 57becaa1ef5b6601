import { sha256Hex } from './sha256.ts';

/** `hashed_auth_provider_id` of data table A: sha256(issuer + "|" + subject) (DESIGN.md §3). */
export function hashAuthProviderId(issuer: string, subject: string): string {
  return sha256Hex(`${issuer}|${subject}`);
}

/** `hashed_cpf` of data table A: sha256 of the CPF's 11 digits, whatever punctuation it was typed with. */
export function hashCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  if (digits.length !== 11) throw new TypeError('hashCpf: a CPF has 11 digits');
  return sha256Hex(digits);
}
