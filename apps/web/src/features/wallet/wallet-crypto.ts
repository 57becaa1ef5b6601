// Everything of the wallet that needs ethers, loaded with import() only when a person acts (activate, sign,
// export), so no screen pays for ethers before it needs it.
import { deriveWallet, type DeriveWalletInput, type DerivedWallet } from '@raiz/domain/wallet/derive-wallet';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { encryptPinBackup, decryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { encryptKeystoreJson } from './keystore-json';

export { deriveWallet, encryptPinBackup, decryptPinBackup, hashUserId, signMessage };
export { encryptKeystoreJson };
export type { DeriveWalletInput, DerivedWallet };
