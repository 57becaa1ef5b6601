import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ContractFactory, JsonRpcProvider, Network, Wallet, getAddress } from 'ethers';
import { rdxArtifact } from './rdx-artifact.ts';

export const devChainId = 31337;
/** Anvil's first default account (mnemonic "test test … junk"): public knowledge, fine for a local dev chain only. */
export const devMinterKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface DevChain {
  rpcUrl: string;
  port: number;
  chainId: number;
  tokenAddress: string;
  minterKey: string;
  /** Milliseconds from spawning Anvil to RDX being usable. */
  startupMs: number;
  stop(): Promise<void>;
}

const arch: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/** The Anvil binary shipped by @foundry-rs/anvil's platform package (its postinstall is not needed). */
export function resolveAnvilBinary(): string {
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch[process.arch] ?? process.arch}`;
  const notFound = `Anvil não encontrado (${platformPackage}): rode npm install, ou use uma rede externa com RPC_URL, RDX_TOKEN_ADDRESS e MINTER_PRIVATE_KEY, ou desligue com DEV_CHAIN=off.`;
  try {
    const require = createRequire(import.meta.url);
    const anvilPackage = require.resolve('@foundry-rs/anvil/package.json');
    const platformJson = createRequire(anvilPackage).resolve(`${platformPackage}/package.json`);
    const binary = path.join(path.dirname(platformJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
    fs.accessSync(binary, fs.constants.X_OK);
    return binary;
  } catch {
    throw new Error(notFound);
  }
}

/**
 * POSIX watchdog around Anvil: when our process goes away in any way (close, crash, SIGKILL, Ctrl+C) its end of
 * stdin closes, and the watchdog sends Anvil SIGTERM, which makes Anvil write its state file and exit. No orphans.
 * INT is ignored so Ctrl+C in a terminal goes through the server's own shutdown, which stops Anvil the same way.
 */
const watchdogScript = `
trap '' INT
exec 3<&0
"$0" "$@" </dev/null 3<&- &
a=$!
echo "raiz-anvil-pid $a"
( read -r _ <&3; kill "$a" 2>/dev/null ) &
w=$!
exec 3<&-
wait "$a"
s=$?
kill "$w" 2>/dev/null
exit $s
`;

interface Spawned {
  child: ChildProcessWithoutNullStreams;
  port: number;
  anvilPid: number;
}

function spawnAnvil(binary: string, args: string[], timeoutMs: number): Promise<Spawned> {
  const child =
    process.platform === 'win32'
      ? spawn(binary, args, { stdio: 'pipe', windowsHide: true })
      : spawn('/bin/sh', ['-c', watchdogScript, binary, ...args], { stdio: 'pipe' });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    let anvilPid = child.pid ?? 0;
    const fail = (reason: string) => {
      cleanup();
      child.kill('SIGKILL');
      if (anvilPid && anvilPid !== child.pid) tryKill(anvilPid, 'SIGKILL');
      const detail = (err || out).trim().split('\n').slice(-3).join(' | ');
      reject(new Error(`Anvil não iniciou: ${reason}${detail ? ` (${detail})` : ''}`));
    };
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const pid = /raiz-anvil-pid (\d+)/.exec(out);
      if (pid) anvilPid = Number(pid[1]);
      const listening = /Listening on [^\s:]+:(\d+)/.exec(out);
      if (listening) {
        cleanup();
        // Anvil logs every RPC call: keep draining its output so the pipe never fills up and blocks it.
        child.stdout.resume();
        child.stderr.resume();
        resolve({ child, port: Number(listening[1]), anvilPid });
      }
    };
    const onErr = (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4_000);
    };
    const onExit = (code: number | null) => fail(`saiu com código ${code}`);
    const onSpawnError = (e: Error) => fail(e.message);
    const timer = setTimeout(() => fail(`sem resposta em ${timeoutMs} ms`), timeoutMs);
    function cleanup() {
      clearTimeout(timer);
      child.stdout.off('data', onOut);
      child.stderr.off('data', onErr);
      child.off('exit', onExit);
      child.off('error', onSpawnError);
    }
    child.stdout.on('data', onOut);
    child.stderr.on('data', onErr);
    child.once('exit', onExit);
    child.once('error', onSpawnError);
  });
}

function tryKill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function waitForExit(child: ChildProcessWithoutNullStreams, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

interface DeploymentRecord {
  address: string;
  chainId: number;
  txHash?: string;
}

/** Reuses the RDX recorded in rdx.json when that address still holds the current code; deploys it otherwise. */
async function ensureRdx(rpcUrl: string, chainDir: string, log: FastifyBaseLogger): Promise<string> {
  const artifact = rdxArtifact();
  const recordFile = path.join(chainDir, 'rdx.json');
  const provider = new JsonRpcProvider(rpcUrl, Network.from(devChainId), { staticNetwork: true });
  try {
    let record: DeploymentRecord | undefined;
    try {
      record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as DeploymentRecord;
    } catch {
      record = undefined;
    }
    if (record?.address) {
      const code = await provider.getCode(record.address);
      if (code.toLowerCase() === artifact.deployedBytecode.toLowerCase()) return getAddress(record.address);
      log.warn(
        { previous: record.address },
        code === '0x'
          ? 'dev chain state was lost: deploying RDX again'
          : 'RDX contract changed: deploying the new version',
      );
    }
    const deployer = new Wallet(devMinterKey, provider);
    const contract = await new ContractFactory(artifact.abi, artifact.bytecode, deployer).deploy();
    await contract.waitForDeployment();
    const address = getAddress(await contract.getAddress());
    const deployed: DeploymentRecord = { address, chainId: devChainId, txHash: contract.deploymentTransaction()?.hash };
    fs.writeFileSync(recordFile, `${JSON.stringify(deployed, null, 2)}\n`);
    return address;
  } finally {
    provider.destroy();
  }
}

/**
 * Starts the bundled dev chain: Anvil on 127.0.0.1 (free port, chain id 31337) with its state in
 * DATA_DIR/chain/state.json, written on exit and every 30 s, so balances survive a restart; RDX deployed on first
 * start (or again when the state was lost or the contract changed), its address kept in DATA_DIR/chain/rdx.json.
 */
export async function startDevChain(options: { dataDir: string; log: FastifyBaseLogger }): Promise<DevChain> {
  const started = performance.now();
  const binary = resolveAnvilBinary();
  const chainDir = path.join(options.dataDir, 'chain');
  fs.mkdirSync(chainDir, { recursive: true });
  const stateFile = path.join(chainDir, 'state.json');
  // prettier-ignore
  const args = [
    '--host', '127.0.0.1',
    '--port', '0', // Anvil picks a free port and prints it
    '--chain-id', String(devChainId),
    '--state', stateFile,
    '--state-interval', '30',
  ];

  let spawned: Spawned;
  try {
    spawned = await spawnAnvil(binary, args, 15_000);
  } catch (err) {
    if (!fs.existsSync(stateFile)) throw err;
    // A state file Anvil cannot load (e.g. cut short by a power loss) must not keep the platform down.
    const aside = `${stateFile}.unreadable-${Date.now()}`;
    fs.renameSync(stateFile, aside);
    options.log.warn({ err, movedTo: aside }, 'dev chain state unreadable: starting a fresh chain');
    spawned = await spawnAnvil(binary, args, 15_000);
  }
  const { child, port, anvilPid } = spawned;

  // Last resort when the process exits without closing the app (the watchdog covers the rest; Windows has none).
  const onProcessExit = () => tryKill(anvilPid, 'SIGTERM');
  process.on('exit', onProcessExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', onProcessExit);
      if (process.platform === 'win32') child.kill();
      else child.stdin.end(); // the watchdog sends SIGTERM; Anvil dumps its state, then both exit
      if (!(await waitForExit(child, 10_000))) {
        tryKill(anvilPid, 'SIGKILL');
        child.kill('SIGKILL');
        await waitForExit(child, 2_000);
      }
    })();
    return stopping;
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    const tokenAddress = await ensureRdx(rpcUrl, chainDir, options.log);
    return {
      rpcUrl,
      port,
      chainId: devChainId,
      tokenAddress,
      minterKey: devMinterKey,
      startupMs: Math.round(performance.now() - started),
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
