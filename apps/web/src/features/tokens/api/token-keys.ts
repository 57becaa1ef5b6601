import { queryRoots } from '../../../lib/query-keys';

/** Query keys of the tokens feature. */
export const tokenKeys = {
  all: queryRoots.tokens,
  chainInfo: () => [...tokenKeys.all, 'chain-info'] as const,
  balance: (address: string) => [...queryRoots.rdxBalances, address.toLowerCase()] as const,
  transfers: (address: string) => [...tokenKeys.all, 'transfers', address.toLowerCase()] as const,
};
