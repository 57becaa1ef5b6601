// `npm run bench:memory`: the memory of the default embedded setup — `npm start` with nothing configured: both embedded
// databases (PGlite), the bundled identity provider, the dev chain (Anvil, its own process, reported apart) — idle and
// under load. Targets (issue 20): idle ≤ 350 MB, ≤ 500 MB under a 2-minute load.
//
// 1. A fresh DATA_DIR, seeded through the app's own code with 500 projects and 1,000 reports of one person.
// 2. The server started as `npm start` starts it (its Node flags from scripts/ensure-ready.mjs; BENCH_NODE_FLAGS="…"
//    replaces them, e.g. BENCH_NODE_FLAGS="" for Node's defaults), NODE_ENV=production.
// 3. Idle: its resident memory (VmRSS) 30 s after it answers /readyz (BENCH_IDLE_SECONDS).
// 4. Load: BENCH_MEMORY_SECONDS (120) of autocannon in other processes (bench/api-load.mjs, 4 at once, 5 connections
//    each): a prerendered page, a project, the project list, the dashboard; RSS sampled every second (peak, end).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '../apps/server/src/db/factories.ts';
import { projects, reports } from '../apps/server/src/db/schema/index.ts';
import { projectInput, reportInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { ensureWebBuild, serverNodeFlags } from '../scripts/ensure-ready.mjs';
import { buildSeeder } from './seed.ts';
import { rssMb, runLoad, spawnServer, stopProcess, waitForReady } from './server-process.ts';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const loadSeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 120);
const flags = process.env.BENCH_NODE_FLAGS === undefined ? serverNodeFlags : process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);

ensureWebBuild();
const serverBundle = await ensureServerBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-bench-memory-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_URL: base,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
};

console.log('seeding…');
const seeder = await buildSeeder(env, { chain: undefined });
const owner = await createUser(seeder.db, { email: 'memoria@raiz.dev' });
const rows = await seeder.db
  .insert(projects)
  .values(Array.from({ length: 500 }, (_, i) => ({ ...projectInput({ name: `Projeto ${i} da Caatinga` }), ownerId: owner.id })))
  .returning({ id: projects.id });
await seeder.db.insert(reports).values(
  rows.flatMap((p, i) =>
    (['published', 'draft'] as const).map((status, k) => ({
      ...reportInput({ title: `Relatório ${i}-${k}`, status }),
      ownerId: owner.id,
      projectId: p.id,
    })),
  ),
);
const authorization = `Bearer ${await seeder.issueAccessToken(owner)}`;
await seeder.close();

const rssOf = (pid: number) => Math.round(rssMb(pid));
const childrenRss = (pid: number): number => {
  let total = 0;
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) total += rssOf(Number(entry)) + childrenRss(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

const server = spawnServer(serverBundle, flags, env, 'ignore');
const pid = server.pid!;
const readyMs = await waitForReady(base, server, '/readyz', 300_000, 200);
console.log(`ready in ${(readyMs / 1000).toFixed(1)} s; idle ${idleSeconds} s…`);
await new Promise((r) => setTimeout(r, idleSeconds * 1000));
const idle = rssOf(pid);
const idleChain = childrenRss(pid);

const targets: [string, string, Record<string, string>][] = [
  ['GET / (prerendered)', '/', { 'accept-encoding': 'br' }],
  ['GET /v1/projects/:id', `/v1/projects/${rows[250]!.id}`, {}],
  ['GET /v1/projects?page=1&pageSize=20', '/v1/projects?page=1&pageSize=20', {}],
  ['GET /v1/dashboard', '/v1/dashboard', {}],
];
console.log(`load: ${loadSeconds} s, ${targets.length} generators × 5 connections…`);
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 1000);
const loads = await Promise.all(targets.map(([, url, headers]) => runLoad(`${base}${url}`, loadSeconds, 5, authorization, headers)));
clearInterval(sampler);
const end = rssOf(pid);

await stopProcess(server);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`\nNode ${process.version}, flags ${flags.join(' ') || '(none)'}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log(`server RSS idle: ${idle} MB (dev chain, its own process: ${idleChain} MB)`);
console.log(`server RSS under load: peak ${peak} MB, at the end ${end} MB`);
for (const [i, [label]] of targets.entries()) {
  const l = loads[i]!;
  console.log(`  ${label}: ${Math.round(l.rps)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, non-2xx ${l.non2xx}, errors ${l.errors}`);
}
