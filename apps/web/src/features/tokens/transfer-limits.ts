/** How far back "recent transfers" look: enough for weeks on a testnet, within common eth_getLogs range limits. */
export const TRANSFER_LOOKBACK_BLOCKS = 50_000;
/** At most this many transfers are listed. */
export const TRANSFER_LIMIT = 20;
