import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Of, type BlobStore } from './blob-store.ts';
import { diskStore } from './disk-store.ts';
import { s3Store } from './s3-store.ts';
import { startS3TestServer } from './s3-test-server.ts';

// One contract, two stores: the disk and a real S3-compatible server on loopback (s3rver), never a mock.
const stores: [string, () => Promise<{ store: BlobStore; stop(): Promise<void> }>][] = [
  [
    'disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-blobs-'));
      return { store: diskStore(dir), stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server = await startS3TestServer();
      return { store: s3Store(server.settings), stop: server.stop };
    },
  ],
];

describe.each(stores)('blob store contract: %s', (_name, open) => {
  let store: BlobStore;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, stop } = await open());
  });
  afterAll(() => stop());

  const bytes = Buffer.from('uma evidência de plantio\n'.repeat(1000));
  const sha = sha256Of(bytes);

  it('answers nothing for a blob it does not have', async () => {
    expect(await store.get(sha)).toBeNull();
    expect(await store.head(sha)).toBeNull();
  });

  it('keeps bytes under their hash and gives them back as a stream with their size', async () => {
    await store.put(sha, bytes);
    expect(await store.head(sha)).toBe(bytes.length);
    const found = await store.get(sha);
    expect(found?.size).toBe(bytes.length);
    expect(sha256Of(await buffer(found!.stream))).toBe(sha);
  });

  it('takes the same blob twice without harm', async () => {
    await store.put(sha, bytes);
    expect(await store.head(sha)).toBe(bytes.length);
  });

  it('refuses bytes that do not hash to the name, and names that are not a hash', async () => {
    await expect(store.put(sha256Of(Buffer.from('outro')), bytes)).rejects.toThrow();
    await expect(store.head('../../etc/passwd')).rejects.toThrow();
    await expect(store.get(sha.toUpperCase())).rejects.toThrow();
  });

  it('keeps a file (an upload) streamed under its hash, and refuses a file that does not hash to the name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-upload-'));
    try {
      const content = Buffer.from(randomBytes(3 * 1024 * 1024));
      const file = path.join(dir, 'received');
      fs.writeFileSync(file, content);
      const sha = sha256Of(content);
      await store.put(sha, { path: file, size: content.length });
      expect(await store.head(sha)).toBe(content.length);
      expect(sha256Of(await buffer((await store.get(sha))!.stream))).toBe(sha);
      const other = sha256Of(Buffer.from('outro arquivo'));
      await expect(store.put(other, { path: file, size: content.length })).rejects.toThrow();
      expect(await store.head(other)).toBeNull();
      await store.delete(sha);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('deletes a blob, and deleting a missing one is harmless', async () => {
    await store.delete(sha);
    expect(await store.head(sha)).toBeNull();
    expect(await store.get(sha)).toBeNull();
    await store.delete(sha);
  });

  it('keeps an empty blob and a large one', async () => {
    const empty = Buffer.alloc(0);
    const large = Buffer.alloc(5 * 1024 * 1024, 7);
    await store.put(sha256Of(empty), empty);
    await store.put(sha256Of(large), large);
    expect(await store.head(sha256Of(empty))).toBe(0);
    expect(sha256Of(await buffer((await store.get(sha256Of(large)))!.stream))).toBe(sha256Of(large));
  });
});

describe('disk store layout', () => {
  it('writes DATA_DIR/files/<aa>/<bb>/<sha256> and leaves no temporary file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-blobs-'));
    const bytes = Buffer.from('layout');
    const sha = sha256Of(bytes);
    await diskStore(dir).put(sha, bytes);
    expect(fs.readdirSync(path.join(dir, sha.slice(0, 2), sha.slice(2, 4)))).toEqual([sha]);
    // A file whose bytes are not the name's is copied to a temporary file, refused, and the temporary file removed.
    const wrong = path.join(dir, 'errado');
    fs.writeFileSync(wrong, 'outra coisa');
    await expect(diskStore(dir).put(sha, { path: wrong, size: 11 })).rejects.toThrow();
    expect(fs.readdirSync(path.join(dir, sha.slice(0, 2), sha.slice(2, 4)))).toEqual([sha]);
    expect(fs.readFileSync(path.join(dir, sha.slice(0, 2), sha.slice(2, 4), sha), 'utf8')).toBe('layout');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
