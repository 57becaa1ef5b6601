// The keystore file's one producer, used by the Web Worker and by the main-thread fallback alike.
import { Wallet, scrypt as ethersScrypt } from 'ethers';
import { scrypt as wasmScrypt } from 'hash-wasm';

// ethers' scrypt is plain JavaScript (about 3 s for N 131072 in Chromium); hash-wasm's, compiled to WebAssembly, gives
// the same bytes several times faster (the page's CSP allows it with 'wasm-unsafe-eval'). ethers keeps writing the
// file (salt, IV, AES-128-CTR, MAC, JSON) with its scrypt step swapped for this one. WebAssembly runs the whole
// derivation in one call, so scrypt itself reports only its start and end; estimateScryptMs lets the page move the
// bar in between.
ethersScrypt.register(async (password, salt, N, r, p, dkLen, progress) => {
  progress?.(0);
  const key = await wasmScrypt({
    password,
    salt,
    costFactor: N,
    blockSize: r,
    parallelism: p,
    hashLength: dkLen,
    outputType: 'binary',
  });
  progress?.(1);
  return key;
});

/** The keystore's scrypt (N 131072, r 8, p 1) time on this device, in ms: 32 times a run with N 4096 (WebAssembly's
 * time is linear in N), after a tiny run that compiles the module. */
export async function estimateScryptMs(): Promise<number> {
  const run = (costFactor: number) =>
    wasmScrypt({
      password: 'x',
      salt: 'estimate',
      costFactor,
      blockSize: 8,
      parallelism: 1,
      hashLength: 32,
      outputType: 'binary',
    });
  await run(16);
  const started = performance.now();
  await run(4096);
  return (performance.now() - started) * 32;
}

/**
 * Keystore JSON v3 of the key with ethers' defaults (scrypt N 131072, r 8, p 1, docs/design.md §4); `onProgress` receives
 * 0…1 while scrypt runs. ethers writes the section as "Crypto"; Web3 Secret Storage names it "crypto", and strict
 * readers (web3.js, @ethereumjs/wallet) refuse anything else, so it is renamed. ethers reads either.
 */
export async function encryptKeystoreJson(
  privateKey: string,
  password: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const json = await new Wallet(privateKey).encrypt(password, onProgress);
  const { Crypto: crypto, ...rest } = JSON.parse(json) as { Crypto: unknown } & Record<string, unknown>;
  return JSON.stringify({ ...rest, crypto });
}
