/** Messages between the page (hash-evidence.ts) and evidence-hash-worker.ts. */
export type EvidenceHashRequest = { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };

export type EvidenceHashReply =
  /** Bytes hashed so far. */
  | { type: 'progress'; hashed: number }
  /** The file's SHA-256 and its bytes, as hashed (a PDF is offered for download from them). */
  | { type: 'done'; sha256: string; blob: Blob }
  | { type: 'error'; message: string };
