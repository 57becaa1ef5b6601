// Build-time settings (Vite's VITE_* variables). Checked by hand rather than with zod: this module is on the
// first screen, whose JS budget (95 KB gzip) does not have room for a schema library. A setting only a lazily loaded
// screen reads has its own module beside this one (privacy-contact.ts), so the first screen does not carry it.

function baseUrl(name: string, value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed && !/^https?:\/\/[^/]+/.test(trimmed)) {
    throw new Error(`${name} deve ser uma URL http(s) ou ficar vazia (mesma origem); recebido "${trimmed}"`);
  }
  return trimmed;
}

export const env = {
  /** Main API base; '' means the same origin that served the SPA. */
  apiUrl: baseUrl('VITE_API_URL', import.meta.env.VITE_API_URL),
  /** Recovery API base (routes under /v1/recovery); '' means the same origin. */
  recoveryApiUrl: baseUrl('VITE_RECOVERY_API_URL', import.meta.env.VITE_RECOVERY_API_URL),
  /** Domain of the `user` cookie in production (e.g. .raiz.org.br); unset → the current host. */
  cookieDomain: import.meta.env.PROD ? import.meta.env.VITE_COOKIE_DOMAIN?.trim() || undefined : undefined,
  appVersion: __APP_VERSION__,
} as const;
