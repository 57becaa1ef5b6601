import type { Config } from '../../../config.ts';
import type { BlobStore } from './blob-store.ts';
import { diskStore } from './disk-store.ts';
import { s3Store } from './s3-store.ts';

/** The store the configuration names: S3 when S3_BUCKET is set, else the disk under DATA_DIR/files. */
export function openBlobStore(storage: Config['storage']): BlobStore {
  return storage.kind === 's3' ? s3Store(storage) : diskStore(storage.dir);
}
