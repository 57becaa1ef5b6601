import { cpfDigits } from '../cpf.ts';
import { sha256Hex } from './sha256.ts';

/** `hashed_auth_provider_id` of data table A: sha256(issuer + "|" + subject) (docs/design.md §3). */
export function hashAuthProviderId(issuer: string, subject: string): string {
  return sha256Hex(`${issuer}|${subject}`);
}

/** `hashed_cpf` of data table A: sha256 of the CPF's 11 digits, whatever punctuation it was typed with. */
export function hashCpf(cpf: string): string {
  const digits = cpfDigits(cpf);
  if (digits.length !== 11) throw new TypeError('hashCpf: a CPF has 11 digits');
  return sha256Hex(digits);
}

/** Both hashes of a data table A row, as a login or a test user leaves them: the CPF's only when it is known. */
export function identityHashes(issuer: string, subject: string, cpf?: string | null) {
  return { hashedAuthProviderId: hashAuthProviderId(issuer, subject), hashedCpf: cpf ? hashCpf(cpf) : null };
}
