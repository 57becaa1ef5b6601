import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataTableA } from '@raiz/domain/wallet/wallet-schemas';
import { apiRequest } from '../../../lib/api-client';
import { applyDataTableA, useWalletState } from '../wallet-store';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallets/evm: the signed-in user's data table A (hashes and the bound address). */
export async function getWallet(): Promise<DataTableA> {
  return (await apiRequest<{ data: DataTableA }>('GET', '/v1/wallets/evm')).data;
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.dataTableA(), queryFn: getWallet });
}

/** The wallet query, kept in step with the wallet state store; answers the query and the store's state. */
export function useWallet() {
  const query = useQuery(walletQueryOptions());
  const { data } = query;
  useEffect(() => {
    if (data) applyDataTableA(data);
  }, [data]);
  return { query, state: useWalletState() };
}
