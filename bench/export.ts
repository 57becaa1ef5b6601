// `npm run bench:export`: the memory of "Baixar meus dados" for a person with BENCH_EXPORT_MB (1024) of files — the ZIP
// streams the files' bytes from the store (issue 20 item 5: ≤ 100 MB of RSS added for 1 GB of files).
//
// 1. A fresh DATA_DIR (disk store), seeded through the app's own code: one person, a project, and 20 MB files of random
//    bytes (incompressible, like photos) attached to it until BENCH_EXPORT_MB.
// 2. The built server started in its own process, as `npm start` starts it (its Node flags).
// 3. GET /v1/me/export read to the end by this process (bytes counted, then dropped) while the server's VmRSS is
//    sampled from /proc every 50 ms; the ZIP's size is checked against the files'.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { attachments } from '../apps/server/src/db/schema/index.ts';
import { sha256Of } from '../apps/server/src/modules/attachments/storage/blob-store.ts';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { serverNodeFlags } from '../scripts/ensure-ready.mjs';
import { buildSeeder, seedPersonWithProject } from './seed.ts';
import { benchSetup, peakRss, spawnServer, stopProcess, waitForReady } from './server-process.ts';

const totalMb = Number(process.env.BENCH_EXPORT_MB ?? 1024);
const fileMb = 20;
const { dataDir, base, appEnv } = await benchSetup('export', {
  ...process.env,
  DEV_CHAIN: 'off',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
});

const seeder = await buildSeeder(appEnv);
const { owner, project, authorization } = await seedPersonWithProject(seeder, 'bench-export@raiz.dev');
const files = Math.ceil(totalMb / fileMb);
let filesBytes = 0;
for (let i = 0; i < files; i++) {
  const bytes = randomBytes(fileMb * 1_000_000);
  const sha256 = sha256Of(bytes);
  await seeder.blobStore.put(sha256, bytes);
  await seeder.db.insert(attachments).values({
    parentKind: 'projects',
    parentId: project.id,
    ownerId: owner.id,
    uploadedBy: owner.id,
    name: `documento-${i + 1}.pdf`,
    type: 'application/pdf',
    size: bytes.length,
    sha256,
    position: i,
  });
  filesBytes += bytes.length;
}
await seeder.close();

const serverBundle = await ensureServerBuild();
const server = spawnServer(serverBundle, serverNodeFlags, appEnv, ['ignore', 'inherit', 'inherit']);
try {
  await waitForReady(base, server, '/readyz', 180_000, 200);
  // Settled after start.
  await new Promise((r) => setTimeout(r, 2000));
  const t0 = performance.now();
  const { result, before, peak } = await peakRss(server.pid!, async () => {
    const res = await fetch(`${base}/v1/me/export`, { headers: { authorization } });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
    let received = 0;
    for await (const chunk of res.body) received += (chunk as Uint8Array).length;
    return { res, received };
  });
  const { res, received } = result;
  const seconds = (performance.now() - t0) / 1000;
  if (received < filesBytes) throw new Error(`the ZIP (${received} bytes) is smaller than its files (${filesBytes})`);
  console.log(
    `export of ${files} files, ${(filesBytes / 1e6).toFixed(0)} MB: ZIP ${(received / 1e6).toFixed(0)} MB in ` +
      `${seconds.toFixed(1)} s (${(received / 1e6 / seconds).toFixed(0)} MB/s; X-Approximate-Size ` +
      `${(Number(res.headers.get('x-approximate-size')) / 1e6).toFixed(0)} MB); server RSS ${before.toFixed(0)} MB ` +
      `before, ${peak().toFixed(0)} MB at peak (+${(peak() - before).toFixed(0)} MB) ` +
      `(Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
