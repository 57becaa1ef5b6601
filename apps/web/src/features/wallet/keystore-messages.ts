/** Messages between the page and keystore-worker.ts. */
export interface KeystoreWorkerRequest {
  privateKey: string;
  password: string;
}

export type KeystoreWorkerReply =
  | { type: 'progress'; fraction: number }
  /** How long scrypt should take here, measured on a 1/32 run: the page moves the bar by it meanwhile. */
  | { type: 'estimate'; ms: number }
  | { type: 'done'; json: string }
  | { type: 'error'; message: string };
