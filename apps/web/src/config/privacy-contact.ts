// VITE_PRIVACY_CONTACT, the e-mail address people write to about their data (LGPD art. 18 and 41). A build-time
// setting like those of env.ts, kept apart from it because only /privacidade reads it and env.ts ships with the first
// screen. Checked when the module loads, so a bad value also fails the build, which prerenders /privacidade.

export const DEFAULT_PRIVACY_CONTACT = 'privacidade@raiz.org.br';

/** The configured address, or the default when unset or blank; anything that is not an e-mail address is refused. */
export function privacyContactFrom(value: string | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) return DEFAULT_PRIVACY_CONTACT;
  if (!/^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/.test(trimmed)) {
    throw new Error(`VITE_PRIVACY_CONTACT deve ser um endereço de e-mail ou ficar vazia; recebido "${trimmed}"`);
  }
  return trimmed;
}

export const privacyContact = privacyContactFrom(import.meta.env.VITE_PRIVACY_CONTACT);
