/** Messages between the page and keystore-worker.ts. */
export interface KeystoreWorkerRequest {
  privateKey: string;
  password: string;
}

export type KeystoreWorkerReply =
  { type: 'progress'; fraction: number } | { type: 'done'; json: string } | { type: 'error'; message: string };
