// The page of `npm run bench:keystore`: the wallet's own export (encrypt-keystore.ts, its Web Worker and scrypt), timed
// as the person waits for it, from the click to the file.
import { encryptKeystore } from '../../apps/web/src/features/wallet/encrypt-keystore.ts';

globalThis.exportKeystore = async (privateKey, password) => {
  const progress = [];
  const started = performance.now();
  const json = await encryptKeystore(privateKey, password, (fraction) => progress.push(fraction));
  return { ms: performance.now() - started, progress, json };
};
