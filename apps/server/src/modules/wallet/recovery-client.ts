import type { RecoveryDb } from '@raiz/recovery/db/client';
import { deleteUserData, getOrCreateSalt } from '@raiz/recovery/recovery.service';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { okResponseSchema, saltResponseSchema } from '@raiz/domain/wallet/wallet-schemas';
import { AppError } from '@raiz/server-kit/app-error';

/** How the main API reaches the recovery API for the signed-in user's salt (docs/design.md §4). */
export interface RecoveryClient {
  /** `ip`: the browser's address, for the recovery API's per-IP salt limit when it runs apart. */
  getSalt(caller: RecoveryCaller): Promise<string>;
  /** Forgets the person's salt and PIN backup (account deletion); asking again for a forgotten person is fine. */
  deleteUserData(caller: RecoveryCaller): Promise<void>;
}

export interface RecoveryCaller {
  userId: string;
  accessToken: string;
  ip?: string;
}

/** Mounted in the same process: its service is called directly (the caller is already authenticated here). */
export function createInProcessRecoveryClient(getDb: () => Promise<RecoveryDb>): RecoveryClient {
  return {
    async getSalt({ userId }) {
      return getOrCreateSalt(await getDb(), hashUserId(userId));
    },
    async deleteUserData({ userId }) {
      await deleteUserData(await getDb(), hashUserId(userId));
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
  const base = baseUrl.replace(/\/$/, '');

  /** POSTs `{hashed_user_id_unsalted}` to a recovery route as the caller; answers the JSON body of a 2xx. */
  async function call({ userId, accessToken, ip }: RecoveryCaller, route: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}/v1/recovery/${route}`, {
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
    if (!response.ok) {
      log.warn({ status: response.status, route }, 'recovery API refused the request');
      throw new AppError('internal_error', unavailable);
    }
    return response.json().catch(() => null);
  }

  return {
    async getSalt(caller) {
      const parsed = saltResponseSchema.safeParse(await call(caller, 'get-salt-by-hashed-user-id-unsalted'));
      if (!parsed.success) {
        log.warn({ route: 'get-salt-by-hashed-user-id-unsalted' }, 'recovery API answered an unexpected body');
        throw new AppError('internal_error', unavailable);
      }
      return parsed.data.data.salt;
    },
    async deleteUserData(caller) {
      if (!okResponseSchema.safeParse(await call(caller, 'delete-user-data')).success) {
        log.warn({ route: 'delete-user-data' }, 'recovery API answered an unexpected body');
        throw new AppError('internal_error', unavailable);
      }
    },
  };
}
