import { createHash } from 'node:crypto';
import exifr from 'exifr';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTACHMENTS_PER_ITEM,
  attachmentMessages,
  attachmentParentKinds,
  contentMessages,
  unsafeTextMessage,
  type AttachmentParentKind,
} from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { signMessage } from '@raiz/domain/wallet/sign-message';
import { attachments } from '../../db/schema/index.ts';
import { uniqueCpf } from '../../db/factories.ts';
import { certificateMessages } from '../certificates/certificates.service.ts';
import { eventInput, postInput, productInput, reportInput } from '../content-common/content-factories.ts';
import { createTeam } from '../../test/organization-helpers.ts';
import { createTestApp, requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { activateWallet, certifyReport } from '../../test/wallet-helpers.ts';
import {
  filesUnder,
  minimalPdf,
  pdfHtmlPolyglot,
  pdfZipPolyglot,
  photoWithGps,
  postMultipart,
  smallPng,
} from './attachment-test-helpers.ts';
import { IMAGE_PIXEL_BUDGET, imageGate } from './process-upload.ts';

const t = useTestApp();
let storeDir: string;
beforeAll(async () => {
  storeDir = t.config.storage.kind === 'disk' ? t.config.storage.dir : '';
}, 60_000);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function upload(
  who: Session | null,
  url: string,
  file: { data: Buffer | string; filename?: string; type?: string },
  caption?: string,
) {
  return postMultipart(t, who, url, [
    ...(caption !== undefined ? [{ name: 'caption', data: caption }] : []),
    { name: 'file', filename: file.filename ?? 'foto.jpg', type: file.type, data: file.data },
  ]);
}
const get = (who: Session | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), ...headers } });
const { inject: send } = requester(t);

async function projectWithPost(who: Session) {
  const { newProject, create } = requester(t);
  const project = await newProject(who);
  const post = await create(who, `/v1/projects/${project.id}/posts`, postInput());
  return { project, post: post as { id: string } };
}

async function rowsOf(parentId: string) {
  const [row] = await t.app.db.select({ n: count() }).from(attachments).where(eq(attachments.parentId, parentId));
  return row!.n;
}

/** A refusal leaves nothing: no row of the item, no blob in the store. */
async function expectNothingStored(parentId: string) {
  expect(await rowsOf(parentId)).toBe(0);
  expect(filesUnder(storeDir)).toEqual([]);
}

describe('uploads refused, nothing stored', () => {
  let owner: Session;
  let reportId: string;
  let postId: string;
  beforeAll(async () => {
    owner = await signIn(t);
    const { post, project } = await projectWithPost(owner);
    postId = post.id;
    reportId = (await requester(t).create(owner, '/v1/reports', reportInput({ projectId: project.id }))).id;
  });

  it('a .jpg that is a PDF is refused where only images go, with the images message', async () => {
    const res = await upload(owner, `/v1/posts/${postId}/attachments`, {
      data: minimalPdf(),
      filename: 'foto.jpg',
      type: 'image/jpeg',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.imageOnly);
    await expectNothingStored(postId);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'desenho.svg'],
    ['an HTML page', '<!doctype html><html><body><script>alert(1)</script></body></html>', 'pagina.png'],
    ['plain text', 'apenas texto', 'nota.pdf'],
    ['a ZIP', Buffer.from('504b0304140000000800', 'hex'), 'fotos.zip'],
  ])('%s is refused as a type not taken', async (_what, data, filename) => {
    const res = await upload(owner, `/v1/reports/${reportId}/attachments`, { data, filename });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'bad_request', message: attachmentMessages.typeRefused });
    await expectNothingStored(reportId);
  });

  it('a PDF with a ZIP after its end (a polyglot) is refused', async () => {
    const zipTail = Buffer.concat([
      Buffer.from('504b0304', 'hex'),
      Buffer.from('carga escondida'),
      Buffer.from('504b0506', 'hex'),
    ]);
    const res = await upload(owner, `/v1/reports/${reportId}/attachments`, {
      data: Buffer.concat([minimalPdf(), zipTail]),
      filename: 'nota.pdf',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.unreadable);
    await expectNothingStored(reportId);
  });

  it('a truncated JPEG is refused as unreadable', async () => {
    const photo = await photoWithGps();
    const res = await upload(owner, `/v1/posts/${postId}/attachments`, {
      data: photo.subarray(0, Math.floor(photo.length / 2)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.unreadable);
    await expectNothingStored(postId);
  });

  it('a file over 20 MB is refused with 413', async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(20 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(owner, `/v1/reports/${reportId}/attachments`, { data: big, filename: 'grande.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'payload_too_large', message: attachmentMessages.tooLarge });
    await expectNothingStored(reportId);
  });

  it('a decompression bomb (a 56-megapixel PNG of one colour, tiny compressed) is refused before decoding', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(owner, `/v1/posts/${postId}/attachments`, { data: bomb, filename: 'bomba.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.imageTooBig);
    await expectNothingStored(postId);
  }, 60_000);

  it('a caption with a NUL is refused on every upload route with the message JSON bodies get, not a 500', async () => {
    const { create } = requester(t);
    const project = await requester(t).newProject(owner);
    const event = await create(owner, `/v1/projects/${project.id}/events`, eventInput());
    const product = await create(owner, `/v1/projects/${project.id}/products`, productInput());
    const items: Record<AttachmentParentKind, string> = {
      projects: project.id,
      reports: reportId,
      posts: postId,
      events: event.id,
      products: product.id,
    };
    for (const kind of attachmentParentKinds) {
      const res = await upload(
        owner,
        `/v1/${kind}/${items[kind]}/attachments`,
        { data: await smallPng(1) },
        'a\u0000b',
      );
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().error, kind).toEqual({
        code: 'validation_error',
        message: contentMessages.invalidFields,
        fields: { caption: unsafeTextMessage },
      });
      await expectNothingStored(items[kind]);
    }
  });

  it('a request without a file, or not multipart, is refused', async () => {
    const res = await postMultipart(t, owner, `/v1/posts/${postId}/attachments`, [
      { name: 'caption', data: 'sem arquivo' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(attachmentMessages.missingFile);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/v1/posts/${postId}/attachments`,
      payload: '{}',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...owner.headers },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(attachmentMessages.missingFile);
    const json = await t.app.inject({
      method: 'POST',
      url: `/v1/posts/${postId}/attachments`,
      payload: {},
      headers: owner.headers,
    });
    expect(json.statusCode).toBe(400);
    await expectNothingStored(postId);
  });
});

describe('a photo uploaded', () => {
  let owner: Session;
  let postId: string;
  let uploaded: Record<string, unknown> & {
    id: string;
    url: string;
    sha256: string;
    thumbnailUrl: string;
    previewUrl: string;
  };
  beforeAll(async () => {
    owner = await signIn(t);
    postId = (await projectWithPost(owner)).post.id;
    const res = await upload(
      owner,
      `/v1/posts/${postId}/attachments`,
      { data: await photoWithGps(), filename: 'C:\\fotos\\plantio.jpeg' },
      ' Mudas no viveiro ',
    );
    expect(res.statusCode, res.body).toBe(201);
    uploaded = res.json().data;
  });

  it('answers the stored file, with the GPS position read from the photo offered to confirm', () => {
    expect(uploaded).toMatchObject({
      parentKind: 'posts',
      parentId: postId,
      name: 'plantio.jpg',
      type: 'image/jpeg',
      caption: 'Mudas no viveiro',
      position: 0,
      width: 640,
      height: 480,
      location: null,
      url: `/v1/attachments/${uploaded.id}/file`,
    });
    const detected = uploaded.detectedLocation as { latitude: number; longitude: number };
    expect(detected.latitude).toBeCloseTo(-23.55, 3);
    expect(detected.longitude).toBeCloseTo(-46.633, 3);
  });

  it('stores it re-encoded without any metadata: the served bytes hash to the answer and carry no GPS', async () => {
    const res = await get(owner, uploaded.url);
    expect(res.statusCode).toBe(200);
    expect(sha256(res.rawPayload)).toBe(uploaded.sha256);
    expect(await exifr.gps(res.rawPayload)).toBeUndefined();
    expect(await exifr.parse(res.rawPayload)).toBeUndefined();
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(res.rawPayload.length),
      'x-content-type-options': 'nosniff',
      etag: `"${uploaded.sha256}"`,
      'cache-control': 'private, max-age=300',
    });
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="plantio.jpg"/);
    const again = await get(owner, uploaded.url, { 'if-none-match': `"${uploaded.sha256}"` });
    expect(again.statusCode).toBe(304);
  });

  it('makes two WebP sizes, never upscaled', async () => {
    const thumb = await get(owner, uploaded.thumbnailUrl);
    const preview = await get(owner, uploaded.previewUrl);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('stores the confirmed location and the caption; the list answers them with the space usage', async () => {
    const res = await send(owner, 'PATCH', `/v1/posts/${postId}/attachments/${uploaded.id}`, {
      caption: 'Mudas de ipê',
      location: { latitude: -23.55, longitude: -46.63 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      caption: 'Mudas de ipê',
      location: { latitude: -23.55, longitude: -46.63 },
    });
    const list = (await get(owner, `/v1/posts/${postId}/attachments`)).json().data;
    expect(list.attachments).toHaveLength(1);
    expect(list.usage.quotaBytes).toBe(1024 * 1024 * 1024);
    expect(list.usage.usedBytes).toBeGreaterThan(uploaded.size as number);
  });

  it('turns a photo taken sideways upright (EXIF orientation applied, then dropped)', async () => {
    const sideways = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#806040' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(owner, `/v1/posts/${postId}/attachments`, { data: sideways });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ width: 480, height: 640 });
    const stored = await sharp((await get(owner, res.json().data.url)).rawPayload).metadata();
    expect(stored).toMatchObject({ width: 480, height: 640 });
    expect(stored.orientation).toBeUndefined();
  });

  it('a JPEG carrying an HTML page after its image (a polyglot) is stored as pixels only', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const res = await upload(owner, `/v1/posts/${postId}/attachments`, {
      data: Buffer.concat([await photoWithGps(), Buffer.from(payload)]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await get(owner, res.json().data.url)).rawPayload;
    expect(stored.includes('<script')).toBe(false);
  });

  it('is read by no one else: 404 to another person, 401 logged out', async () => {
    const other = await signIn(t);
    expect((await get(other, uploaded.url)).statusCode).toBe(404);
    expect((await get(other, `/v1/posts/${postId}/attachments`)).statusCode).toBe(404);
    expect((await upload(other, `/v1/posts/${postId}/attachments`, { data: await smallPng(1) })).statusCode).toBe(404);
    expect((await get(null, uploaded.url)).statusCode).toBe(401);
    expect((await get(null, `/v1/public/attachments/${uploaded.id}/file`)).statusCode).toBe(404);
  });
});

describe('a document', () => {
  it('a .jpg name that is a PDF is kept as a PDF, byte for byte, served as a sandboxed download', async () => {
    const owner = await signIn(t);
    const report = await requester(t).create(owner, '/v1/reports', reportInput());
    const pdf = minimalPdf();
    const res = await upload(owner, `/v1/reports/${report.id}/attachments`, { data: pdf, filename: 'recibo.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      type: 'application/pdf',
      name: 'recibo.pdf',
      sha256: sha256(pdf),
      size: pdf.length,
      thumbnailUrl: null,
      previewUrl: null,
      detectedLocation: null,
    });
    const file = await get(owner, data.url);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="recibo.pdf"/);
    expect(file.headers['content-security-policy']).toBe('sandbox');
  });
});

describe('order, captions and deletion', () => {
  it('reorders every file once, refuses a partial order, and deletes a file with its blobs', async () => {
    const owner = await signIn(t);
    const { post } = await projectWithPost(owner);
    const base = `/v1/posts/${post.id}/attachments`;
    const ids: string[] = [];
    for (const seed of [1, 2, 3]) {
      const res = await upload(owner, base, { data: await smallPng(seed), filename: `f${seed}.png` });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const reversed = [...ids].reverse();
    const ordered = await send(owner, 'PUT', `${base}/order`, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().data.map((a: { id: string }) => a.id)).toEqual(reversed);
    const listed = (await get(owner, base)).json().data.attachments;
    expect(listed.map((a: { id: string; position: number }) => [a.id, a.position])).toEqual(
      reversed.map((id, i) => [id, i]),
    );

    for (const wrong of [
      ids.slice(0, 2),
      [...ids, ids[0]!],
      [ids[0]!, ids[1]!, '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await send(owner, 'PUT', `${base}/order`, { ids: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(attachmentMessages.orderMismatch);
    }

    const before = filesUnder(storeDir).length;
    const removed = await send(owner, 'DELETE', `${base}/${ids[0]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ id: ids[0] });
    expect(filesUnder(storeDir).length).toBe(before - 3); // original, thumbnail, preview
    expect((await get(owner, base)).json().data.attachments).toHaveLength(2);
    expect((await send(owner, 'DELETE', `${base}/${ids[0]}`)).statusCode).toBe(404);
  });

  it("a list shows each item's cover: its first image in the chosen order, never a PDF, readable by the owner", async () => {
    const owner = await signIn(t);
    const { project, post } = await projectWithPost(owner);
    const projectFiles = `/v1/projects/${project.id}/attachments`;
    expect((await upload(owner, projectFiles, { data: minimalPdf(), filename: 'plano.pdf' })).statusCode).toBe(201);
    const first = (await upload(owner, projectFiles, { data: await smallPng(31), filename: 'a.png' }, 'Viveiro')).json()
      .data;
    const second = (await upload(owner, projectFiles, { data: await smallPng(32), filename: 'b.png' })).json().data;
    const cover = (id: string, caption: string | null) => ({
      thumbnailUrl: `/v1/attachments/${id}/file?variant=thumbnail`,
      previewUrl: `/v1/attachments/${id}/file?variant=preview`,
      width: 400,
      height: 300,
      caption,
    });
    const coverIn = async (url: string, id: string) =>
      (await get(owner, url)).json().data.items.find((item: { id: string }) => item.id === id).cover;

    expect(await coverIn('/v1/projects', project.id)).toEqual(cover(first.id, 'Viveiro'));
    expect(await coverIn(`/v1/projects/${project.id}/posts`, post.id)).toBeNull();
    const ids = (await get(owner, projectFiles)).json().data.attachments.map((a: { id: string }) => a.id);
    const reordered = [second.id, ...ids.filter((id: string) => id !== second.id)];
    expect((await send(owner, 'PUT', `${projectFiles}/order`, { ids: reordered })).statusCode).toBe(200);
    expect(await coverIn('/v1/projects', project.id)).toEqual(cover(second.id, null));
    const thumbnail = await get(owner, cover(second.id, null).thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    // Every list of the kit, reports included.
    const photo = (await upload(owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(33) })).json().data;
    expect(await coverIn(`/v1/projects/${project.id}/posts`, post.id)).toEqual(cover(photo.id, null));
    const report = await requester(t).create(owner, '/v1/reports', reportInput({ projectId: project.id }));
    const evidence = (await upload(owner, `/v1/reports/${report.id}/attachments`, { data: await smallPng(34) })).json()
      .data;
    expect(await coverIn('/v1/reports', report.id)).toEqual(cover(evidence.id, null));
  });

  it('deleting the item deletes its files and their blobs; a blob another row uses stays', async () => {
    const owner = await signIn(t);
    const { project, post } = await projectWithPost(owner);
    const shared = await smallPng(77);
    const kept = await upload(owner, `/v1/projects/${project.id}/attachments`, { data: shared });
    const gone = await upload(owner, `/v1/posts/${post.id}/attachments`, { data: shared });
    const only = await upload(owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(78) });
    expect([kept, gone, only].map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const before = filesUnder(storeDir).length;
    const res = await send(owner, 'DELETE', `/v1/projects/${project.id}/posts/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(post.id)).toBe(0);
    // The blobs go once the answer is sent (the sweep after a successful DELETE); the shared ones stay.
    const blobNames = () => filesUnder(storeDir).map((f) => f.split('/').pop());
    await vi.waitFor(() => expect(blobNames()).not.toContain(only.json().data.sha256));
    expect(blobNames()).toContain(kept.json().data.sha256);
    expect(filesUnder(storeDir).length).toBeLessThan(before);
    expect((await get(owner, kept.json().data.url)).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('refuses a 31st file of an item', async () => {
    const owner = await signIn(t);
    const { post } = await projectWithPost(owner);
    await t.app.db.insert(attachments).values(
      Array.from({ length: ATTACHMENTS_PER_ITEM }, (_, position) => ({
        parentKind: 'posts',
        parentId: post.id,
        ownerId: owner.user.id,
        name: `f${position}.png`,
        type: 'image/png',
        size: 10,
        sha256: 'a'.repeat(64),
        position,
      })),
    );
    const before = filesUnder(storeDir).length;
    const res = await upload(owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(5) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(attachmentMessages.tooMany);
    expect(filesUnder(storeDir).length).toBe(before);
  });

  it('decodes at most 60 megapixels at once: big images wait in line, a person has 2 in flight, never a 500', async () => {
    // Of one colour, so a few kilobytes each; 25 megapixels decoded is ~75 MB of pixels before the three encodings.
    const big = (seed: number) => smallPng(seed, 5000, 5000);
    const [ana, bruno, carla] = [await signIn(t), await signIn(t), await signIn(t)];
    const posts = await Promise.all([ana, bruno, carla].map(async (who) => (await projectWithPost(who)).post));
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map(big));
    // Other work holds the whole budget until released, so every upload below reaches the gate while none can start,
    // however fast this machine decodes (an upload is first written to a file: its arrival at the gate varies).
    let release = () => {};
    const held = imageGate.run('outro-trabalho', IMAGE_PIXEL_BUDGET, () => new Promise<void>((r) => (release = r)));
    imageGate.peak = 0;

    // Ana sends four at once (the web sends one at a time): two wait their turn, the others are told to come back.
    const anaRequests = images
      .slice(0, 4)
      .map((data) => upload(ana, `/v1/posts/${posts[0]!.id}/attachments`, { data }));
    let anaAnswered = 0;
    for (const request of anaRequests) void request.then(() => anaAnswered++);
    // Bruno and Carla at the same time: their images wait for room in the budget instead of being refused.
    const others = Promise.all([
      upload(bruno, `/v1/posts/${posts[1]!.id}/attachments`, { data: images[4]! }),
      upload(carla, `/v1/posts/${posts[2]!.id}/attachments`, { data: images[5]! }),
    ]);
    // Every upload has reached the gate: four wait (two of Ana's, Bruno's, Carla's), two of Ana's were answered.
    await vi.waitFor(
      () => {
        expect(imageGate.load.waiting).toBe(4);
        expect(anaAnswered).toBe(2);
      },
      { timeout: 60_000, interval: 20 },
    );
    // The server keeps answering meanwhile.
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    release();
    await held;

    const mine = await Promise.all(anaRequests);
    expect(mine.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429]);
    for (const refused of mine.filter((r) => r.statusCode === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toMatchObject({ code: 'too_many_requests', message: attachmentMessages.busy });
    }
    expect((await others).map((r) => r.statusCode)).toEqual([201, 201]);
    // Never more than the budget decoded at once (two 25 MP images fit, a third waited).
    expect(imageGate.peak).toBeGreaterThan(0);
    expect(imageGate.peak).toBeLessThanOrEqual(IMAGE_PIXEL_BUDGET);
    expect(imageGate.load).toEqual({ running: 0, waiting: 0 });
  }, 120_000);

  it('writes the bytes before the transaction, and puts them back if a sweep took them before the row was in', async () => {
    const owner = await signIn(t);
    const { post } = await projectWithPost(owner);
    const store = t.app.blobStore;
    const put = store.put.bind(store);
    // The first write lands, then a sweep (of another row's freed copy of the same bytes) deletes it at once.
    const raced = vi.spyOn(store, 'put').mockImplementationOnce(async (sha256, bytes) => {
      await put(sha256, bytes);
      await store.delete(sha256);
    });
    try {
      const res = await upload(owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(77) });
      expect(res.statusCode, res.body).toBe(201);
      const uploaded = res.json().data as { url: string; sha256: string };
      const file = await get(owner, uploaded.url);
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(uploaded.sha256);
    } finally {
      raced.mockRestore();
    }
  });

  it('refuses a file past the space quota (409), counting every stored variant', async () => {
    const small = await createTestApp({ STORAGE_QUOTA_MB: String(12 / 1024) }); // 12 KB
    try {
      const owner = await signIn(small);
      const { create, newProject } = requester(small);
      const project = await newProject(owner);
      const post = await create(owner, `/v1/projects/${project.id}/posts`, postInput());
      const up = (data: Buffer) =>
        postMultipart(small, owner, `/v1/posts/${post.id}/attachments`, [{ name: 'file', filename: 'f.png', data }]);
      expect((await up(await smallPng(1))).statusCode).toBe(201);
      const noise = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
      const full = await up(
        await sharp(noise, { raw: { width: 200, height: 200, channels: 3 } })
          .png()
          .toBuffer(),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json().error.message).toBe(attachmentMessages.quotaFull);
      const dir = small.config.storage.kind === 'disk' ? small.config.storage.dir : '';
      expect(filesUnder(dir)).toHaveLength(3);
      const usage = (await small.app.inject({ url: `/v1/posts/${post.id}/attachments`, headers: owner.headers })).json()
        .data.usage;
      expect(usage.quotaBytes).toBe(12 * 1024);
    } finally {
      await small.close();
    }
  });
});

describe("an organisation's files", () => {
  it('a viewer reads them but may not change them (403); an editor adds them, recorded in the history', async () => {
    const team = await createTeam(t, 'Cooperativa dos Arquivos');
    const { create } = requester(t);
    const project = await create(team.editor, '/v1/projects', {
      ...(await import('../content-common/content-factories.ts')).projectInput(),
      organizationId: team.organization.id,
    });
    const added = await upload(team.editor, `/v1/projects/${project.id}/attachments`, { data: await smallPng(9) });
    expect(added.statusCode, added.body).toBe(201);
    const file = added.json().data;
    expect((await get(team.viewer, file.url)).statusCode).toBe(200);
    expect((await get(team.viewer, `/v1/projects/${project.id}/attachments`)).statusCode).toBe(200);
    expect(
      (await upload(team.viewer, `/v1/projects/${project.id}/attachments`, { data: await smallPng(10) })).statusCode,
    ).toBe(403);
    expect((await send(team.viewer, 'DELETE', `/v1/projects/${project.id}/attachments/${file.id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await send(team.viewer, 'PATCH', `/v1/projects/${project.id}/attachments/${file.id}`, { caption: 'x' }))
        .statusCode,
    ).toBe(403);
    const outsider = await signIn(t);
    expect((await get(outsider, file.url)).statusCode).toBe(404);
    const history = (await get(team.owner, `/v1/organizations/${team.organization.id}/history`)).json().data;
    const entries = (Array.isArray(history) ? history : history.items) as { changes: { field: string }[] }[];
    expect(entries.some((e) => e.changes.some((c) => c.field === 'attachments'))).toBe(true);
  });
});

describe('files follow their item', () => {
  it('into the organisation its project moves to, and out with the project deleted (its posts included)', async () => {
    const team = await createTeam(t, 'Cooperativa da Mudança');
    const { project, post } = await projectWithPost(team.owner);
    const cover = (
      await upload(team.owner, `/v1/projects/${project.id}/attachments`, { data: await smallPng(41) })
    ).json().data;
    const photo = (await upload(team.owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(42) })).json()
      .data;
    expect((await get(team.viewer, cover.url)).statusCode).toBe(404);

    const moved = await send(team.owner, 'PATCH', `/v1/projects/${project.id}`, {
      organizationId: team.organization.id,
      version: 1,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get(team.viewer, cover.url)).statusCode).toBe(200);
    expect((await get(team.viewer, photo.url)).statusCode).toBe(200);
    const usage = (await get(team.viewer, `/v1/posts/${post.id}/attachments`)).json().data.usage;
    expect(usage.usedBytes).toBeGreaterThan(cover.size + photo.size);

    const removed = await send(team.owner, 'DELETE', `/v1/projects/${project.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowsOf(project.id)).toBe(0);
    expect(await rowsOf(post.id)).toBe(0);
    const blobNames = () => filesUnder(storeDir).map((f) => f.split('/').pop());
    await vi.waitFor(() => expect(blobNames()).not.toContain(photo.sha256));
    expect(blobNames()).not.toContain(cover.sha256);
  });
});

describe('public files', () => {
  it('serves files of items the registry shows, only while the project is public and not hidden', async () => {
    const owner = await signIn(t);
    const { project, post } = await projectWithPost(owner);
    const draft = await requester(t).create(owner, `/v1/projects/${project.id}/posts`, postInput({ published: false }));
    const shown = (await upload(owner, `/v1/posts/${post.id}/attachments`, { data: await smallPng(20) })).json().data;
    const unpublished = (await upload(owner, `/v1/posts/${draft.id}/attachments`, { data: await smallPng(21) })).json()
      .data;
    const url = (id: string, variant = '') => `/v1/public/attachments/${id}/file${variant}`;
    expect((await get(null, url(shown.id))).statusCode).toBe(404);

    const published = await send(owner, 'PATCH', `/v1/projects/${project.id}`, { public: true, version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    const res = await get(null, url(shown.id, '?variant=thumbnail'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await get(null, url(unpublished.id))).statusCode).toBe(404);

    // The project's own cover, anonymously, in each size that exists.
    const cover = (await upload(owner, `/v1/projects/${project.id}/attachments`, { data: await smallPng(24) })).json()
      .data;
    for (const variant of ['', '?variant=thumbnail', '?variant=preview']) {
      const file = await get(null, url(cover.id, variant));
      expect(file.statusCode, `${variant} ${file.body.slice(0, 200)}`).toBe(200);
    }

    // Events as the registry shows them: an upcoming one's picture is public, a past one's is not.
    const events = `/v1/projects/${project.id}/events`;
    const upcoming = await requester(t).create(
      owner,
      events,
      eventInput({ startsAt: '2199-05-01T09:00:00-03:00', endsAt: '2199-05-01T12:00:00-03:00' }),
    );
    const past = await requester(t).create(owner, events, eventInput());
    const upcomingPhoto = (
      await upload(owner, `/v1/events/${upcoming.id}/attachments`, { data: await smallPng(22) })
    ).json().data;
    const pastPhoto = (await upload(owner, `/v1/events/${past.id}/attachments`, { data: await smallPng(23) })).json()
      .data;
    expect((await get(null, url(upcomingPhoto.id))).statusCode).toBe(200);
    expect((await get(null, url(pastPhoto.id))).statusCode).toBe(404);

    await t.app.db.execute(
      (await import('drizzle-orm'))
        .sql`update projects set hidden_at = now(), hidden_reason = 'teste' where id = ${project.id}`,
    );
    expect((await get(null, url(shown.id))).statusCode).toBe(404);
    expect((await get(null, url(cover.id))).statusCode).toBe(404);
  });
});

describe('certified evidence', () => {
  it('every file route, public ones included, serves polyglot PDFs (PDF+HTML, PDF+ZIP) as sandboxed, unsniffed downloads', async () => {
    const author = await signIn(t, { cpf: uniqueCpf() });
    const { wallet } = await activateWallet(t, author.headers);
    const project = await requester(t).newProject(author);
    expect((await send(author, 'PATCH', `/v1/projects/${project.id}`, { public: true, version: 1 })).statusCode).toBe(
      200,
    );
    const report = await requester(t).create(
      author,
      '/v1/reports',
      reportInput({ projectId: project.id, status: 'published' }),
    );
    const stored: { id: string; sha256: string; type: string; bytes: Buffer }[] = [];
    for (const [data, filename] of [
      [pdfHtmlPolyglot(), 'pagina.pdf'],
      [pdfZipPolyglot(), 'arquivo.pdf'],
      [await smallPng(40), 'foto.png'],
    ] as const) {
      const res = await upload(author, `/v1/reports/${report.id}/attachments`, { data, filename });
      expect(res.statusCode, res.body).toBe(201);
      stored.push({ ...res.json().data, bytes: data });
    }
    const certificate = await certifyReport(t, author.headers, wallet.privateKey, report.id);

    // Every route the OpenAPI document says answers a file, with its parameters filled.
    const doc = (await t.app.inject('/docs/json')).json() as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const fileRoutes = Object.entries(doc.paths)
      .filter(([, operations]) => operations.get?.responses['200']?.content?.['application/pdf'])
      .map(([route]) => route);
    expect(fileRoutes).toEqual(
      expect.arrayContaining([
        '/v1/attachments/{attachmentId}/file',
        '/v1/public/attachments/{attachmentId}/file',
        '/v1/public/certificates/{code}/evidence/{sha256}',
      ]),
    );
    for (const route of fileRoutes) {
      for (const file of stored) {
        const url = route
          .replace('{attachmentId}', file.id)
          .replace('{code}', certificate.code)
          .replace('{sha256}', file.sha256);
        expect(url, 'every parameter filled').not.toMatch(/[{}]/);
        const res = await get(route.startsWith('/v1/public/') ? null : author, url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['content-security-policy'], url).toBe('sandbox');
        if (file.type === 'application/pdf') {
          // Kept byte for byte — still an HTML page, still a ZIP — and only ever offered as a download.
          expect(res.rawPayload.equals(file.bytes), url).toBe(true);
          expect(res.headers['content-type'], url).toBe('application/pdf');
          expect(res.headers['content-disposition'], url).toMatch(/^attachment; /);
        } else {
          expect(res.headers['content-type'], url).toBe('image/png');
          expect(res.headers['content-disposition'], url).toMatch(/^inline; /);
        }
      }
    }
    expect(stored[0]!.bytes.includes('<script>')).toBe(true);
    expect(stored[1]!.bytes.includes(Buffer.from('504b0304', 'hex'))).toBe(true);
  });

  it('the snapshot signs each file in order; the public route serves them; the report refuses any change', async () => {
    const author = await signIn(t, { cpf: uniqueCpf(), name: 'Joana Ribeiro da Silva' });
    const { wallet } = await activateWallet(t, author.headers);
    const report = await requester(t).create(author, '/v1/reports', reportInput({ status: 'published' }));
    const base = `/v1/reports/${report.id}/attachments`;
    const photo = (
      await upload(author, base, { data: await photoWithGps(), filename: 'muda.jpg' }, 'Muda no dia 1')
    ).json().data;
    const receipt = (await upload(author, base, { data: minimalPdf(), filename: 'recibo.pdf' })).json().data;

    const certificate = await certifyReport(t, author.headers, wallet.privateKey, report.id);
    expect(certificate.snapshot.evidence).toEqual([
      { name: 'muda.jpg', type: 'image/jpeg', size: photo.size, sha256: photo.sha256, caption: 'Muda no dia 1' },
      { name: 'recibo.pdf', type: 'application/pdf', size: receipt.size, sha256: receipt.sha256, caption: null },
    ]);
    expect(canonicalSha256(certificate.snapshot)).toBe(certificate.sha256);

    for (const entry of certificate.snapshot.evidence!) {
      const res = await get(null, `/v1/public/certificates/${certificate.code}/evidence/${entry.sha256}`);
      expect(res.statusCode).toBe(200);
      expect(sha256(res.rawPayload)).toBe(entry.sha256);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe(entry.type);
    }
    expect((await get(null, `/v1/public/certificates/${certificate.code}/evidence/${'b'.repeat(64)}`)).statusCode).toBe(
      404,
    );
    // The photo's WebP copies, for the page to show instead of the original; a PDF has none.
    for (const [variant, width] of [
      ['thumbnail', 320],
      ['preview', 1280],
    ] as const) {
      const res = await get(
        null,
        `/v1/public/certificates/${certificate.code}/evidence/${photo.sha256}?variant=${variant}`,
      );
      expect(res.statusCode, variant).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect((await sharp(res.rawPayload).metadata()).width).toBeLessThanOrEqual(width);
      expect(res.rawPayload.length).toBeLessThan(photo.size);
    }
    const pdfPreview = await get(
      null,
      `/v1/public/certificates/${certificate.code}/evidence/${receipt.sha256}?variant=preview`,
    );
    expect(pdfPreview.statusCode).toBe(404);
    expect(pdfPreview.json().error.message).toBe(attachmentMessages.notFound);
    const badVariant = await get(
      null,
      `/v1/public/certificates/${certificate.code}/evidence/${photo.sha256}?variant=big`,
    );
    expect(badVariant.statusCode).toBe(400);
    expect(badVariant.json().error.fields.variant).toBe('Use variant=thumbnail ou variant=preview.');

    const refusals = [
      await upload(author, base, { data: await smallPng(30) }),
      await send(author, 'PATCH', `${base}/${photo.id}`, { caption: 'outra' }),
      await send(author, 'PUT', `${base}/order`, { ids: [receipt.id, photo.id] }),
      await send(author, 'DELETE', `${base}/${photo.id}`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(attachmentMessages.certifiedFrozen);
    }
  });

  it('limits lookups by code per address (a miss costs more), far above what verification pages ask for', async () => {
    const author = await signIn(t, { cpf: uniqueCpf(), name: 'Joana Ribeiro da Silva' });
    const { wallet } = await activateWallet(t, author.headers);
    const report = await requester(t).create(author, '/v1/reports', reportInput({ status: 'published' }));
    for (const seed of [60, 61, 62]) {
      expect(
        (await upload(author, `/v1/reports/${report.id}/attachments`, { data: await smallPng(seed) })).statusCode,
      ).toBe(201);
    }
    const { code, snapshot } = await certifyReport(t, author.headers, wallet.privateKey, report.id);
    const from = (remoteAddress: string, url: string) => t.app.inject({ url, remoteAddress });
    const evidence = (c: string, hash: string) => `/v1/public/certificates/${c}/evidence/${hash}`;
    const tooMany = (res: Awaited<ReturnType<typeof from>>) => {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        error: { code: 'too_many_requests', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    // A class verifying the certificate from one school address: 20 loads of the page (the certificate and its files).
    for (let load = 0; load < 20; load++) {
      expect((await from('198.51.100.30', `/v1/public/certificates/${code}`)).statusCode).toBe(200);
      for (const entry of snapshot.evidence!)
        expect((await from('198.51.100.30', evidence(code, entry.sha256))).statusCode).toBe(200);
    }

    // Someone guessing codes: each unknown one costs 5 of the 60 a minute, so the 13th try is refused…
    const guesses = [];
    for (let i = 0; i < 13; i++)
      guesses.push(
        (await from('203.0.113.30', `/v1/public/certificates/ZZZZZZZZ${String(i).padStart(2, '0')}`)).statusCode,
      );
    expect(guesses.slice(0, 12).every((s) => s === 404)).toBe(true);
    tooMany(await from('203.0.113.30', `/v1/public/certificates/ZZZZZZZZ99`));
    // …even for a real code, while another address is served.
    tooMany(await from('203.0.113.30', `/v1/public/certificates/${code}`));
    expect((await from('203.0.113.31', `/v1/public/certificates/${code}`)).statusCode).toBe(200);

    // Files by a guessed code or hash: a miss costs 10 of the 600 a minute.
    for (let i = 0; i < 60; i++)
      expect((await from('203.0.113.32', evidence('ZZZZZZZZZZ', 'c'.repeat(64)))).statusCode).toBe(404);
    tooMany(await from('203.0.113.32', evidence(code, snapshot.evidence![0]!.sha256)));
  });

  it('a file added after the draft was signed makes the issue fail: what was signed is no longer stored', async () => {
    const author = await signIn(t, { cpf: uniqueCpf(), name: 'Ana Paula Rocha' });
    const { wallet } = await activateWallet(t, author.headers);
    const report = await requester(t).create(author, '/v1/reports', reportInput({ status: 'published' }));
    const base = `/v1/reports/${report.id}/attachments`;
    expect((await upload(author, base, { data: await smallPng(50) })).statusCode).toBe(201);
    const draft = (await get(author, `/v1/reports/${report.id}/certificate-draft`)).json().data;
    expect(draft.snapshot.evidence).toHaveLength(1);
    expect((await upload(author, base, { data: await smallPng(51) })).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/certificates',
      headers: author.headers,
      payload: {
        reportId: report.id,
        signerName: draft.snapshot.signerName,
        sha256: draft.sha256,
        signature: await signMessage(wallet.privateKey, draft.message),
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(certificateMessages.changed);
  });

  it('a report without files hashes as before: no evidence key', async () => {
    const author = await signIn(t, { cpf: uniqueCpf(), name: 'Maria Souza Lima' });
    await activateWallet(t, author.headers);
    const report = await requester(t).create(author, '/v1/reports', reportInput({ status: 'published' }));
    const draft = (await get(author, `/v1/reports/${report.id}/certificate-draft`)).json().data;
    expect(Object.keys(draft.snapshot)).not.toContain('evidence');
  });
});
