// Runs the keystore's scrypt (N 131072) off the page's main thread, so the page keeps repainting its progress bar and
// answering clicks meanwhile. scrypt runs in WebAssembly in one call: the page gets an estimate of its time first.
import { encryptKeystoreJson, estimateScryptMs } from './keystore-json';
import type { KeystoreWorkerReply, KeystoreWorkerRequest } from './keystore-messages';

const reply = (message: KeystoreWorkerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<KeystoreWorkerRequest>) => {
  const { privateKey, password } = event.data;
  let lastPercent = -1;
  try {
    reply({ type: 'estimate', ms: await estimateScryptMs() });
    const json = await encryptKeystoreJson(privateKey, password, (fraction) => {
      // scrypt reports thousands of steps: send only whole-percent changes.
      const percent = Math.floor(fraction * 100);
      if (percent !== lastPercent) {
        lastPercent = percent;
        reply({ type: 'progress', fraction });
      }
    });
    reply({ type: 'done', json });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
