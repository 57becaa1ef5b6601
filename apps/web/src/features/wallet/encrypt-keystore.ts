import { loadWalletCrypto } from './load-wallet-crypto';
import type { KeystoreWorkerReply, KeystoreWorkerRequest } from './keystore-messages';

/**
 * Keystore JSON v3 of the key with ethers' defaults (scrypt N 131072, r 8, p 1, DESIGN.md §4); `onProgress` gets
 * 0…1. Runs in a Web Worker so the page stays responsive; where workers are missing it runs here instead.
 */
export function encryptKeystore(
  privateKey: string,
  password: string,
  onProgress: (fraction: number) => void,
): Promise<string> {
  if (typeof Worker === 'undefined') {
    return loadWalletCrypto().then(({ encryptKeystore: encryptHere }) => encryptHere(privateKey, password, onProgress));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./keystore-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<KeystoreWorkerReply>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(message.fraction);
      else if (message.type === 'done') {
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
