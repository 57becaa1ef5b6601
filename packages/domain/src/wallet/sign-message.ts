import { Wallet, getAddress, verifyMessage } from 'ethers';

/** EIP-191 personal_sign of a UTF-8 message with a derived private key. */
export function signMessage(privateKey: string, message: string): Promise<string> {
  return new Wallet(privateKey).signMessage(message);
}

/** The EIP-55 address that signed `message` (EIP-191), or null when the signature is malformed. */
export function recoverMessageSigner(message: string, signature: string): string | null {
  try {
    return getAddress(verifyMessage(message, signature));
  } catch {
    return null;
  }
}

/** True when `signature` over `message` was made by `address` (compared case-insensitively). */
export function isSignedBy(message: string, signature: string, address: string): boolean {
  const signer = recoverMessageSigner(message, signature);
  return signer !== null && signer.toLowerCase() === address.toLowerCase();
}
