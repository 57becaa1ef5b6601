import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallets/evm/get-salt (docs/product.md §7): the user's salt, which the main API asks of the recovery API. */
export async function getSalt(): Promise<string> {
  return (await apiRequest<{ data: { salt: string } }>('GET', '/v1/wallets/evm/get-salt')).data.salt;
}

/**
 * The salt never changes, so it is asked once per session (the endpoint is rate-limited) and kept only in memory;
 * the query cache is cleared at logout.
 */
export function saltQueryOptions() {
  return queryOptions({ queryKey: walletKeys.salt(), queryFn: getSalt, staleTime: Infinity });
}
