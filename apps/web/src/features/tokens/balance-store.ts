// The balance store of spec §3: rdxBalance (number) and rdxLoading (boolean), plus what the screens need to show it
// honestly: whose balance it is, when it was read, and the last error. Shared by /carteira and /tokens.
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../lib/session/session-store';

export interface BalanceState {
  /** RDX (6 decimals) of `address`; 0 until read. */
  rdxBalance: number;
  rdxLoading: boolean;
  /** The address the balance belongs to (lowercase), null before any read. */
  address: string | null;
  /** When the balance was last read (ms since the epoch). */
  updatedAt: number | null;
  /** Portuguese message of the last failed read, cleared by the next success. */
  rdxError: string | null;
}

export const initialBalanceState: BalanceState = Object.freeze({
  rdxBalance: 0,
  rdxLoading: false,
  address: null,
  updatedAt: null,
  rdxError: null,
});

export const BALANCE_ERROR_MESSAGE = 'Não foi possível ler o saldo na blockchain agora. Tente atualizar.';

let state: BalanceState = initialBalanceState;
const listeners = new Set<() => void>();
const inFlight = new Map<string, Promise<void>>();

function setState(next: BalanceState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getBalanceState(): BalanceState {
  return state;
}

export function subscribeBalance(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the balance of `address` with `read` (which answers RDX as a number). Calls for the same address while a
 * read is under way share it; an answer for an address that is no longer the current one is dropped.
 * Switching address starts from 0 rather than show another wallet's balance.
 */
export function refreshRdxBalance(address: string, read: () => Promise<number>): Promise<void> {
  const key = address.toLowerCase();
  const running = inFlight.get(key);
  if (running) return running;
  const base = state.address === key ? state : { ...initialBalanceState, address: key };
  setState({ ...base, rdxLoading: true });
  const task = read()
    .then(
      (balance) => {
        if (state.address === key)
          setState({ ...state, rdxBalance: balance, rdxLoading: false, updatedAt: Date.now(), rdxError: null });
      },
      (error: unknown) => {
        console.warn('Falha ao ler o saldo de RDX:', error instanceof Error ? error.message : error);
        if (state.address === key) setState({ ...state, rdxLoading: false, rdxError: BALANCE_ERROR_MESSAGE });
      },
    )
    .finally(() => inFlight.delete(key));
  inFlight.set(key, task);
  return task;
}

export function resetBalance(): void {
  inFlight.clear();
  if (state !== initialBalanceState) setState(initialBalanceState);
}

// A balance belongs to the signed-in person's wallet: forget it at logout.
subscribeSession(() => {
  if (!getSession().isLoggedIn) resetBalance();
});

export function useBalance(): BalanceState {
  return useSyncExternalStore(subscribeBalance, getBalanceState, getBalanceState);
}
