import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { createTestApp, requester, signIn, type TestApp } from '../../test/test-app.ts';
import { postInput } from '../content-common/content-factories.ts';
import { bigPdf, filesUnder, photoWithGps, postMultipart } from './attachment-test-helpers.ts';
import { startS3TestServer } from './storage/s3-test-server.ts';

// The same API with its files in an S3-compatible bucket (s3rver on loopback, never a mock), switched by the S3_*
// settings alone; and the secret key never reaches a log line, even when the bucket refuses it.

const secret = 'segredo-do-bucket-que-nao-pode-vazar-9f8e7d';
const lines: string[] = [];
const outageLines: string[] = [];
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let t: TestApp;
let refused: TestApp;
let unreachable: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp(settingsOf(s3.settings.secretAccessKey));
  // A bucket that does not exist: every write is refused by the server.
  refused = await createTestApp(
    { ...settingsOf(secret), S3_BUCKET: 'balde-inexistente', LOG_LEVEL: 'trace' },
    undefined,
    {
      logStream: { write: (line: string) => lines.push(line) },
    },
  );
  // A bucket on a port nothing listens on: the storage is down, the database is not.
  unreachable = await createTestApp(
    { ...settingsOf(secret), S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`, LOG_LEVEL: 'warn' },
    undefined,
    { logStream: { write: (line: string) => outageLines.push(line) } },
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
  await refused?.close();
  await unreachable?.close();
  await s3?.stop();
});

const settingsOf = (secret: string) => ({
  S3_ENDPOINT: s3.settings.endpoint!,
  S3_BUCKET: s3.settings.bucket,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: secret,
  S3_REGION: s3.settings.region,
});

async function postOf(t: TestApp) {
  const owner = await signIn(t);
  const { create, newProject } = requester(t);
  const project = await newProject(owner);
  const post = await create(owner, `/v1/projects/${project.id}/posts`, postInput());
  const upload = async () =>
    postMultipart(t, owner, `/v1/posts/${post.id}/attachments`, [
      { name: 'file', filename: 'campo.jpg', data: await photoWithGps() },
    ]);
  return { owner, post, project, upload };
}

describe('attachments in an S3-compatible bucket', () => {
  it('stores, serves and deletes files there', async () => {
    expect(t.config.storage.kind).toBe('s3');
    expect(t.app.blobStore.kind).toBe('s3');
    const { owner, post, upload } = await postOf(t);
    const res = await upload();
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const file = await t.app.inject({ url: data.url, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(data.sha256);
    expect(await t.app.blobStore.head(data.sha256)).toBe(data.size);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/posts/${post.id}/attachments/${data.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.blobStore.head(data.sha256)).toBeNull();
  }, 60_000);

  it('streams a multi-MB PDF from the upload file to the bucket: the object is the bytes sent, nothing left behind', async () => {
    const { owner, project } = await postOf(t);
    const pdf = bigPdf(7 * 1024 * 1024 + 5);
    const res = await postMultipart(t, owner, `/v1/projects/${project.id}/attachments`, [
      { name: 'file', filename: 'laudo.pdf', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const sha = createHash('sha256').update(pdf).digest('hex');
    expect(res.json().data).toMatchObject({ sha256: sha, size: pdf.length });
    expect(await t.app.blobStore.head(sha)).toBe(pdf.length);
    const stored = await buffer((await t.app.blobStore.get(sha))!.stream);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(sha);
    expect(filesUnder(t.config.uploadDir)).toEqual([]);
  }, 60_000);

  it('answers 503 while S3 is unreachable, logs "storage unavailable (S3 …)", and /readyz names the storage', async () => {
    const { upload } = await postOf(unreachable);
    const res = await upload();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
      },
    });
    const messages = outageLines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain('storage unavailable (S3 ECONNREFUSED)');
    expect(messages.filter((m) => /database/.test(m))).toEqual([]);
    expect(outageLines.join('\n')).not.toContain(secret);
    // The upload's temporary file is gone with the refusal.
    expect(filesUnder(unreachable.config.uploadDir)).toEqual([]);
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    const ready = await unreachable.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', database: 'ok', storage: 'indisponível' });
  }, 60_000);

  it('logs a refused bucket without its secret key, and answers a generic 500', async () => {
    const { upload } = await postOf(refused);
    const res = await upload();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(secret);
    await vi.waitFor(() => expect(lines.some((line) => line.includes('"level":50'))).toBe(true));
    expect(lines.join('\n')).not.toContain(secret);
  }, 60_000);
});
