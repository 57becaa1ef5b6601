/** The certificate checks (they need ethers), fetched on first use as a separate chunk. */
export function loadCertificateCrypto() {
  return import('./verify-certificate');
}
