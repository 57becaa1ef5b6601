// Runs the keystore's scrypt (N 131072) off the page's main thread: ethers' scrypt only yields to microtasks, so on
// the main thread the page could not repaint its progress bar, nor answer clicks, for the seconds it takes.
import { Wallet } from 'ethers';
import type { KeystoreWorkerReply, KeystoreWorkerRequest } from './keystore-messages';

const reply = (message: KeystoreWorkerReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<KeystoreWorkerRequest>) => {
  const { privateKey, password } = event.data;
  let lastPercent = -1;
  try {
    const json = await new Wallet(privateKey).encrypt(password, (fraction) => {
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
