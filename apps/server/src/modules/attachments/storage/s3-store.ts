import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { connectionCodeOf, DependencyUnavailableError } from '@raiz/server-kit/database-errors';
import { assertBytesMatch, assertFileMatches, assertSha256, nullIfMissing, type BlobStore } from './blob-store.ts';

/** Attempts of a streamed write: the SDK cannot retry a stream it has read, so each attempt opens the file again. */
const FILE_PUT_ATTEMPTS = 3;

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/**
 * Blobs as objects named by their hash in an S3-compatible bucket (AWS S3, MinIO, Garage…). Path-style addressing, so
 * any endpoint works without bucket subdomains; checksums only where the protocol requires them, since not every
 * S3-compatible server knows the newer ones.
 */
export function s3Store(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Silent, as by default; only the default prints a failed streamed write on the console, which put() retries and
    // send() reports in the app's log.
    logger: { trace() {}, debug() {}, info() {}, warn() {}, error() {} },
  });
  const Bucket = settings.bucket;
  const keyOf = (sha256: string) => {
    assertSha256(sha256);
    return sha256;
  };
  const missing = (error: unknown) =>
    error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

  /**
   * The bucket's server out of reach (no connection, a timeout, a 5xx): a DependencyUnavailableError, so the answer is a
   * 503 and the log says "storage unavailable (S3 …)" rather than taking the socket error for the database's. Anything
   * else (a refused key, a missing bucket) is a configuration problem and stays as it is.
   */
  async function send<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      const code =
        connectionCodeOf(error) ??
        (['TimeoutError', 'AbortError'].includes((error as Error).name) ? 'ETIMEDOUT' : undefined);
      if (code) throw new DependencyUnavailableError('storage', `S3 ${code}`, { cause: error });
      if (status !== undefined && status >= 500)
        throw new DependencyUnavailableError('storage', `S3 HTTP ${status}`, { cause: error });
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(sha256, source) {
      if (Buffer.isBuffer(source)) {
        assertBytesMatch(sha256, source);
        await send(() =>
          client.send(new PutObjectCommand({ Bucket, Key: keyOf(sha256), Body: source, ContentLength: source.length })),
        );
        return;
      }
      // An upload's file: its hash checked first (an object once written may replace a good one), then streamed with
      // its known length, never read whole.
      await assertFileMatches(sha256, source);
      for (let attempt = 1; ; attempt++) {
        const body = fs.createReadStream(source.path);
        try {
          await send(() =>
            client.send(new PutObjectCommand({ Bucket, Key: keyOf(sha256), Body: body, ContentLength: source.size })),
          );
          return;
        } catch (error) {
          if (!(error instanceof DependencyUnavailableError) || attempt >= FILE_PUT_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
        } finally {
          body.destroy();
        }
      }
    },
    async get(sha256) {
      return nullIfMissing(missing, async () => {
        const answer = await send(() => client.send(new GetObjectCommand({ Bucket, Key: keyOf(sha256) })));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      });
    },
    async head(sha256) {
      return nullIfMissing(missing, async () => {
        const answer = await send(() => client.send(new HeadObjectCommand({ Bucket, Key: keyOf(sha256) })));
        return answer.ContentLength ?? 0;
      });
    },
    async delete(sha256) {
      await send(() => client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(sha256) })));
    },
    async ready() {
      await send(() => client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(2000) }));
    },
  };
}
