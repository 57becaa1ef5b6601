// Fetches one evidence original and hashes it as it downloads, off the page's main thread: the bytes never pass
// through the page, which only hears how far the hash got (a few times a second) and, at the end, the SHA-256.
import { createEvidenceHasher, hashStream } from './evidence-hasher';
import type { EvidenceHashReply, EvidenceHashRequest } from './evidence-hash-messages';

const reply = (message: EvidenceHashReply) => self.postMessage(message);
const PROGRESS_MS = 200;

async function check({ url, size }: EvidenceHashRequest) {
  const hasher = createEvidenceHasher();
  let response: Response;
  try {
    // What the server stores now, never a cached copy (the route is cached as immutable by its hash).
    response = await fetch(url, { cache: 'no-store', headers: { Accept: '*/*' } });
  } catch (error) {
    return reply({ type: 'network-error', message: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok) return reply({ type: 'http-error', status: response.status, body: await response.text() });
  const sha256 = await hasher;
  let percent = -1;
  let said = -Infinity;
  let blob: Blob;
  try {
    blob = await hashStream(response.body!, sha256, (bytes) => {
      // A new whole percent, at most every PROGRESS_MS: each message costs the page a render.
      const now = Math.floor((bytes * 100) / Math.max(size, 1));
      if (now !== percent && performance.now() - said >= PROGRESS_MS) {
        percent = now;
        said = performance.now();
        reply({ type: 'progress', hashed: bytes });
      }
    });
  } catch (error) {
    return reply({ type: 'network-error', message: error instanceof Error ? error.message : String(error) });
  }
  reply({ type: 'done', sha256: sha256.digest(), blob });
}

self.onmessage = (event: MessageEvent<EvidenceHashRequest>) => {
  check(event.data).catch((error: unknown) =>
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
