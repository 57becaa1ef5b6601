/** Messages between the page (hash-evidence.ts) and evidence-hash-worker.ts. */
export interface EvidenceHashRequest {
  /** The original's absolute address (the public evidence route). */
  url: string;
  /** The size that was signed: progress is said when a new whole percent of it is hashed (a few times a second). */
  size: number;
}

export type EvidenceHashReply =
  /** Bytes hashed so far. */
  | { type: 'progress'; hashed: number }
  /** The file's SHA-256 and its bytes, as hashed (a PDF is offered for download from them). */
  | { type: 'done'; sha256: string; blob: Blob }
  /** The server answered with an error: its status and body, for the page to read as any API error. */
  | { type: 'http-error'; status: number; body: string }
  /** The server could not be reached, or the download broke off. */
  | { type: 'network-error'; message: string }
  | { type: 'error'; message: string };
