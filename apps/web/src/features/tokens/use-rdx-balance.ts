// The RDX balance of an address, read from the chain through the API's RPC proxy: a query like any other server
// data (cached per address, deduplicated, forgotten at logout), read again each time a screen showing it opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainInfo } from '@raiz/domain/chain';
import { useChainInfo } from './api/get-chain-info';
import { tokenKeys } from './api/token-keys';
import { loadChainReader } from './load-chain-reader';

export const BALANCE_ERROR_MESSAGE = 'Não foi possível ler o saldo na blockchain agora. Tente atualizar.';

export function rdxBalanceQueryOptions(info: ChainInfo | undefined, address: string) {
  return queryOptions({
    queryKey: tokenKeys.balance(address),
    queryFn: async () => {
      try {
        return await (await loadChainReader()).readRdxBalance(info!, address);
      } catch (error) {
        console.warn('Falha ao ler o saldo de RDX:', error instanceof Error ? error.message : error);
        throw error;
      }
    },
    enabled: Boolean(info && address),
    staleTime: 0,
    retry: false,
  });
}

export interface RdxBalanceView {
  /** Base units (a decimal string), null before the first read. */
  baseUnits: string | null;
  rdxLoading: boolean;
  /** When the balance was last read (ms since the epoch). */
  updatedAt: number | null;
  /** Portuguese message of the last failed read, cleared by the next success. */
  rdxError: string | null;
  refresh: () => Promise<unknown>;
  /** The API has no chain configured. */
  unavailable: boolean;
}

export function useRdxBalance(address: string): RdxBalanceView {
  const chain = useChainInfo();
  const balance = useQuery(rdxBalanceQueryOptions(chain.data, address));
  return {
    baseUnits: balance.data ?? null,
    rdxLoading: balance.isFetching || chain.isPending,
    updatedAt: balance.dataUpdatedAt || null,
    rdxError: balance.isError ? BALANCE_ERROR_MESSAGE : null,
    refresh: () => balance.refetch(),
    unavailable: chain.isError,
  };
}
