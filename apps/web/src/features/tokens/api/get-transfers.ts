import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainInfo } from '@raiz/domain/chain';
import { loadChainReader } from '../load-chain-reader';
import { tokenKeys } from './token-keys';

export function transfersQueryOptions(info: ChainInfo | undefined, address: string) {
  return queryOptions({
    queryKey: tokenKeys.transfers(address),
    queryFn: async () => (await loadChainReader()).readRdxTransfers(info!, address),
    enabled: Boolean(info && address),
    // Chain data moves with every certificate: re-read whenever the screen opens.
    staleTime: 0,
  });
}

/** Recent RDX transfers to or from `address` (eth_getLogs through the read-only proxy). */
export function useTransfers(info: ChainInfo | undefined, address: string) {
  return useQuery(transfersQueryOptions(info, address));
}
