// What the wallet screens derive from GET /v1/wallets/evm (data table A): the bound address and whether the EVM
// functions (signing, export, balance, certificates) are on. Derived from the query, never stored apart from it.
import type { DataTableA } from '@raiz/domain/wallet/wallet-schemas';

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

/** The state that follows from a data table A answer (or its absence, before the answer). */
export function walletStateFrom(dataTableA: DataTableA | undefined): WalletState {
  if (!dataTableA) return initialWalletState;
  const address = dataTableA.evm_address ?? '';
  return { dataTableA, walletAddress: address, walletAddressChecked: true, evmFunctionsActive: address !== '' };
}
