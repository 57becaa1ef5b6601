// Everything of the wallet that needs ethers, loaded with import() only when a person acts (activate, sign,
// export), so no screen pays for ethers before it needs it.
import { Wallet } from 'ethers';
import { deriveWallet, type DeriveWalletInput, type DerivedWallet } from '@raiz/domain/wallet/derive-wallet';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { encryptPinBackup, decryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { signMessage } from '@raiz/domain/wallet/sign-message';

export { deriveWallet, encryptPinBackup, decryptPinBackup, hashUserId, signMessage };
export type { DeriveWalletInput, DerivedWallet };

/**
 * Keystore JSON v3 of the key, with ethers' defaults (scrypt N 131072, r 8, p 1, DESIGN.md §4).
 * `onProgress` receives 0…1 while scrypt runs.
 */
export function encryptKeystore(
  privateKey: string,
  password: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  return new Wallet(privateKey).encrypt(password, onProgress);
}
