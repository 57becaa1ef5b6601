// The wallet state of spec §3: dataTableA, walletAddress (starts empty), walletAddressChecked (false) and
// evmFunctionsActive (false). A tiny external store (useSyncExternalStore) so every wallet component reads one truth;
// GET /v1/wallets/evm feeds it (see api/get-wallet.ts) and logout empties it.
import { useSyncExternalStore } from 'react';
import type { DataTableA } from '@raiz/domain/wallet/wallet-schemas';
import { getSession, subscribeSession } from '../../lib/session/session-store';

export interface WalletState {
  /** The signed-in user's data table A record, or null until it is loaded. */
  dataTableA: DataTableA | null;
  /** The bound EVM address (EIP-55 as the server stored it), '' while unknown or not activated. */
  walletAddress: string;
  /** The server has been asked whether an address is bound (whatever the answer). */
  walletAddressChecked: boolean;
  /** An address is bound: signing, export, balance and certificates are available. */
  evmFunctionsActive: boolean;
}

export const initialWalletState: WalletState = Object.freeze({
  dataTableA: null,
  walletAddress: '',
  walletAddressChecked: false,
  evmFunctionsActive: false,
});

/** The state that follows from a data table A answer (pure, so it is tested on its own). */
export function walletStateFrom(dataTableA: DataTableA): WalletState {
  const address = dataTableA.evm_address ?? '';
  return { dataTableA, walletAddress: address, walletAddressChecked: true, evmFunctionsActive: address !== '' };
}

let state: WalletState = initialWalletState;
let ownerId: string | undefined;
const listeners = new Set<() => void>();

function setState(next: WalletState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getWalletState(): WalletState {
  return state;
}

export function subscribeWallet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores what GET /v1/wallets/evm (or the address binding) answered for the signed-in user. */
export function applyDataTableA(dataTableA: DataTableA): void {
  ownerId = getSession().user.id;
  const next = walletStateFrom(dataTableA);
  const same =
    state.walletAddressChecked &&
    state.walletAddress === next.walletAddress &&
    state.dataTableA?.hashed_cpf === dataTableA.hashed_cpf &&
    state.dataTableA?.hashed_auth_provider_id === dataTableA.hashed_auth_provider_id;
  if (!same) setState(next);
}

export function resetWalletState(): void {
  ownerId = undefined;
  if (state !== initialWalletState) setState(initialWalletState);
}

// A wallet belongs to one person: logging out (or another account signing in, in another tab) empties it.
subscribeSession(() => {
  const session = getSession();
  if (!session.isLoggedIn || (ownerId !== undefined && session.user.id !== ownerId)) resetWalletState();
});

export function useWalletState(): WalletState {
  return useSyncExternalStore(subscribeWallet, getWalletState, getWalletState);
}
