// `npm run bench:upload`: how long the app, started in its own process, takes to take a 10 MB photo — from the
// request's first byte to its 201, by which time the re-encoded original and both WebP sizes are stored (disk store).
// Seeds a person, a project and a post through the app's own code, starts the built server on a fresh DATA_DIR, then
// uploads the same photo BENCH_RUNS (5) times and prints each time and the median.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createUser } from '../apps/server/src/db/factories.ts';
import { posts, projects } from '../apps/server/src/db/schema/index.ts';
import { postInput, projectInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { ensureServerBuild } from '../scripts/build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-bench-upload-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const appEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  DEV_CHAIN: 'off',
  LOG_LEVEL: 'warn',
};

// A photo of about 10 MB: 12 megapixels of fine detail (noise over a gradient), JPEG quality 90, as a phone writes it.
const width = 4000;
const height = 3000;
const pixels = randomBytes(width * height * 3);
const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();

const configResult = loadConfig(appEnv);
if (!configResult.ok) throw new Error(configResult.problems.join('\n'));
const seeder = await buildApp({ ...configResult.config, logLevel: 'silent' });
const owner = await createUser(seeder.db, { email: 'bench-upload@raiz.dev' });
const [project] = await seeder.db
  .insert(projects)
  .values({ ...projectInput(), ownerId: owner.id })
  .returning();
const [post] = await seeder.db
  .insert(posts)
  .values({ ...postInput(), ownerId: owner.id, projectId: project!.id })
  .returning();
const authorization = `Bearer ${await seeder.issueAccessToken(owner)}`;
await seeder.close();

const serverBundle = await ensureServerBuild();
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  env: appEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 180_000) throw new Error('server did not answer /healthz within 180 s');
    await new Promise((r) => setTimeout(r, 100));
  }

  const times: number[] = [];
  for (let i = 1; i <= runs; i += 1) {
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
  console.log(
    `\n${(photo.length / 1e6).toFixed(1)} MB JPEG (${width}×${height}) to stored with thumbnails: median ` +
      `${(sorted[Math.floor(sorted.length / 2)]! / 1000).toFixed(2)} s over ${runs} runs ` +
      `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
