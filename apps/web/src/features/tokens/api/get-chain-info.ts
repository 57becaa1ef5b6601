import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChainInfo } from '@raiz/domain/chain';
import { apiRequest } from '../../../lib/api-client';
import { tokenKeys } from './token-keys';

/** GET /v1/chain/info: network and RDX contract (503 when no chain is configured). */
export async function getChainInfo(): Promise<ChainInfo> {
  return (await apiRequest<{ data: ChainInfo }>('GET', '/v1/chain/info')).data;
}

export function chainInfoQueryOptions() {
  // The network and contract do not change while the app runs.
  return queryOptions({ queryKey: tokenKeys.chainInfo(), queryFn: getChainInfo, staleTime: Infinity });
}

export function useChainInfo() {
  return useQuery(chainInfoQueryOptions());
}
