// `npm run bench:upload`: how long the app, started in its own process, takes to take a 10 MB photo — from the
// request's first byte to its 201, by which time the re-encoded original and both WebP sizes are stored (disk store).
// Seeds a person, a project and a post through the app's own code, starts the built server on a fresh DATA_DIR (with
// `npm start`'s Node flags), then uploads the same photo BENCH_RUNS (5) times and prints each time and the median.
// `npm run bench:upload -- --bombs` instead: ten people upload a 7000×7000 PNG of one colour (49 megapixels, a few KB)
// at the same time; prints the server's RSS before and at its peak (sampled every 50 ms from /proc) and the slowest
// /healthz answer meanwhile (asked every 200 ms): what imageGate (process-upload.ts) bounds.
// `npm run bench:upload -- --big-files` instead: after a warm-up, two rounds of ten 20 MB PDFs (the cap, incompressible
// bytes) sent at the same time to projects; prints the server's RSS after the warm-up and at each round's peak (sampled
// every 50 ms) next to the bytes sent: what the streamed upload (the file piped to a temporary file while hashed,
// docs/evidence.md) keeps out of memory.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
import { ATTACHMENT_MAX_BYTES } from '@raiz/domain';
import { posts } from '../apps/server/src/db/schema/index.ts';
import { postInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { bigPdf } from '../apps/server/src/modules/attachments/attachment-test-helpers.ts';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/ensure-ready.mjs';
import { buildSeeder, seedPersonWithProject } from './seed.ts';
import { benchSetup, peakRss, rssMb, spawnServer, stopProcess, waitForReady } from './server-process.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const { dataDir, base, appEnv } = await benchSetup('upload', { ...process.env, DEV_CHAIN: 'off', LOG_LEVEL: 'warn' });

// A photo of about 10 MB: 12 megapixels of fine detail (noise over a gradient), JPEG quality 90, as a phone writes it.
const width = 4000;
const height = 3000;
const pixels = randomBytes(width * height * 3);
const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();

const seeder = await buildSeeder(appEnv);
const bombs = process.argv.includes('--bombs');
const bigFiles = process.argv.includes('--big-files');
const many = bombs || bigFiles;
/** A person with a project and a post to attach to, and their bearer token. */
async function uploader(n: number) {
  const { owner, project, authorization } = await seedPersonWithProject(seeder, `bench-upload-${n}@raiz.dev`);
  const [post] = await seeder.db
    .insert(posts)
    .values({ ...postInput(), ownerId: owner.id, projectId: project.id })
    .returning();
  return { post: post!, authorization };
}
const uploaders = [];
for (let n = 0; n < (many ? 10 : 1); n++) uploaders.push(await uploader(n));
const { post, authorization } = uploaders[0]!;
await seeder.close();

// BENCH_SERVER_BUNDLE: another build of the server (e.g. an earlier commit's) to compare on the same machine.
const serverBundle = process.env.BENCH_SERVER_BUNDLE ?? (await ensureServerBuild());
const server = spawnServer(serverBundle, serverNodeFlags, appEnv, ['ignore', 'inherit', 'inherit']);
try {
  await waitForReady(base, server);

  if (bombs) await uploadBombs(server.pid!);
  if (bigFiles) await uploadBigFiles(server.pid!);
  const times: number[] = [];
  for (let i = 1; i <= (many ? 0 : runs); i += 1) {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'foto-10mb.jpg');
    const t0 = performance.now();
    const res = await fetch(`${base}/v1/posts/${post!.id}/attachments`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    const body = (await res.json()) as { data?: { thumbnailUrl: string; size: number } };
    const ms = performance.now() - t0;
    if (res.status !== 201 || !body.data) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    const thumb = await fetch(`${base}${body.data.thumbnailUrl}`, { headers: { authorization } });
    if (!thumb.ok) throw new Error(`thumbnail answered ${thumb.status}`);
    times.push(ms);
    console.log(`upload #${i}: ${(ms / 1000).toFixed(2)} s (stored ${(body.data.size / 1e6).toFixed(1)} MB)`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  if (!many)
    console.log(
      `\n${(photo.length / 1e6).toFixed(1)} MB JPEG (${width}×${height}) to stored with thumbnails: median ` +
        `${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s over ${runs} runs ` +
        `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function tallyOf(statuses: number[]): string {
  const counts = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  return Object.entries(counts)
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');
}

async function uploadBigFiles(pid: number) {
  const send = async (u: (typeof uploaders)[number], pdf: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
    const res = await fetch(`${base}/v1/projects/${u.post.projectId}/attachments`, {
      method: 'POST',
      headers: { authorization: u.authorization },
      body: form,
    });
    const body = (await res.json()) as { data?: { sha256: string } };
    if (res.status === 201 && body.data?.sha256 !== createHash('sha256').update(pdf).digest('hex')) {
      throw new Error('stored hash differs from the bytes sent');
    }
    return res.status;
  };
  // A warm-up of ten small PDFs at once: the code paths, connections and pools of a server that has served uploads.
  await Promise.all(uploaders.map((u, i) => send(u, bigPdf(64 * 1024), `aquecimento-${i}.pdf`)));
  // BENCH_FILE_MB (20, the cap, by default) shows whether the peak follows the files' size. Each person sends their
  // own PDF, so no two uploads store the same blob; two rounds show whether the peak grows with the bytes received.
  const fileBytes = Math.min(ATTACHMENT_MAX_BYTES, Math.round(Number(process.env.BENCH_FILE_MB ?? 20) * 2 ** 20));
  const before = rssMb(pid);
  for (const round of [1, 2]) {
    const pdfs = uploaders.map(() => bigPdf(fileBytes));
    const t0 = performance.now();
    const { result: statuses, peak } = await peakRss(pid, () =>
      Promise.all(uploaders.map((u, i) => send(u, pdfs[i]!, `documento-${round}-${i}.pdf`))),
    );
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `round ${round}: ten ${(fileBytes / 2 ** 20).toFixed(0)} MiB PDFs at once ` +
        `(${((pdfs.length * fileBytes) / 2 ** 20).toFixed(0)} MiB sent): ${tallyOf(statuses)} in ` +
        `${seconds.toFixed(1)} s; RSS ${before.toFixed(0)} MB after the warm-up, ${peak().toFixed(0)} MB at peak ` +
        `(+${(peak() - before).toFixed(0)} MB) ` +
        `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
}

async function uploadBombs(pid: number) {
  const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2f6f3e' } })
    .png()
    .toBuffer();
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  let slowestHealth = 0;
  let sending = true;
  const health = (async () => {
    while (sending) {
      const t0 = performance.now();
      await fetch(`${base}/healthz`);
      slowestHealth = Math.max(slowestHealth, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const t0 = performance.now();
  const statuses = await Promise.all(
    uploaders.map(async (u, i) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), `bomba-${i}.png`);
      const res = await fetch(`${base}/v1/posts/${u.post.id}/attachments`, {
        method: 'POST',
        headers: { authorization: u.authorization },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  sending = false;
  await health;
  clearInterval(sampler);
  const tally = tallyOf(statuses);
  console.log(
    `ten ${(png.length / 1e3).toFixed(0)} KB PNGs of 7000×7000 at once: ${tally} in ${seconds.toFixed(1)} s; ` +
      `RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at peak (+${(peak - before).toFixed(0)} MB); ` +
      `slowest /healthz meanwhile ${slowestHealth.toFixed(0)} ms ` +
      `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
}
