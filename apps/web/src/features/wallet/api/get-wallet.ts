import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataTableA } from '@raiz/domain/wallet/wallet-schemas';
import { apiRequest } from '../../../lib/api-client';
import { walletStateFrom } from '../wallet-state';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallets/evm: the signed-in user's data table A (hashes and the bound address). */
export async function getWallet(): Promise<DataTableA> {
  return (await apiRequest<{ data: DataTableA }>('GET', '/v1/wallets/evm')).data;
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.dataTableA(), queryFn: getWallet });
}

/** The wallet query and what follows from its answer (the address, whether the EVM functions are on). */
export function useWallet() {
  const query = useQuery(walletQueryOptions());
  return { query, state: walletStateFrom(query.data) };
}
