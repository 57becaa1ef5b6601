// `npm run bench:api [-- --profile]`: Raiz as in production against its floor, in one run, each in its own process.
//
// 1. A fresh database — PGlite in a temporary DATA_DIR by default; with BENCH_DATABASE_URL=postgres://…, a new database
//    created (and dropped at the end) on that server — is migrated and seeded with 2,000 projects and 4,000 reports of
//    the measured person (and as many of another person).
// 2. The app is started as `npm start` starts it (`node apps/server/dist/server.mjs`, NODE_ENV=production,
//    its logs at the production level into /dev/null) and loaded endpoint by endpoint by autocannon running in another
//    process (bench/api-load.mjs: BENCH_CONNECTIONS=10 connections, BENCH_SECONDS=5 s each, after 1 s of warm-up on each).
// 3. The app is stopped and the floor started on the same database (bench/api-floor.mjs: bare Fastify and the same
//    driver running the same SQL, same JSON), checked to answer what the app answered, and loaded the same way.
// 4. Steps 2 and 3 again, BENCH_ROUNDS times in all (3 by default).
// 5. One table: for each endpoint the round of median ratio, with req/s, p50 and p99 of both and the app's req/s as a
//    ratio of the floor's; then every round's ratio. Each server's CPU time per answer (from /proc, over each load) is
//    measured too, with the floor's as a ratio of the app's: the machine's other load moves it far less than req/s.
//
// BENCH_APP_LOG=<file> appends the app's log lines to that file (a failing run's server side).
// `--profile` runs the app and the floor under `node --cpu-prof`; the profiles land in bench/.out/ (raiz.cpuprofile,
// floor.cpuprofile: open them in Chrome DevTools).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createUser } from '../apps/server/src/db/factories.ts';
import { projects, reports } from '../apps/server/src/db/schema/index.ts';
import { projectInput, reportInput } from '../apps/server/src/modules/content-common/content-factories.ts';
import { ensureServerBuild } from '../scripts/build-server.mjs';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { buildSeeder } from './seed.ts';
import { cpuMs, runLoad, spawnServer, stopProcess, waitForReady, type Load } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const profile = process.argv.includes('--profile');
// Rounds of app-then-floor (BENCH_ROUNDS, 3 by default; 1 with --profile): a machine's load drifts over a run, and the
// median round is steadier than any one.
const roundCount = profile ? 1 : Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const outDir = path.join(root, 'bench/.out');

// The database: a fresh one on BENCH_DATABASE_URL's server, or PGlite in the app's DATA_DIR.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-bench-'));
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.BENCH_DATABASE_URL) {
  const name = `raiz_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(process.env.BENCH_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
const driver = databaseUrl ? 'PostgreSQL' : 'PGlite';

const port = await freePort();
const appEnv: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DEV_CHAIN: 'off',
  // PostgreSQL is cluster mode, which counts its limits in Redis (BENCH_REDIS_URL, else the machine's own).
  ...(databaseUrl
    ? {
        DATABASE_URL: databaseUrl,
        RECOVERY_DATABASE_URL: databaseUrl,
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: `raiz-bench-${randomBytes(4).toString('hex')}:`,
      }
    : {}),
};

// Seed through the app's own code (migrations, factories), with the config the started app will have, so the token
// issued here is signed by the keys it will load from DATA_DIR.
console.log(`seeding (${driver})…`);
const seeder = await buildSeeder(appEnv);
const db = seeder.db;
const owner = await createUser(db, { email: 'bench@raiz.dev' });
const other = await createUser(db, { email: 'outra@raiz.dev' });
let someProjectId = '';
for (const [who, count] of [
  [owner, 2000],
  [other, 2000],
] as const) {
  for (let i = 0; i < count; i += 500) {
    const rows = await db
      .insert(projects)
      .values(
        Array.from({ length: 500 }, (_, j) => ({
          ...projectInput({ name: `Projeto ${i + j} do Cerrado` }),
          ownerId: who.id,
        })),
      )
      .returning({ id: projects.id });
    if (who === owner && i === 1000) someProjectId = rows[250]!.id;
    await db.insert(reports).values(
      rows.flatMap((p, j) =>
        ['published', 'draft'].map((status, k) => ({
          ...reportInput({ title: `Relatório ${i + j}-${k}`, status: status as 'draft' | 'published' }),
          periodEnd: `2025-${String(((i + j) % 12) + 1).padStart(2, '0')}-28`,
          ownerId: who.id,
          projectId: p.id,
        })),
      ),
    );
  }
}
// Statistics and the visibility map up to date, as a database in use has them: otherwise autovacuum (PostgreSQL) would
// analyse the new rows during the first measurements, which are the app's.
await db.execute(sql`vacuum analyze`);
const authorization = `Bearer ${await seeder.issueAccessToken(owner)}`;
await seeder.close();

// BENCH_ONLY=<text> keeps the endpoints whose label contains it (e.g. a profile of one endpoint alone).
const allTargets = [
  ['GET /v1/projects/:id', `/v1/projects/${someProjectId}`],
  ['GET /v1/projects?page=1&pageSize=20', '/v1/projects?page=1&pageSize=20'],
  ['GET /v1/projects?q= (search)', '/v1/projects?q=1234&pageSize=20'],
  ['GET /v1/dashboard', '/v1/dashboard'],
  // As a browser asks for it: the same answer, compressed.
  ['GET /v1/dashboard (Accept-Encoding: br)', '/v1/dashboard', { 'accept-encoding': 'br' }],
] as const satisfies readonly (readonly [string, string, Record<string, string>?])[];
const targets = allTargets.filter(([label]) => !process.env.BENCH_ONLY || label.includes(process.env.BENCH_ONLY));
const headersOf = (target: (typeof targets)[number]) => (target.length > 2 ? target[2] : {});

const load = (url: string, duration: number, headers: Record<string, string> = {}) =>
  runLoad(url, duration, connections, authorization, headers);

/** A load's figures with the server's CPU time per answer, in µs. */
type Measured = Load & { cpuUs: number };

/**
 * Each endpoint's answer as JSON, read off the wire and decoded here (not by fetch), so that a body whose length or
 * encoding is wrong fails the run with what was received.
 */
async function answers(name: string, base: string) {
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as Record<string, (b: Buffer) => Buffer>;
  return Promise.all(
    targets.map(
      (target) =>
        new Promise<unknown>((resolve, reject) => {
          const headers = { 'accept-encoding': 'br, gzip', ...headersOf(target), authorization };
          http
            .get(`${base}${target[1]}`, { headers }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('error', reject);
              res.on('end', () => {
                const body = Buffer.concat(chunks);
                const encoding = res.headers['content-encoding'] ?? 'identity';
                const length = res.headers['content-length'];
                try {
                  if (length !== undefined && Number(length) !== body.length)
                    throw new Error(`content-length ${length}, ${body.length} bytes received`);
                  resolve(JSON.parse((decode[encoding]?.(body) ?? body).toString('utf8')));
                } catch (err) {
                  reject(
                    new Error(
                      `${name} ${target[0]}: ${encoding} answer unreadable (${String(err)}), status ${res.statusCode}, first bytes ${body.subarray(0, 16).toString('hex')}`,
                    ),
                  );
                }
              });
            })
            .on('error', reject);
        }),
    ),
  );
}

async function measure(name: string, child: ChildProcess, base: string, healthPath: string | null) {
  if (healthPath) console.log(`${name}: up in ${await waitForReady(base, child, healthPath)} ms`);
  // Warm-up of every endpoint first (JIT, caches, connection pool), so the first one measured is not the coldest.
  for (const target of targets) await load(`${base}${target[1]}`, 1, headersOf(target));
  const results: Measured[] = [];
  for (const target of targets) {
    const [label, url] = target;
    const cpuBefore = cpuMs(child.pid!);
    const loaded = await load(`${base}${url}`, seconds, headersOf(target));
    const result = { ...loaded, cpuUs: ((cpuMs(child.pid!) - cpuBefore) * 1000) / loaded.total };
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name} ${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    console.log(
      `${name} ${label}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${Math.round(result.cpuUs)} µs CPU per answer`,
    );
    results.push(result);
  }
  return results;
}

/** The path of the first value where two JSON answers differ ("$.data.places.length: 3 ≠ 0"), or null. */
function firstDifference(a: unknown, b: unknown, at = '$'): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length: ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (found) return found;
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      const found = firstDifference(left[key], right[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 200)} ≠ ${JSON.stringify(b)?.slice(0, 200)}`;
}

/** Node's flags that write a CPU profile of the process to bench/.out/<name>.cpuprofile when profiling. */
const profiled = (name: string) =>
  profile ? ['--cpu-prof', `--cpu-prof-dir=${outDir}`, `--cpu-prof-name=${name}.cpuprofile`] : [];

/** One round: the app started, warmed up and loaded on each endpoint, stopped; then the floor the same way. */
async function round(): Promise<{ app: Measured[]; floor: Measured[] }> {
  // The app, as `npm start` runs it.
  const appBase = `http://127.0.0.1:${port}`;
  const serverBundle = await ensureServerBuild();
  const app = spawnServer(serverBundle, profiled('raiz'), appEnv, [
    'ignore',
    process.env.BENCH_APP_LOG ? fs.openSync(process.env.BENCH_APP_LOG, 'a') : 'ignore',
    'inherit',
  ]);
  let appResults: Measured[];
  let appAnswers: unknown[];
  try {
    appResults = await measure('raiz', app, appBase, '/healthz');
    appAnswers = await answers('raiz', appBase);
  } finally {
    await stopProcess(app);
  }

  // The floor, on the same rows.
  const floorPort = await freePort();
  const floor = spawn(process.execPath, [...profiled('floor'), 'bench/api-floor.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(floorPort),
      OWNER_ID: owner.id,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'db') }),
    },
  });
  const floorBase = `http://127.0.0.1:${floorPort}`;
  try {
    await new Promise<void>((resolve, reject) => {
      floor.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
      floor.once('exit', (code) => reject(new Error(`floor exited with ${code}`)));
    });
    const floorAnswers = await answers('floor', floorBase);
    targets.forEach(([label], i) => {
      const difference = firstDifference(appAnswers[i], floorAnswers[i]);
      if (difference) throw new Error(`the floor does not answer ${label} as the app does, at ${difference}`);
    });
    console.log('floor: same JSON as the app on every endpoint');
    return { app: appResults, floor: await measure('floor', floor, floorBase, null) };
  } finally {
    await stopProcess(floor);
  }
}

try {
  if (profile) fs.mkdirSync(outDir, { recursive: true });
  const rounds: { app: Measured[]; floor: Measured[] }[] = [];
  for (let i = 1; i <= roundCount; i++) {
    if (roundCount > 1) console.log(`round ${i} of ${roundCount}`);
    rounds.push(await round());
  }

  const load1 = os.loadavg()[0]!.toFixed(1);
  console.log(
    `\n${driver}, ${connections} connections, ${seconds} s per endpoint, 2,000 projects + 4,000 reports for the person; ` +
      `Node ${process.version}, ${os.cpus().length} cores, load average ${load1} at the end; ` +
      `${roundCount} round${roundCount > 1 ? 's, each row the round of median ratio (all ratios at the end)' : ''}\n`,
  );
  console.log(
    '| endpoint | Raiz req/s | p50 ms | p99 ms | floor req/s | p50 ms | p99 ms | ratio | CPU µs/answer: Raiz, floor, floor ÷ Raiz (median round) |\n|---|---|---|---|---|---|---|---|---|',
  );
  targets.forEach(([label], i) => {
    const byRatio = rounds
      .map((r) => ({ a: r.app[i]!, f: r.floor[i]!, ratio: r.app[i]!.rps / r.floor[i]!.rps }))
      .sort((x, y) => x.ratio - y.ratio);
    const { a, f, ratio } = byRatio[Math.floor((byRatio.length - 1) / 2)]!;
    const byCpu = rounds
      .map((r) => ({ a: r.app[i]!.cpuUs, f: r.floor[i]!.cpuUs }))
      .sort((x, y) => x.f / x.a - y.f / y.a);
    const cpu = byCpu[Math.floor((byCpu.length - 1) / 2)]!;
    console.log(
      `| \`${label}\` | ${Math.round(a.rps)} | ${a.p50} | ${a.p99} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${ratio.toFixed(2)}× | ${Math.round(cpu.a)}, ${Math.round(cpu.f)}, ${(cpu.f / cpu.a).toFixed(2)}× |`,
    );
  });
  if (roundCount > 1) {
    console.log('\nratio of each round:');
    targets.forEach(([label], i) =>
      console.log(`${label}: ${rounds.map((r) => `${(r.app[i]!.rps / r.floor[i]!.rps).toFixed(2)}×`).join(', ')}`),
    );
    console.log('\nCPU per answer, floor ÷ Raiz, of each round:');
    targets.forEach(([label], i) =>
      console.log(`${label}: ${rounds.map((r) => `${(r.floor[i]!.cpuUs / r.app[i]!.cpuUs).toFixed(2)}×`).join(', ')}`),
    );
  }
  if (profile) {
    const written = fs.readdirSync(outDir).filter((f) => f.endsWith('.cpuprofile'));
    console.log(
      `\nCPU profiles of the app and the floor: ${written.map((f) => path.join('bench/.out', f)).join(', ')}`,
    );
  }
} finally {
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
