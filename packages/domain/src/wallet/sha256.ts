import { sha256, toUtf8Bytes } from 'ethers';

/**
 * Lowercase hex SHA-256 of a string's UTF-8 bytes, without "0x" (docs/design.md §4).
 * Synchronous on purpose: ethers hashes with node:crypto in Node and a pure implementation in the browser,
 * so the derivation gives the same answer on both sides without awaiting WebCrypto.
 */
export function sha256Hex(text: string): string {
  return sha256(toUtf8Bytes(text)).slice(2);
}
