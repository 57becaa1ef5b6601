// `npm run bench:sync`: the outbox (docs/ARCHITECTURE.md "Outbox") sending BENCH_REPORTS (50) queued reports with three
// ~1 MB photos each to the built server over loopback, against the floor: the same requests (the same bytes) POSTed one
// after another by a bare client with no outbox, in the same run, on the same server. The outbox side is the web's own
// store and sender (apps/web/src/features/outbox: IndexedDB reads and writes around every request, in order, a report
// before its photos, each create with its Idempotency-Key), over fake-indexeddb, the engine Node lacks; its requests
// are made here as the web's transport makes them (JSON create with the key, multipart upload), with a bearer token.
// Then, in Chromium, how much the device's reduction (createImageBitmap + OffscreenCanvas → JPEG 0.85, at most
// 2560 px: features/outbox/reduce-photo.ts) takes off a 12-megapixel phone photo.
import 'fake-indexeddb/auto';
import os from 'node:os';
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { reportInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { ApiError } from '../apps/web/src/lib/api-errors.ts';
import { sendOutbox, type OutboxTransport } from '../apps/web/src/features/outbox/outbox-sender.ts';
import { addOutboxItems, listOutbox } from '../apps/web/src/features/outbox/outbox-store.ts';
import { chromiumArgs, chromiumPath } from '../e2e/chromium-path.mjs';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/ensure-ready.mjs';
import { buildSeeder, seedPersonWithProject } from './seed.ts';
import { benchSetup, spawnServer, stopProcess, waitForReady } from './server-process.ts';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 50);
const PHOTOS = 3;
const { dataDir, base, appEnv } = await benchSetup('sync', { ...process.env, DEV_CHAIN: 'off', LOG_LEVEL: 'warn' });

/** A 1200×900 photo of noise, about 1 MB as JPEG (quality 90); each seed its own bytes. */
async function noisePhoto(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  let x = (seed + 1) * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    pixels[i] = x >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const seeder = await buildSeeder(appEnv);
const { owner, project, authorization } = await seedPersonWithProject(seeder, 'bench-sync@raiz.dev');
await seeder.close();

console.log(`making ${REPORTS * PHOTOS} photos...`);
const photos: Buffer[][] = [];
for (let r = 0; r < REPORTS; r++) {
  photos.push(await Promise.all(Array.from({ length: PHOTOS }, (_, p) => noisePhoto(r * PHOTOS + p))));
}
const bodyOf = (r: number, who: string) => reportInput({ projectId: project.id, title: `${who} ${r + 1}` });

let bytesSent = 0;
async function failure(res: Response): Promise<ApiError> {
  const body = (await res.json().catch(() => ({}))) as { error?: { code: string; message: string } };
  return new ApiError(res.status, body.error?.code ?? `http_${res.status}`, body.error?.message ?? '');
}
/** A JSON create, as api-client sends it. */
async function postJson(route: string, body: unknown, key?: string): Promise<{ id: string }> {
  const text = JSON.stringify(body);
  bytesSent += Buffer.byteLength(text);
  const res = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: {
      authorization,
      accept: 'application/json',
      'content-type': 'application/json',
      ...(key && { 'idempotency-key': key }),
    },
    body: text,
  });
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as { data: { id: string } }).data;
}
/** A multipart upload (field `file`), as api-upload sends it; the body's exact bytes are counted. */
async function postFile(route: string, bytes: ArrayBuffer | Buffer, name: string, key?: string): Promise<unknown> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const request = new Request(`${base}${route}`, { method: 'POST', body: form });
  const body = await request.arrayBuffer();
  bytesSent += body.byteLength;
  const res = await fetch(request.url, {
    method: 'POST',
    headers: {
      authorization,
      accept: 'application/json',
      'content-type': request.headers.get('content-type')!,
      ...(key && { 'idempotency-key': key }),
    },
    body,
  });
  if (!res.ok) throw await failure(res);
  return res.json();
}

const parentKinds = { report: 'reports', post: 'posts', event: 'events' } as const;
const transport: OutboxTransport = {
  create: (item) => postJson('/v1/reports', item.body, item.id),
  upload: (item, file, parent) => {
    return postFile(`/v1/${parentKinds[parent.kind]}/${parent.serverId}/attachments`, file.data, file.name, item.id);
  },
};

async function countReports(prefix: string): Promise<{ reports: number; files: number }> {
  const res = await fetch(`${base}/v1/projects/${project.id}/reports?pageSize=100&q=${encodeURIComponent(prefix)}`, {
    headers: { authorization },
  });
  const { items } = ((await res.json()) as { data: { items: { id: string }[] } }).data;
  let files = 0;
  for (const report of items) {
    const list = await fetch(`${base}/v1/reports/${report.id}/attachments`, { headers: { authorization } });
    files += ((await list.json()) as { data: { attachments: unknown[] } }).data.attachments.length;
  }
  return { reports: items.length, files };
}

const serverBundle = process.env.BENCH_SERVER_BUNDLE ?? (await ensureServerBuild());
const server = spawnServer(serverBundle, serverNodeFlags, appEnv, ['ignore', 'inherit', 'inherit']);
try {
  await waitForReady(base, server);
  // A warm-up: one report with a photo, by the bare client.
  const warm = await postJson('/v1/reports', bodyOf(0, 'Aquecimento'));
  await postFile(`/v1/reports/${warm.id}/attachments`, await noisePhoto(99_999), 'aquecimento.jpg');

  // The floor: the same requests one after another, no outbox; run before and after the outbox (the machine's load
  // moves), and the outbox compared with their mean.
  const runFloor = async (who: string) => {
    bytesSent = 0;
    const started = performance.now();
    for (let r = 0; r < REPORTS; r++) {
      const report = await postJson('/v1/reports', bodyOf(r, who));
      for (let p = 0; p < PHOTOS; p++)
        await postFile(`/v1/reports/${report.id}/attachments`, photos[r]![p]!, `foto-${p + 1}.jpg`);
    }
    return { ms: performance.now() - started, bytes: bytesSent };
  };
  const floorBefore = await runFloor('Piso antes');

  // The outbox: queued as the app queues them (a report, then its photos), then sent by its sender.
  for (let r = 0; r < REPORTS; r++) {
    const [report] = await addOutboxItems([
      { kind: 'report', userId: owner.id, projectId: project.id, body: bodyOf(r, 'Fila') },
    ]);
    await addOutboxItems(
      photos[r]!.map((bytes, p) => ({
        kind: 'attachment' as const,
        userId: owner.id,
        projectId: project.id,
        body: {},
        files: [
          {
            name: `foto-${p + 1}.jpg`,
            type: 'image/jpeg',
            data: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
          },
        ],
        parent: { outboxId: report!.id },
      })),
    );
  }
  bytesSent = 0;
  const t0 = performance.now();
  const result = await sendOutbox(transport, owner.id);
  const app = { ms: performance.now() - t0, bytes: bytesSent };
  const states = (await listOutbox()).map((i) => i.state);
  if (result.sent !== REPORTS * (PHOTOS + 1) || states.some((s) => s !== 'sent'))
    throw new Error(`the outbox sent ${result.sent} of ${REPORTS * (PHOTOS + 1)}: ${[...new Set(states)].join(', ')}`);
  const onServer = await countReports('Fila');
  const floorAfter = await runFloor('Piso depois');
  const floor = { ms: (floorBefore.ms + floorAfter.ms) / 2, bytes: floorBefore.bytes };
  if (onServer.reports !== REPORTS || onServer.files !== REPORTS * PHOTOS)
    throw new Error(`the server has ${onServer.reports} reports and ${onServer.files} files from the outbox`);

  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  const photoMb = photos.flat().reduce((s, p) => s + p.length, 0) / (REPORTS * PHOTOS) / 1e6;
  console.log(
    `${REPORTS} reports × ${PHOTOS} photos (${photoMb.toFixed(2)} MB each) over loopback:\n` +
      `  outbox: ${(app.ms / 1000).toFixed(1)} s, ${mb(app.bytes)} MB sent (${onServer.reports} reports and ` +
      `${onServer.files} files on the server)\n` +
      `  floor:  ${(floorBefore.ms / 1000).toFixed(1)} s before, ${(floorAfter.ms / 1000).toFixed(1)} s after, ` +
      `${mb(floor.bytes)} MB sent (the same requests, no outbox)\n` +
      `  ratio:  ${(app.ms / floor.ms).toFixed(2)}× the floors' mean time, ${(app.bytes / floor.bytes).toFixed(3)}× its bytes`,
  );
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The reduction on the device, in Chromium: a 12-megapixel photo as a phone writes it (a smooth scene with sensor
// noise, JPEG quality 92) to at most 2560 px at JPEG 0.85, as reduce-photo.ts does.
const width = 4000;
const height = 3000;
const scene = Buffer.alloc(width * height * 3);
let seed = 12345;
for (let y = 0; y < height; y++) {
  for (let x = 0; x < width; x++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    const noise = (seed >>> 24) / 16 - 8;
    const i = (y * width + x) * 3;
    scene[i] = Math.max(0, Math.min(255, 60 + (x / width) * 120 + 30 * Math.sin(y / 90) + noise));
    scene[i + 1] = Math.max(0, Math.min(255, 110 + (y / height) * 90 + 25 * Math.cos(x / 140) + noise));
    scene[i + 2] = Math.max(0, Math.min(255, 40 + ((x + y) / (width + height)) * 80 + noise));
  }
}
const original = await sharp(scene, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 92 })
  .toBuffer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  const reduced = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
    const scale = Math.min(1, 2560 / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
    return { size: blob.size, width: canvas.width, height: canvas.height };
  }, original.toString('base64'));
  console.log(
    `photo reduced on the device (Chromium): ${width}×${height} ${(original.length / 1e6).toFixed(2)} MB → ` +
      `${reduced.width}×${reduced.height} ${(reduced.size / 1e6).toFixed(2)} MB ` +
      `(${((reduced.size / original.length) * 100).toFixed(0)} % of the original)\n` +
      `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  await browser.close();
}
