import { z } from 'zod';

/** The RDX token as the product presents it: an ERC-20 with 6 decimals (1 RDX = 1_000_000 base units). */
export const rdxToken = { name: 'Raiz Token', symbol: 'RDX', decimals: 6 } as const;

/** GET /v1/chain/info: what the browser needs to read RDX through the read-only proxy. */
export const chainInfoSchema = z.object({
  chainId: z.number().int(),
  tokenAddress: z.string(),
  name: z.string(),
  symbol: z.literal(rdxToken.symbol),
  decimals: z.literal(rdxToken.decimals),
  /** Same-origin JSON-RPC endpoint that forwards read methods only. */
  rpcPath: z.string(),
  /** Block explorer base URL; null on the bundled dev chain. */
  explorerUrl: z.string().nullable(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;
