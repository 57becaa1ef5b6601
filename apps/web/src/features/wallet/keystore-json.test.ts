import { Wallet as EthereumjsWallet } from '@ethereumjs/wallet';
import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { encryptKeystore } from './encrypt-keystore';

// jsdom swaps in its own Uint8Array, while node:crypto returns Node's, so byte checks fail in this environment only; a
// browser has one realm. Restore Node's. (jsdom has no Worker either: the export runs the main-thread path.)
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const privateKey = `0x${'4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'}`;
const password = 'arquivo-seguro-123';

describe('keystore export', () => {
  it('writes a v3 file (lowercase "crypto") that an independent strict reader and ethers both open', async () => {
    const progress: number[] = [];
    const json = await encryptKeystore(privateKey, password, (fraction) => progress.push(fraction));
    const file = JSON.parse(json) as Record<string, unknown>;
    expect(file).not.toHaveProperty('Crypto');
    expect(file).toMatchObject({
      version: 3,
      crypto: { cipher: 'aes-128-ctr', kdf: 'scrypt', kdfparams: { n: 131072, r: 8, p: 1, dklen: 32 } },
    });
    expect(progress.at(-1)).toBe(1);

    // @ethereumjs/wallet in its default strict mode, with its own scrypt and AES: the same key comes back.
    const independent = await EthereumjsWallet.fromV3(json, password);
    expect(independent.getPrivateKeyString()).toBe(privateKey);
    expect(independent.getChecksumAddressString()).toBe(new Wallet(privateKey).address);

    const opened = await Wallet.fromEncryptedJson(json, password);
    expect(opened.privateKey).toBe(privateKey);
  }, 120_000);
});
