/**
 * What co-signing needs of a wallet: the route module passes the wallet feature's signer (useWalletSigner, the same
 * one the certification dialog uses), so this feature never imports the wallet one.
 */
export interface VerificationSigner {
  /** The bound wallet address, or null when the wallet is not activated. */
  address: () => Promise<string | null>;
  /** EIP-191 signature of `message` with the key derived from `pin`; a wrong PIN rejects with `reason: 'wrong-pin'`. */
  sign: (message: string, pin: string) => Promise<{ signature: string; address: string }>;
}
