import { computeAddress } from 'ethers';
import { sha256Hex } from './sha256.ts';

export interface DeriveWalletInput {
  /** data table A `hashed_auth_provider_id`. */
  hashedAuthProviderId: string;
  /** data table A `hashed_cpf`. */
  hashedCpf: string;
  /** The 6-digit PIN; it never leaves the browser. */
  pin: string;
  /** The user's salt from `GET /v1/wallets/evm/get-salt`. */
  salt: string;
}

export interface DerivedWallet {
  /** 0x-prefixed secp256k1 private key. */
  privateKey: string;
  /** EIP-55 checksummed address. */
  address: string;
}

/** `pin_hash = sha256(pin + salt)`. */
export function computePinHash(pin: string, salt: string): string {
  return sha256Hex(pin + salt);
}

/**
 * The wallet key of docs/design.md §4:
 * `private_key = sha256(hashed_auth_provider_id + pin_hash + hashed_cpf + salt)`, address = its secp256k1 address.
 * A wrong PIN silently gives another address; callers compare it with the bound `evm_address`.
 */
export function deriveWallet({ hashedAuthProviderId, hashedCpf, pin, salt }: DeriveWalletInput): DerivedWallet {
  // An empty part would still give a valid-looking key, so refuse it instead of deriving the wrong wallet.
  for (const [name, value] of Object.entries({ hashedAuthProviderId, hashedCpf, pin, salt })) {
    if (!value) throw new TypeError(`deriveWallet: ${name} is empty`);
  }
  const privateKey = `0x${sha256Hex(hashedAuthProviderId + computePinHash(pin, salt) + hashedCpf + salt)}`;
  return { privateKey, address: computeAddress(privateKey) };
}
