import type { FastifyBaseLogger } from 'fastify';
import {
  Contract,
  JsonRpcProvider,
  Network,
  NonceManager,
  Wallet,
  getAddress,
  isAddress,
  isError,
  type ContractTransactionResponse,
} from 'ethers';
import type { ChainService } from './chain.types.ts';
import { rdxArtifact } from './rdx-artifact.ts';

export interface ChainConnection {
  rpcUrl: string;
  tokenAddress: string;
  minterKey: string;
  /** Called by `close()` after the provider stops (the dev chain stops Anvil there). */
  onClose?: () => Promise<void>;
  log?: FastifyBaseLogger;
}

/** A mint not mined within this time is reported as failed (a public testnet can stall). */
const mintTimeoutMs = 120_000;

/** A single JSON-RPC call with a timeout, without ethers' retry loop (it logs and retries forever on a dead URL). */
export async function rpcCall<T>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
  timeoutMs = 5_000,
): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`${method}: HTTP ${res.status}`);
  const body = (await res.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'erro'}`);
  return body.result as T;
}

/**
 * Connects to the RDX chain (bundled or external) and checks the token is there. Mints go through a NonceManager so
 * concurrent wallet activations and certificates each get their own nonce instead of replacing one another.
 */
export async function connectChain(connection: ChainConnection): Promise<ChainService> {
  const { rpcUrl, minterKey } = connection;
  let chainId: number;
  try {
    chainId = Number(BigInt(await rpcCall<string>(rpcUrl, 'eth_chainId')));
  } catch (err) {
    throw new Error(`Blockchain indisponível em ${redactUrl(rpcUrl)}: ${(err as Error).message}`, { cause: err });
  }
  // The network is known now: a static network spares ethers a chain-id call before every request.
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), { staticNetwork: true, pollingInterval: 1_000 });
  const tokenAddress = getAddress(connection.tokenAddress);
  const code = await provider.getCode(tokenAddress);
  if (code === '0x') {
    provider.destroy();
    throw new Error(`RDX_TOKEN_ADDRESS: nenhum contrato em ${tokenAddress} na rede ${chainId}.`);
  }
  const minter = new NonceManager(new Wallet(minterKey, provider));
  const token = new Contract(tokenAddress, rdxArtifact().abi, minter);
  const tokenName = await (token.getFunction('name')() as Promise<string>).catch(() => 'Raiz Token');
  const minterAddress = await minter.getAddress();
  const canMint = await (async () => {
    const role = (await token.getFunction('MINTER_ROLE')()) as string;
    return (await token.getFunction('hasRole')(role, minterAddress)) as boolean;
  })().catch(() => undefined);
  if (canMint === false) {
    // Not fatal (balances still read), but every reward would fail: say so once, at start.
    connection.log?.warn({ minterAddress }, 'MINTER_PRIVATE_KEY lacks the RDX MINTER_ROLE: mints will fail');
  }

  return {
    chainId,
    tokenAddress,
    tokenName,
    rpcUrl,
    async mintRdx(to, amount) {
      if (!isAddress(to)) throw new Error('Endereço inválido para receber RDX.');
      if (amount <= 0n) throw new Error('A quantidade de RDX deve ser positiva.');
      const recipient = getAddress(to);
      for (let attempt = 1; ; attempt++) {
        let tx: ContractTransactionResponse;
        try {
          tx = (await token.getFunction('mint')(recipient, amount)) as ContractTransactionResponse;
        } catch (err) {
          // The local nonce count is off (a failed send left a gap, or another API instance used the same key):
          // start again from the chain's own count, and retry once when the nonce was the only problem.
          minter.reset();
          if (attempt < 2 && (isError(err, 'NONCE_EXPIRED') || isError(err, 'REPLACEMENT_UNDERPRICED'))) continue;
          throw err;
        }
        const receipt = await tx.wait(1, mintTimeoutMs);
        if (!receipt || receipt.status !== 1) throw new Error(`Emissão de RDX falhou (transação ${tx.hash}).`);
        return tx.hash;
      }
    },
    async balanceOf(address) {
      if (!isAddress(address)) throw new Error('Endereço inválido.');
      return (await token.getFunction('balanceOf')(getAddress(address))) as bigint;
    },
    async close() {
      provider.destroy();
      await connection.onClose?.();
    },
  };
}

/** RPC URLs of hosted providers often carry an API key in the path or query: never print it. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : '/…'}`;
  } catch {
    return '[RPC_URL]';
  }
}
