// Hashes one evidence file off the page's main thread: the page hands over each chunk as it downloads, this worker
// feeds it to an incremental SHA-256 and says how far it got, so the page only repaints a progress bar.
import { createEvidenceHasher } from './evidence-hasher';
import type { EvidenceHashReply, EvidenceHashRequest } from './evidence-hash-messages';

const reply = (message: EvidenceHashReply) => self.postMessage(message);
const hasher = createEvidenceHasher();
const chunks: Uint8Array<ArrayBuffer>[] = [];
let hashed = 0;
// Messages are handled one after another, in the order sent, behind the hasher's start.
let queue: Promise<unknown> = hasher;

self.onmessage = (event: MessageEvent<EvidenceHashRequest>) => {
  const message = event.data;
  queue = queue.then(async () => {
    const sha256 = await hasher;
    if (message.type === 'chunk') {
      sha256.update(message.bytes);
      chunks.push(message.bytes as Uint8Array<ArrayBuffer>);
      hashed += message.bytes.byteLength;
      reply({ type: 'progress', hashed });
    } else {
      reply({ type: 'done', sha256: sha256.digest(), blob: new Blob(chunks) });
    }
  });
  queue.catch((error: unknown) =>
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
