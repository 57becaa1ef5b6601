import { useCallback, useEffect } from 'react';
import { useChainInfo } from './api/get-chain-info';
import { refreshRdxBalance, useBalance, type BalanceState } from './balance-store';
import { loadChainReader } from './load-chain-reader';

/**
 * The balance of `address` from the balance store, read from the chain when the screen opens and on `refresh()`.
 * `unavailable` is true when the API has no chain configured.
 */
export function useRdxBalance(address: string): BalanceState & { refresh: () => Promise<void>; unavailable: boolean } {
  const chain = useChainInfo();
  const info = chain.data;
  const balance = useBalance();

  const refresh = useCallback(async () => {
    if (!info || !address) return;
    await refreshRdxBalance(address, async () => (await loadChainReader()).readRdxBalance(info, address));
  }, [info, address]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const mine = balance.address === address.toLowerCase();
  return {
    ...(mine ? balance : { ...balance, rdxBalance: 0, updatedAt: null, rdxError: null }),
    rdxLoading: (mine && balance.rdxLoading) || chain.isPending,
    refresh,
    unavailable: chain.isError,
  };
}
