// `npm run bench:upload-memory`: what ten people sending a 7000×7000 PNG at once cost the server (issue 21 item 3).
// Starts the built server in its own process on a fresh DATA_DIR, seeds ten people with a post each through the app's
// own code, then sends the ten uploads together while sampling the server's RSS (/proc/<pid>/status, every 50 ms) and
// timing GET /healthz (every 200 ms). Prints the RSS before, its peak, the growth, the slowest /healthz and the answers.
import { spawn } from 'node:child_process';
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
const people = Number(process.env.BENCH_PEOPLE ?? 10);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-bench-upload-memory-'));
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

// 49 megapixels (under the 50 MP cap) of one colour: a few hundred KB compressed, ~150 MB decoded.
const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#2d6a4f' } })
  .png()
  .toBuffer();

const configResult = loadConfig(appEnv);
if (!configResult.ok) throw new Error(configResult.problems.join('\n'));
const seeder = await buildApp({ ...configResult.config, logLevel: 'silent' });
const senders: { postId: string; authorization: string }[] = [];
for (let i = 0; i < people; i += 1) {
  const owner = await createUser(seeder.db, { email: `bench-memoria-${i}@raiz.dev` });
  const [project] = await seeder.db
    .insert(projects)
    .values({ ...projectInput(), ownerId: owner.id })
    .returning();
  const [post] = await seeder.db
    .insert(posts)
    .values({ ...postInput(), ownerId: owner.id, projectId: project!.id })
    .returning();
  senders.push({ postId: post!.id, authorization: `Bearer ${await seeder.issueAccessToken(owner)}` });
}
await seeder.close();

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

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
  await new Promise((r) => setTimeout(r, 1000));
  const before = rssMb(server.pid!);
  let peak = before;
  let done = false;
  const sampler = (async () => {
    while (!done) {
      peak = Math.max(peak, rssMb(server.pid!));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const healthTimes: number[] = [];
  const prober = (async () => {
    while (!done) {
      const t0 = performance.now();
      await fetch(`${base}/healthz`);
      healthTimes.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  const t0 = performance.now();
  const statuses = await Promise.all(
    senders.map(async ({ postId, authorization }) => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'grande.png');
      const res = await fetch(`${base}/v1/posts/${postId}/attachments`, {
        method: 'POST',
        headers: { authorization },
        body: form,
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  done = true;
  await Promise.all([sampler, prober]);
  const counts = statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});
  console.log(
    `${people} uploads of a ${(png.length / 1e3).toFixed(0)} KB PNG (7000×7000) at once, from ${people} people: ` +
      `answers ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s\n` +
      `RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, growth ${(peak - before).toFixed(0)} MB\n` +
      `/healthz: ${healthTimes.length} probes, slowest ${Math.max(...healthTimes).toFixed(0)} ms ` +
      `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
