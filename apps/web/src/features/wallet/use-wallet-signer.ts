import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { walletQueryOptions } from './api/get-wallet';
import { signWithPin } from './unlock-wallet';

/**
 * The wallet as other screens use it to sign (certificates): the bound address, and a signature made with the PIN.
 * `sign` rejects with a WalletError whose message is ready for a toast ("Falha ao assinar: PIN incorreto.").
 * Route modules pass it to the features that need a signer, so those never import the wallet feature.
 */
export function useWalletSigner() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      address: async (): Promise<string | null> => (await queryClient.fetchQuery(walletQueryOptions())).evm_address,
      sign: (message: string, pin: string) => signWithPin(queryClient, message, pin),
    }),
    [queryClient],
  );
}
