import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@raiz/domain/wallet/wallet-schemas';
import { apiRequest } from '../../../lib/api-client';
import { walletStateFrom } from '../wallet-state';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallets/evm: the signed-in user's data table A (hashes and the bound address) and pending rewards. */
export async function getWallet(): Promise<Wallet> {
  return (await apiRequest<{ data: Wallet }>('GET', '/v1/wallets/evm')).data;
}

/** While a reward is on its way (minted by the server's outbox, docs/design.md §4), asked again every 3 s. */
const REWARD_POLL_MS = 3_000;

export function walletQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.dataTableA(),
    queryFn: getWallet,
    refetchInterval: (query) => (pendingRewards(query.state.data) > 0 ? REWARD_POLL_MS : false),
  });
}

/** RDX rewards queued for the wallet and not yet minted ("Recompensa pendente"). */
export function pendingRewards(wallet: Wallet | undefined): number {
  return wallet?.rewards_pending ?? 0;
}

/** The wallet query and what follows from its answer (the address, whether the EVM functions are on). */
export function useWallet() {
  const query = useQuery(walletQueryOptions());
  return { query, state: walletStateFrom(query.data) };
}
