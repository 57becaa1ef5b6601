// Reads of the RDX token over JSON-RPC, through the API's read-only proxy (/v1/chain/rpc). Loaded with import() by
// the screens that show balances, so ethers stays out of every other screen.
import { Contract, JsonRpcProvider, ZeroAddress, getAddress, type EventLog, type Log } from 'ethers';
import type { ChainInfo } from '@raiz/domain/chain';
import { TRANSFER_LIMIT, TRANSFER_LOOKBACK_BLOCKS } from './transfer-limits';

const erc20Abi = [
  'function balanceOf(address owner) view returns (uint256)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
];

const providers = new Map<string, JsonRpcProvider>();

/** One provider per network: static network (no chain id probing) and batches within the proxy's limit of 20. */
function providerFor(info: ChainInfo): JsonRpcProvider {
  const url = new URL(info.rpcPath, window.location.origin).toString();
  const key = `${info.chainId}|${url}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = new JsonRpcProvider(url, info.chainId, { staticNetwork: true, batchMaxCount: 20 });
    providers.set(key, provider);
  }
  return provider;
}

function rdxContract(info: ChainInfo): Contract {
  return new Contract(info.tokenAddress, erc20Abi, providerFor(info));
}

/** The RDX balance of `address`, in base units (a decimal string; 6 decimals). */
export async function readRdxBalance(info: ChainInfo, address: string): Promise<string> {
  const raw = (await rdxContract(info).getFunction('balanceOf')(getAddress(address))) as bigint;
  return raw.toString();
}

export interface RdxTransfer {
  /** Unique per log: transaction hash and log index. */
  id: string;
  txHash: string;
  blockNumber: number;
  /** Block time in ms since the epoch, or null when the block could not be read. */
  timestamp: number | null;
  direction: 'in' | 'out';
  /** The other side; null for RDX created by the platform (a mint, from the zero address). */
  counterparty: string | null;
  /** Base units (a decimal string; 6 decimals). */
  amount: string;
}

/** Transfers to or from `address` in the last TRANSFER_LOOKBACK_BLOCKS blocks, newest first, at most TRANSFER_LIMIT. */
export async function readRdxTransfers(info: ChainInfo, address: string): Promise<RdxTransfer[]> {
  const owner = getAddress(address);
  const provider = providerFor(info);
  const contract = rdxContract(info);
  const latest = await provider.getBlockNumber();
  const fromBlock = Math.max(0, latest - TRANSFER_LOOKBACK_BLOCKS);
  const transfer = contract.getEvent('Transfer');
  const [incoming, outgoing] = await Promise.all([
    contract.queryFilter(transfer(null, owner), fromBlock, latest),
    contract.queryFilter(transfer(owner, null), fromBlock, latest),
  ]);

  const byId = new Map<string, Omit<RdxTransfer, 'timestamp'>>();
  for (const log of [...incoming, ...outgoing] as (EventLog | Log)[]) {
    if (!('args' in log)) continue;
    const from = getAddress(String(log.args[0]));
    const to = getAddress(String(log.args[1]));
    const direction = to === owner ? 'in' : 'out';
    const other = direction === 'in' ? from : to;
    const id = `${log.transactionHash}:${log.index}`;
    byId.set(id, {
      id,
      txHash: log.transactionHash,
      blockNumber: log.blockNumber,
      direction,
      counterparty: other === ZeroAddress ? null : other,
      amount: (log.args[2] as bigint).toString(),
    });
  }
  const recent = [...byId.values()]
    .sort((a, b) => b.blockNumber - a.blockNumber || b.id.localeCompare(a.id))
    .slice(0, TRANSFER_LIMIT);

  const blocks = [...new Set(recent.map((t) => t.blockNumber))];
  const times = new Map<number, number | null>();
  await Promise.all(
    blocks.map(async (n) => {
      const block = await provider.getBlock(n).catch(() => null);
      times.set(n, block ? block.timestamp * 1000 : null);
    }),
  );
  return recent.map((t) => ({ ...t, timestamp: times.get(t.blockNumber) ?? null }));
}
