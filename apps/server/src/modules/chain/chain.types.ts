/** The RDX chain as the rest of the API uses it (docs/design.md §4): the bundled Anvil chain or an external RPC. */
export interface ChainService {
  chainId: number;
  tokenAddress: string;
  /** The token's ERC-20 name(), read once at start ("Raiz Token"). */
  tokenName: string;
  /** RPC URL reachable by the server (the browser goes through /v1/chain/rpc instead). */
  rpcUrl: string;
  /**
   * Mints RDX (6 decimals) to an address with the minter key; `amount` in base units (1 RDX = 1_000_000n).
   * Resolves with the transaction hash once it is mined (at once on the dev chain); rejects if it is not.
   */
  mintRdx(to: string, amount: bigint): Promise<string>;
  /** RDX balance of an address, in base units. */
  balanceOf(address: string): Promise<bigint>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null when no chain is configured (DEV_CHAIN=off and no RPC_URL): wallet rewards are then skipped. */
    chain: ChainService | null;
  }
}
