import { useMutation } from '@tanstack/react-query';
import type { RecoverPinResponse } from '@raiz/domain/wallet/wallet-schemas';
import { apiRequest } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session-store';
import { loadWalletCrypto } from '../load-wallet-crypto';

/** `hashed_user_id_unsalted` of the signed-in user: how the recovery API names them (docs/design.md §4). */
async function currentHashedUserIdUnsalted(): Promise<string> {
  const userId = getSession().user.id;
  if (!userId) throw new Error('Sessão sem usuário: entre novamente.');
  const { hashUserId } = await loadWalletCrypto();
  return hashUserId(userId);
}

/** PUT /v1/recovery/pin-backup with the PIN encrypted in the browser (the PIN itself never leaves it). */
export async function savePinBackup(pin: string, recoveryPassword: string): Promise<void> {
  const { encryptPinBackup } = await loadWalletCrypto();
  await apiRequest('PUT', '/v1/recovery/pin-backup', {
    hashed_user_id_unsalted: await currentHashedUserIdUnsalted(),
    encrypted_pin: await encryptPinBackup(pin, recoveryPassword),
  });
}

/** POST /v1/recovery/recover-pin, then the PIN decrypted here with the recovery password. */
export async function recoverPin(recoveryPassword: string): Promise<string> {
  const answer = await apiRequest<RecoverPinResponse>('POST', '/v1/recovery/recover-pin', {
    hashed_user_id_unsalted: await currentHashedUserIdUnsalted(),
  });
  const { decryptPinBackup } = await loadWalletCrypto();
  return decryptPinBackup(answer.data.encrypted_pin, recoveryPassword);
}

export function useRecoverPin() {
  return useMutation({ mutationFn: recoverPin });
}
