import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BindWalletAddressResult, DataTableA, Wallet, WalletChallenge } from '@raiz/domain/wallet/wallet-schemas';
import { apiRequest } from '../../../lib/api-client';
import { loadWalletCrypto } from '../load-wallet-crypto';
import { walletMessages } from '../messages';
import { WalletError } from '../unlock-wallet';
import { saltQueryOptions } from './get-salt';
import { walletQueryOptions } from './get-wallet';
import { savePinBackup } from './pin-backup';
import { walletKeys } from './wallet-keys';

export interface ActivateWalletInput {
  pin: string;
  /** Optional: encrypts a backup of the PIN (≥ 12 characters). */
  recoveryPassword?: string;
}

export interface ActivateWalletResult {
  dataTableA: DataTableA;
  /** The 100 RDX of a first activation were queued: they reach the wallet shortly ("Recompensa pendente"). */
  rewardPending: boolean;
  /** Whether the PIN backup was asked for and saved; `backupError` says why it was not. */
  backupSaved: boolean;
  backupError: string | null;
}

/**
 * Activation (docs/design.md §4): derive the key from the PIN, prove it by signing a one-use server challenge, bind the
 * address, and, with a recovery password, store the PIN encrypted in the browser. The PIN is never sent.
 */
export async function activateWallet(
  queryClient: QueryClient,
  { pin, recoveryPassword }: ActivateWalletInput,
): Promise<ActivateWalletResult> {
  const current = await queryClient.fetchQuery({ ...walletQueryOptions(), staleTime: 0 });
  if (!current.hashed_cpf) throw new WalletError('no-cpf', walletMessages.noCpf);
  const [salt, crypto] = await Promise.all([queryClient.fetchQuery(saltQueryOptions()), loadWalletCrypto()]);
  const { privateKey, address } = crypto.deriveWallet({
    hashedAuthProviderId: current.hashed_auth_provider_id,
    hashedCpf: current.hashed_cpf,
    pin,
    salt,
  });
  const challenge = (await apiRequest<{ data: WalletChallenge }>('POST', '/v1/wallets/evm/challenge')).data;
  const signature = await crypto.signMessage(privateKey, challenge.message);
  const bound = (
    await apiRequest<{ data: BindWalletAddressResult }>('POST', '/v1/wallets/evm/address', {
      challengeId: challenge.challengeId,
      address,
      signature,
    })
  ).data;
  const dataTableA: DataTableA = {
    hashed_auth_provider_id: bound.hashed_auth_provider_id,
    hashed_cpf: bound.hashed_cpf,
    evm_address: bound.evm_address,
  };
  // The reward of a first activation is queued (the server's outbox mints it): the screen says so and asks again until
  // it arrived, then reads the balance anew (wallet-route.tsx). Without this the balance read at once could stay 0.
  const wallet: Wallet = { ...dataTableA, rewards_pending: bound.reward_pending ? 1 : 0 };
  queryClient.setQueryData(walletKeys.dataTableA(), wallet);

  let backupSaved = false;
  let backupError: string | null = null;
  if (recoveryPassword) {
    try {
      await savePinBackup(pin, recoveryPassword);
      backupSaved = true;
    } catch (error) {
      backupError = error instanceof Error ? error.message : String(error);
    }
  }
  return { dataTableA, rewardPending: bound.reward_pending, backupSaved, backupError };
}

export function useActivateWallet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: ActivateWalletInput) => activateWallet(queryClient, input) });
}
