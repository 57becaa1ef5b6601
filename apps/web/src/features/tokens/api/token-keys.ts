/** Query keys of the tokens feature. */
export const tokenKeys = {
  all: ['tokens'] as const,
  chainInfo: () => [...tokenKeys.all, 'chain-info'] as const,
  transfers: (address: string) => [...tokenKeys.all, 'transfers', address.toLowerCase()] as const,
};
