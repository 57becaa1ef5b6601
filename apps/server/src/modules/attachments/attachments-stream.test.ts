import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '@raiz/domain';
import { DependencyUnavailableError } from '@raiz/server-kit/database-errors';
import { attachments } from '../../db/schema/index.ts';
import { postInput, reportInput } from '../content-common/content-factories.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { bigPdf, filesUnder, multipart, postMultipart } from './attachment-test-helpers.ts';
import { removeStaleUploads } from './receive-upload.ts';

// Uploads stream into a temporary file while hashed (docs/evidence.md): what is stored is what was sent (or, for an
// image, what its re-encoding made), and the temporary file never outlives the request — stored, refused, over the
// limit, the client gone mid-upload, the store down.

const t = useTestApp();
let owner: Session;
let reportId: string;
let postId: string;
beforeAll(async () => {
  owner = await signIn(t);
  const { create, newProject } = requester(t);
  const project = await newProject(owner);
  reportId = (await create(owner, '/v1/reports', reportInput({ projectId: project.id }))).id;
  postId = (await create(owner, `/v1/projects/${project.id}/posts`, postInput())).id;
}, 60_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Whatever the upload folder still holds: nothing once every request is answered. */
const uploadsLeft = () => filesUnder(t.config.uploadDir).concat(dirsUnder(t.config.uploadDir));
const dirsUnder = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

function upload(url: string, data: Buffer, filename: string) {
  return postMultipart(t, owner, url, [{ name: 'file', filename, data }]);
}

/** The app listening on a loopback port (once), for what only a real connection shows. */
let port: number | undefined;
async function listening(): Promise<number> {
  if (port === undefined) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }
  return port;
}

async function rowsOf(parentId: string) {
  const [row] = await t.app.db.select({ n: count() }).from(attachments).where(eq(attachments.parentId, parentId));
  return row!.n;
}

/** The stored blob's bytes, read back from the store. */
async function storedBytes(sha: string) {
  const found = await t.app.blobStore.get(sha);
  return found ? buffer(found.stream) : null;
}

describe('a streamed upload', () => {
  it('stores a multi-MB PDF byte for byte: the blob has the SHA-256 and size of the bytes sent', async () => {
    const pdf = bigPdf(6 * 1024 * 1024 + 123);
    const res = await upload(`/v1/reports/${reportId}/attachments`, pdf, 'laudo.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { sha256: string; size: number; type: string };
    expect(data).toMatchObject({ sha256: sha256(pdf), size: pdf.length, type: 'application/pdf' });
    const stored = await storedBytes(data.sha256);
    expect(stored?.length).toBe(pdf.length);
    expect(sha256(stored!)).toBe(sha256(pdf));
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('is idempotent per item and SHA-256: the same file sent again to the same item answers the attachment it made', async () => {
    const pdf = bigPdf(300 * 1024 + 7);
    const before = await rowsOf(reportId);
    const first = await upload(`/v1/reports/${reportId}/attachments`, pdf, 'recibo.pdf');
    const again = await upload(`/v1/reports/${reportId}/attachments`, pdf, 'recibo (1).pdf');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await rowsOf(reportId)).toBe(before + 1);
    // Other bytes are another file.
    const other = await upload(`/v1/reports/${reportId}/attachments`, bigPdf(300 * 1024 + 8), 'outro.pdf');
    expect(other.json().data.id).not.toBe(first.json().data.id);
    expect(await rowsOf(reportId)).toBe(before + 2);
  });

  it('re-encodes a multi-MB photo read from the file: the blob has the answered SHA-256 and size, same pixels size', async () => {
    const [width, height] = [2400, 1800];
    const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(`/v1/posts/${postId}/attachments`, photo, 'campo.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as { sha256: string; size: number; width: number; height: number };
    expect(data).toMatchObject({ width, height });
    const stored = await storedBytes(data.sha256);
    expect(stored?.length).toBe(data.size);
    expect(sha256(stored!)).toBe(data.sha256);
    expect(await sharp(stored!).metadata()).toMatchObject({ format: 'jpeg', width, height });
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('refuses a file over 20 MB with 413 and the Portuguese message, leaving no temporary file', async () => {
    const big = bigPdf(ATTACHMENT_MAX_BYTES + 1);
    const res = await upload(`/v1/reports/${reportId}/attachments`, big, 'grande.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'payload_too_large', message: attachmentMessages.tooLarge });
    expect(uploadsLeft()).toEqual([]);
    expect(await t.app.blobStore.head(sha256(big))).toBeNull();
  }, 60_000);

  it('answers the 413 over a real connection while the browser is still sending', async () => {
    const port = await listening();
    const form = new FormData();
    form.append('file', new Blob([bigPdf(ATTACHMENT_MAX_BYTES + 5 * 1024 * 1024)]), 'grande.pdf');
    const res = await fetch(`http://127.0.0.1:${port}/v1/reports/${reportId}/attachments`, {
      method: 'POST',
      headers: owner.headers,
      body: form,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: unknown }).error).toEqual({
      code: 'payload_too_large',
      message: attachmentMessages.tooLarge,
    });
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('takes a file of exactly 20 MB', async () => {
    const pdf = bigPdf(ATTACHMENT_MAX_BYTES);
    const res = await upload(`/v1/reports/${reportId}/attachments`, pdf, 'limite.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ sha256: sha256(pdf), size: ATTACHMENT_MAX_BYTES });
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('leaves no temporary file when the type is refused', async () => {
    const res = await upload(`/v1/posts/${postId}/attachments`, bigPdf(1024 * 1024), 'foto.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.imageOnly);
    expect(uploadsLeft()).toEqual([]);
  });

  it('leaves no temporary file and no row when the store is down (503)', async () => {
    const before = await rowsOf(reportId);
    const put = vi
      .spyOn(t.app.blobStore, 'put')
      .mockRejectedValueOnce(new DependencyUnavailableError('storage', 'disco indisponível no teste'));
    try {
      const res = await upload(`/v1/reports/${reportId}/attachments`, bigPdf(2 * 1024 * 1024), 'nota.pdf');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('service_unavailable');
    } finally {
      put.mockRestore();
    }
    expect(uploadsLeft()).toEqual([]);
    expect(await rowsOf(reportId)).toBe(before);
  });

  it('leaves no temporary file and no row when the client goes away mid-upload (real HTTP)', async () => {
    const port = await listening();
    const before = await rowsOf(reportId);
    const pdf = bigPdf(12 * 1024 * 1024);
    const body = multipart([{ name: 'file', filename: 'cortado.pdf', data: pdf }]);
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/v1/reports/${reportId}/attachments`,
      headers: { ...body.headers, ...owner.headers, 'content-length': body.payload.length },
    });
    const closed = new Promise((resolve) => request.once('close', resolve));
    request.on('error', () => {}); // the socket is destroyed on purpose
    request.write(body.payload.subarray(0, 4 * 1024 * 1024));
    // The server is writing the file: its temporary file has bytes.
    await vi.waitFor(
      () => {
        const received = filesUnder(t.config.uploadDir).map((f) => path.join(t.config.uploadDir, f));
        expect(received.some((f) => fs.statSync(f).size > 0)).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
    request.destroy();
    await closed;
    await vi.waitFor(() => expect(uploadsLeft()).toEqual([]), { timeout: 20_000, interval: 50 });
    expect(await rowsOf(reportId)).toBe(before);
    expect(await t.app.blobStore.head(sha256(pdf))).toBeNull();
  }, 60_000);
});

describe('upload folders left by a stopped process', () => {
  it('are removed at start when older than an hour; newer ones (another upload in flight) stay', async () => {
    const root = path.join(t.config.dataDir, 'tmp', 'other-uploads');
    const old = path.join(root, 'upload-antigo');
    const fresh = path.join(root, 'upload-recente');
    for (const dir of [old, fresh]) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'received'), 'bytes');
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await removeStaleUploads(root)).toBe(1);
    expect(fs.readdirSync(root)).toEqual(['upload-recente']);
  });
});
