import type { RecoveryDb } from '@raiz/recovery/db/client';
import { getOrCreateSalt } from '@raiz/recovery/recovery.service';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { saltResponseSchema } from '@raiz/domain/wallet/wallet-schemas';
import { AppError } from '@raiz/server-kit/app-error';

/** How the main API reaches the recovery API for the signed-in user's salt (docs/design.md §4). */
export interface RecoveryClient {
  /** `ip`: the browser's address, for the recovery API's per-IP salt limit when it runs apart. */
  getSalt(caller: { userId: string; accessToken: string; ip?: string }): Promise<string>;
}

/** Mounted in the same process: its service is called directly (the caller is already authenticated here). */
export function createInProcessRecoveryClient(getDb: () => Promise<RecoveryDb>): RecoveryClient {
  return {
    async getSalt({ userId }) {
      return getOrCreateSalt(await getDb(), hashUserId(userId));
    },
  };
}

const unavailable = 'A API de recuperação não respondeu. Tente novamente em instantes.';

/**
 * Running apart (RECOVERY_API_URL, its base URL): over HTTP with the caller's own token, so the recovery API checks
 * ownership exactly as it does for the browser. The browser's address goes in X-Forwarded-For: a recovery API that
 * trusts this one (its TRUST_PROXY) counts its per-IP salt limit per browser, not per main API.
 */
export function createHttpRecoveryClient(
  baseUrl: string,
  log: { warn(obj: object, msg: string): void },
  fetchImpl: typeof fetch = fetch,
): RecoveryClient {
  const url = `${baseUrl.replace(/\/$/, '')}/v1/recovery/get-salt-by-hashed-user-id-unsalted`;
  return {
    async getSalt({ userId, accessToken, ip }) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${accessToken}`,
            ...(ip ? { 'x-forwarded-for': ip } : {}),
          },
          body: JSON.stringify({ hashed_user_id_unsalted: hashUserId(userId) }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        log.warn({ err: { message: (err as Error).message } }, 'recovery API unreachable');
        throw new AppError('internal_error', unavailable);
      }
      if (response.status === 429) {
        throw new AppError('too_many_requests', 'Muitas tentativas. Aguarde um pouco e tente novamente.');
      }
      const parsed = response.ok ? saltResponseSchema.safeParse(await response.json().catch(() => null)) : undefined;
      if (!parsed?.success) {
        log.warn({ status: response.status }, 'recovery API refused the salt request');
        throw new AppError('internal_error', unavailable);
      }
      return parsed.data.data.salt;
    },
  };
}
