/**
 * What certifying needs of a wallet. The route module passes the wallet feature's signer (useWalletSigner), so this
 * feature never imports the wallet one.
 */
export interface CertificateSigner {
  /** The bound wallet address, or null when the wallet is not activated. */
  address: () => Promise<string | null>;
  /**
   * EIP-191 signature of `message` with the key derived from `pin`. Rejects with an Error whose message is ready to
   * show; `reason: 'wrong-pin'` marks a wrong PIN.
   */
  sign: (message: string, pin: string) => Promise<{ signature: string; address: string }>;
}
