/** The wallet's ethers-backed functions, fetched on first use (a separate chunk). */
export function loadWalletCrypto() {
  return import('./wallet-crypto');
}
