import fs from 'node:fs';
import path from 'node:path';
import { AbiCoder, Contract, Interface, JsonRpcProvider, Wallet, ZeroAddress, id as keccakText } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rpcCall } from './chain.service.ts';
import { devMinterKey } from './dev-chain.ts';
import { rdxArtifact } from './rdx-artifact.ts';
import { callGasCap, requestGasBudget } from './rpc-proxy.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';

const rdx = new Interface(rdxArtifact().abi);
const rdxUnits = (rdxAmount: number) => BigInt(rdxAmount) * 1_000_000n;
// Anvil's unlocked default accounts: #0 is the minter, #1 an ordinary holder of ETH.
const minterAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const otherDevKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

/** Anvil processes whose command line names this data dir's chain state (so other test files' chains don't count). */
function anvilsFor(dataDir: string): number[] {
  const stateFile = path.join(dataDir, 'chain', 'state.json');
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return path.basename(cmdline[0] ?? '') === 'anvil' && cmdline.includes(stateFile);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('bundled dev chain, RDX and the read-only RPC proxy', () => {
  let t: TestApp;
  let closed = false;
  const holder = Wallet.createRandom().address;
  const rpc = (payload: unknown) => t.app.inject({ method: 'POST', url: '/v1/chain/rpc', payload: payload as object });
  const balanceCall = (address: string, id: number = 1) => ({
    jsonrpc: '2.0',
    id,
    method: 'eth_call',
    params: [{ to: t.app.chain!.tokenAddress, data: rdx.encodeFunctionData('balanceOf', [address]) }, 'latest'],
  });

  beforeAll(async () => {
    t = await createTestApp({ DEV_CHAIN: 'on' });
  });
  afterAll(async () => {
    if (!closed) await t.close();
  });

  it('describes the chain and the RDX token', async () => {
    const res = await t.app.inject('/v1/chain/info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        chainId: 31337,
        tokenAddress: t.app.chain!.tokenAddress,
        name: 'Raiz Token',
        symbol: 'RDX',
        decimals: 6,
        rpcPath: '/v1/chain/rpc',
        explorerUrl: null,
      },
    });
    expect(t.app.chain!.tokenAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('mints RDX with the minter key, concurrent mints included', async () => {
    expect(await t.app.chain!.balanceOf(holder)).toBe(0n);
    const hash = await t.app.chain!.mintRdx(holder, rdxUnits(100));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await t.app.chain!.balanceOf(holder)).toBe(rdxUnits(100));

    // Ten certificates at once: each mint needs its own nonce or some would be dropped.
    const signer = Wallet.createRandom().address;
    await Promise.all(Array.from({ length: 10 }, () => t.app.chain!.mintRdx(signer, rdxUnits(10))));
    expect(await t.app.chain!.balanceOf(signer)).toBe(rdxUnits(100));
  });

  it("refuses a mint from anyone without MINTER_ROLE, with OpenZeppelin's error", async () => {
    const provider = new JsonRpcProvider(t.app.chain!.rpcUrl, 31337, { staticNetwork: true });
    const other = new Wallet(otherDevKey, provider);
    const token = new Contract(t.app.chain!.tokenAddress, rdxArtifact().abi, other);
    await expect(token.getFunction('mint').staticCall(holder, rdxUnits(1))).rejects.toMatchObject({
      revert: { name: 'AccessControlUnauthorizedAccount', args: [other.address, keccakText('MINTER_ROLE')] },
    });
    await expect(token.getFunction('mint')(holder, rdxUnits(1))).rejects.toThrow(/revert/);
    expect(await t.app.chain!.balanceOf(holder)).toBe(rdxUnits(100));
    provider.destroy();
  });

  it("is OpenZeppelin's ERC-20: no transfer from the zero address, OpenZeppelin's errors, 6 decimals", async () => {
    const provider = new JsonRpcProvider(t.app.chain!.rpcUrl, 31337, { staticNetwork: true });
    const spender = new Wallet(otherDevKey, provider);
    const token = new Contract(t.app.chain!.tokenAddress, rdxArtifact().abi, spender);
    try {
      // The hand-written RDX accepted this and emitted a mint-like Transfer from the zero address. OpenZeppelin 5
      // refuses it while spending the (zero) allowance of the zero address.
      await expect(token.getFunction('transferFrom').staticCall(ZeroAddress, holder, 0n)).rejects.toMatchObject({
        revert: { name: 'ERC20InvalidApprover', args: [ZeroAddress] },
      });
      await expect(token.getFunction('transfer').staticCall(holder, 1n)).rejects.toMatchObject({
        revert: { name: 'ERC20InsufficientBalance', args: [spender.address, 0n, 1n] },
      });
      await expect(token.getFunction('transferFrom').staticCall(holder, spender.address, 1n)).rejects.toMatchObject({
        revert: { name: 'ERC20InsufficientAllowance', args: [spender.address, 0n, 1n] },
      });
      expect(await token.getFunction('decimals')()).toBe(6n);
      expect(await token.getFunction('symbol')()).toBe('RDX');
      expect(await token.getFunction('hasRole')(keccakText('MINTER_ROLE'), minterAddress)).toBe(true);
    } finally {
      provider.destroy();
    }
  });

  it('forwards read calls: eth_chainId, eth_call balanceOf and the Transfer logs', async () => {
    const chainId = await rpc({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] });
    expect(chainId.statusCode).toBe(200);
    expect(chainId.json()).toEqual({ jsonrpc: '2.0', id: 7, result: '0x7a69' });
    expect(chainId.headers['x-ratelimit-limit']).toBe(String(rateLimits.chainRpc.max));

    const balance = await rpc(balanceCall(holder));
    expect(balance.statusCode).toBe(200);
    expect(rdx.decodeFunctionResult('balanceOf', balance.json().result)[0]).toBe(rdxUnits(100));

    const transfer = rdx.getEvent('Transfer')!;
    const logs = await rpc({
      jsonrpc: '2.0',
      id: 8,
      method: 'eth_getLogs',
      params: [
        {
          address: t.app.chain!.tokenAddress,
          fromBlock: '0x0',
          toBlock: 'latest',
          topics: rdx.encodeFilterTopics(transfer, [null, holder]),
        },
      ],
    });
    expect(logs.statusCode).toBe(200);
    const received = (logs.json().result as { topics: string[]; data: string }[]).map((log) => rdx.parseLog(log)!.args);
    expect(received.map((args) => [args[0], args[1], args[2]])).toEqual([
      ['0x0000000000000000000000000000000000000000', holder, rdxUnits(100)],
    ]);
  });

  it('refuses eth_sendTransaction with 403 and a JSON-RPC error, and nothing is minted', async () => {
    const attacker = Wallet.createRandom().address;
    // Anvil keeps the minter account unlocked: forwarded, this call would mint.
    const res = await rpc({
      jsonrpc: '2.0',
      id: 3,
      method: 'eth_sendTransaction',
      params: [
        {
          from: minterAddress,
          to: t.app.chain!.tokenAddress,
          data: rdx.encodeFunctionData('mint', [attacker, rdxUnits(1_000_000)]),
        },
      ],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32601, message: 'Método não permitido: eth_sendTransaction' },
    });
    expect(await t.app.chain!.balanceOf(attacker)).toBe(0n);
  });

  it('refuses eth_sendRawTransaction and Anvil cheat codes', async () => {
    const signed = await new Wallet(otherDevKey).signTransaction({
      to: holder,
      value: 1n,
      chainId: 31337,
      nonce: 0,
      gasLimit: 21_000n,
      gasPrice: 10n ** 9n,
    });
    const raw = await rpc({ jsonrpc: '2.0', id: 'a', method: 'eth_sendRawTransaction', params: [signed] });
    expect(raw.statusCode).toBe(403);
    expect(raw.json()).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      error: { code: -32601, message: 'Método não permitido: eth_sendRawTransaction' },
    });

    for (const method of ['anvil_setBalance', 'evm_mine', 'eth_accounts', 'eth_sign', 'eth_estimateGas']) {
      const res = await rpc({ jsonrpc: '2.0', id: 1, method, params: [] });
      expect(res.statusCode, method).toBe(403);
    }
  });

  it('answers a batch of reads and refuses a whole batch that contains one write', async () => {
    const reads = await rpc([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }, balanceCall(holder, 2)]);
    expect(reads.statusCode).toBe(200);
    const answers = reads.json() as { id: number; result: string }[];
    expect(answers.find((a) => a.id === 1)?.result).toBe('0x7a69');
    expect(rdx.decodeFunctionResult('balanceOf', answers.find((a) => a.id === 2)!.result)[0]).toBe(rdxUnits(100));

    const mixed = await rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      {
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_sendTransaction',
        params: [{ from: minterAddress, to: holder, value: '0x1' }],
      },
    ]);
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json()).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Lote recusado: contém um método não permitido.' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Método não permitido: eth_sendTransaction' } },
    ]);

    const tooBig = await rpc(Array.from({ length: 21 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' })));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe('Lote grande demais: no máximo 20 chamadas.');
  });

  describe('cost of eth_call', () => {
    // Runtime code only, set with Anvil's cheat code (on the chain itself, not through the proxy): a loop that never
    // ends and hashes 32 KiB each turn (JUMPDEST; KECCAK256(0, 0x8000); POP; JUMP 0: about 1.3 s for 30 M gas on
    // Anvil here), and a probe that returns the gas it was left (GAS; MSTORE; RETURN).
    const loop = '0x000000000000000000000000000000000000100a';
    const probe = '0x000000000000000000000000000000000000100b';
    const thirtyMillion = '0x1c9c380';
    const gasLeft = (result: string) => AbiCoder.defaultAbiCoder().decode(['uint256'], result)[0] as bigint;
    const call = (to: string, extra: object = {}, id = 1, rest: unknown[] = []) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_call',
      params: [{ to, ...extra }, 'latest', ...rest],
    });

    beforeAll(async () => {
      await rpcCall(t.app.chain!.rpcUrl, 'anvil_setCode', [loop, '0x5b61800060002050600056']);
      await rpcCall(t.app.chain!.rpcUrl, 'anvil_setCode', [probe, '0x5a60005260206000f3']);
    });

    it('runs every eth_call with at most the gas cap, whatever gas it asks for', async () => {
      for (const extra of [{ gas: thirtyMillion }, {}, { gasLimit: thirtyMillion }, { gas: 'muito' }]) {
        const res = await rpc(call(probe, extra));
        expect(res.statusCode).toBe(200);
        const left = gasLeft(res.json().result);
        expect(left, JSON.stringify(extra)).toBeLessThan(callGasCap);
        expect(left, JSON.stringify(extra)).toBeGreaterThan(callGasCap - 30_000n);
      }
      // Less than the cap is kept as asked.
      expect(gasLeft((await rpc(call(probe, { gas: '0xc350' }))).json().result)).toBeLessThan(50_000n);
      // A state override cannot swap the probe for the loop: overrides are not forwarded.
      const overridden = await rpc(call(probe, { gas: thirtyMillion }, 1, [{ [probe]: { code: '0x5b600056' } }]));
      expect(gasLeft(overridden.json().result)).toBeLessThan(callGasCap);
    });

    it('cuts a contract that loops forever off fast, alone or in a batch, with a JSON-RPC error', async () => {
      let started = performance.now();
      const res = await rpc(call(loop, { gas: thirtyMillion }, 9));
      // About 45 ms here with the cap; 1.3 s without it.
      expect(performance.now() - started).toBeLessThan(600);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        jsonrpc: '2.0',
        id: 9,
        error: { message: expect.stringMatching(/out ?of ?gas/i) },
      });

      started = performance.now();
      const batch = await rpc(Array.from({ length: 20 }, (_, i) => call(loop, { gas: thirtyMillion }, i)));
      // The batch shares the budget of one request: about 90 ms here; 20 × 1.3 s without it.
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(batch.json()).toHaveLength(20);
      for (const answer of batch.json() as { error?: { message: string } }[])
        expect(answer.error?.message).toMatch(/out ?of ?gas/i);
    });

    it('shares one gas budget among the eth_calls of a batch', async () => {
      const batch = await rpc(Array.from({ length: 20 }, (_, i) => call(probe, { gas: thirtyMillion }, i)));
      expect(batch.statusCode).toBe(200);
      const answers = batch.json() as { id: number; result: string }[];
      expect(answers).toHaveLength(20);
      const share = requestGasBudget / 20n;
      for (const answer of answers) expect(gasLeft(answer.result)).toBeLessThan(share);
      // Still plenty for the reads a screen makes.
      const balances = await rpc(Array.from({ length: 20 }, (_, i) => balanceCall(holder, i)));
      for (const answer of balances.json() as { result: string }[]) {
        expect(rdx.decodeFunctionResult('balanceOf', answer.result)[0]).toBe(rdxUnits(100));
      }
    });

    it('refuses an eth_call whose call is not an object', async () => {
      for (const params of [[], ['0x00', 'latest'], { to: probe }]) {
        const res = await rpc({ jsonrpc: '2.0', id: 2, method: 'eth_call', params });
        expect(res.statusCode, JSON.stringify(params)).toBe(400);
        expect(res.json()).toEqual({
          jsonrpc: '2.0',
          id: 2,
          error: { code: -32600, message: 'Requisição JSON-RPC inválida.' },
        });
      }
    });
  });

  it('limits calls per IP to what a screen needs, then answers 429 with a JSON-RPC error', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/chain/rpc',
        remoteAddress,
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
    for (let i = 0; i < rateLimits.chainRpc.max; i++) expect((await from('198.51.100.7')).statusCode).toBe(200);
    const limited = await from('198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'Muitas requisições. Aguarde um pouco e tente novamente.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.8')).statusCode).toBe(200);
  });

  it('answers malformed calls with 400 and oversized bodies with 413', async () => {
    const noMethod = await rpc({ jsonrpc: '2.0', id: 4 });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json()).toEqual({
      jsonrpc: '2.0',
      id: 4,
      error: { code: -32600, message: 'Requisição JSON-RPC inválida.' },
    });

    const huge = await rpc({
      jsonrpc: '2.0',
      id: 5,
      method: 'eth_call',
      params: [{ data: `0x${'00'.repeat(40_000)}` }],
    });
    expect(huge.statusCode).toBe(413);
    // The proxy answers only its own 429 as JSON-RPC; the app's error handler answers the rest.
    expect(huge.json()).toEqual({
      error: { code: 'payload_too_large', message: 'O conteúdo enviado é grande demais.' },
    });
  });

  it('uses an external chain given RPC_URL, RDX_TOKEN_ADDRESS and MINTER_PRIVATE_KEY, and leaves it running', async () => {
    const { rpcUrl, tokenAddress } = t.app.chain!;
    const external = { RPC_URL: rpcUrl, RDX_TOKEN_ADDRESS: tokenAddress, MINTER_PRIVATE_KEY: devMinterKey };
    const other = await buildApp(testConfig(external), { database: t.database });
    const reader = Wallet.createRandom().address;
    try {
      expect((await other.inject('/v1/chain/info')).json().data).toMatchObject({ chainId: 31337, tokenAddress });
      await other.chain!.mintRdx(reader, rdxUnits(1));
      // The bundled app's nonce count is now stale: its next mint must still go through.
      await t.app.chain!.mintRdx(reader, rdxUnits(2));
      expect(await other.chain!.balanceOf(reader)).toBe(rdxUnits(3));
    } finally {
      await other.close();
    }
    expect(anvilsFor(t.config.dataDir)).toHaveLength(1);
    expect(await t.app.chain!.balanceOf(reader)).toBe(rdxUnits(3));

    const noToken = testConfig({ ...external, RDX_TOKEN_ADDRESS: holder });
    await expect(buildApp(noToken, { database: t.database })).rejects.toThrow(
      `RDX_TOKEN_ADDRESS: nenhum contrato em ${holder} na rede 31337.`,
    );
  });

  it('without a chain (DEV_CHAIN=off, no RPC_URL) leaves app.chain null and answers 503 "Blockchain indisponível."', async () => {
    const noChain = await buildApp(testConfig(), { database: t.database });
    try {
      expect(noChain.chain).toBeNull();
      const info = await noChain.inject('/v1/chain/info');
      expect(info.statusCode).toBe(503);
      expect(info.json()).toEqual({ error: { code: 'chain_unavailable', message: 'Blockchain indisponível.' } });

      const res = await noChain.inject({
        method: 'POST',
        url: '/v1/chain/rpc',
        payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32603, message: 'Blockchain indisponível.' },
      });
    } finally {
      await noChain.close();
    }
  });

  it('stops Anvil on close and keeps balances across a restart', async () => {
    const { dataDir } = t.config;
    const tokenAddress = t.app.chain!.tokenAddress;
    expect(anvilsFor(dataDir)).toHaveLength(1);
    await t.app.close();
    closed = true;
    expect(anvilsFor(dataDir)).toEqual([]);

    // Same DATA_DIR, same database (the app does not own it, so closing the app left it open).
    const again = await buildApp(testConfig({ DEV_CHAIN: 'on', DATA_DIR: dataDir }), { database: t.database });
    try {
      expect(again.chain!.tokenAddress).toBe(tokenAddress);
      expect(await again.chain!.balanceOf(holder)).toBe(rdxUnits(100));
    } finally {
      await again.close();
      await t.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(anvilsFor(dataDir)).toEqual([]);
  });
});
