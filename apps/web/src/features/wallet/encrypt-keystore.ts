import { loadWalletCrypto } from './load-wallet-crypto';
import type { KeystoreWorkerReply, KeystoreWorkerRequest } from './keystore-messages';

/**
 * Keystore JSON v3 of the key with ethers' defaults (scrypt N 131072, r 8, p 1, docs/design.md §4); `onProgress` gets
 * 0…1. Runs in a Web Worker so the page stays responsive; where workers are missing it runs here instead.
 */
export function encryptKeystore(
  privateKey: string,
  password: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  if (typeof Worker === 'undefined') {
    return loadWalletCrypto().then(({ encryptKeystoreJson }) => encryptKeystoreJson(privateKey, password, onProgress));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./keystore-worker.ts', import.meta.url), { type: 'module' });
    // While scrypt runs in one WebAssembly call, the bar follows the time the worker measured it should take (up to
    // 95 %); the worker's own 100 % ends it.
    let ticking: ReturnType<typeof setInterval> | undefined;
    const finish = () => {
      clearInterval(ticking);
      worker.terminate();
    };
    worker.onmessage = (event: MessageEvent<KeystoreWorkerReply>) => {
      const message = event.data;
      if (message.type === 'estimate') {
        const started = performance.now();
        clearInterval(ticking);
        ticking = setInterval(() => onProgress(Math.min(0.95, (performance.now() - started) / message.ms)), 50);
      } else if (message.type === 'progress') {
        if (message.fraction >= 1) clearInterval(ticking);
        onProgress(message.fraction);
      } else if (message.type === 'done') {
        finish();
        resolve(message.json);
      } else {
        finish();
        reject(new Error(`Não foi possível gerar o arquivo de chave: ${message.message}`));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`Não foi possível gerar o arquivo de chave: ${event.message || 'erro no processamento'}`));
    };
    const request: KeystoreWorkerRequest = { privateKey, password };
    worker.postMessage(request);
  });
}
