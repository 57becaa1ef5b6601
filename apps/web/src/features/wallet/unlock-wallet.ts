// Opening the wallet with the PIN (docs/design.md §4): derive the key in the browser and accept it only when its address
// is the one bound to the account. A wrong PIN silently derives another key, so this comparison IS the PIN check.
import type { QueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { saltQueryOptions } from './api/get-salt';
import { walletQueryOptions } from './api/get-wallet';
import { loadWalletCrypto } from './load-wallet-crypto';
import { walletMessages } from './messages';

export type WalletErrorReason = 'wrong-pin' | 'not-activated' | 'no-cpf';

/** A wallet operation refused for a reason the person can act on; `message` is Portuguese, ready for a toast. */
export class WalletError extends Error {
  readonly reason: WalletErrorReason;
  constructor(reason: WalletErrorReason, message: string) {
    super(message);
    this.name = 'WalletError';
    this.reason = reason;
  }
}

/**
 * A wallet step that failed, on its form: a wrong PIN under `pinField` (focused) when the form has one, anything else
 * as the form-level message.
 */
export function showWalletError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  pinField?: Path<T>,
): void {
  if (pinField && error instanceof WalletError && error.reason === 'wrong-pin') {
    setError(pinField, { type: 'server', message: walletMessages.wrongPin }, { shouldFocus: true });
  } else {
    setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
  }
}

export interface UnlockedWallet {
  privateKey: string;
  address: string;
}

/** Same address, whatever the letter case of its EIP-55 checksum. */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Derives the key from the PIN and checks it against the bound `evm_address`; throws WalletError otherwise. */
export async function unlockWallet(queryClient: QueryClient, pin: string): Promise<UnlockedWallet> {
  const dataTableA = await queryClient.fetchQuery(walletQueryOptions());
  if (!dataTableA.evm_address) throw new WalletError('not-activated', walletMessages.notActivated);
  if (!dataTableA.hashed_cpf) throw new WalletError('no-cpf', walletMessages.noCpf);
  const [salt, crypto] = await Promise.all([queryClient.fetchQuery(saltQueryOptions()), loadWalletCrypto()]);
  const derived = crypto.deriveWallet({
    hashedAuthProviderId: dataTableA.hashed_auth_provider_id,
    hashedCpf: dataTableA.hashed_cpf,
    pin,
    salt,
  });
  if (!sameAddress(derived.address, dataTableA.evm_address)) {
    throw new WalletError('wrong-pin', walletMessages.signFailedWrongPin);
  }
  return { privateKey: derived.privateKey, address: dataTableA.evm_address };
}

/** EIP-191 signature of `message` with the PIN's key, once the PIN is proven right. */
export async function signWithPin(
  queryClient: QueryClient,
  message: string,
  pin: string,
): Promise<{ signature: string; address: string }> {
  const wallet = await unlockWallet(queryClient, pin);
  const { signMessage } = await loadWalletCrypto();
  return { signature: await signMessage(wallet.privateKey, message), address: wallet.address };
}
