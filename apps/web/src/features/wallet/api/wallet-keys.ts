/** Query keys of the wallet feature: a mutation invalidates exactly what it changed. */
export const walletKeys = {
  all: ['wallet'] as const,
  dataTableA: () => [...walletKeys.all, 'data-table-a'] as const,
  salt: () => [...walletKeys.all, 'salt'] as const,
};
