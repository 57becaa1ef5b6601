/** The ethers-backed chain reads, fetched on first use (a separate chunk). */
export function loadChainReader() {
  return import('./chain-reader');
}
