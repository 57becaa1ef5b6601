// `npm run bench:start`: how long a second `npm start` on an already built tree takes to answer /healthz. Runs
// `npm start` once on a fresh DATA_DIR (migrations, keys, demo data, dev chain: the first start's work), stops it,
// then starts it BENCH_RUNS (3) more times on the same DATA_DIR and prints each time from spawn to the first 200 of
// /healthz, with the server's own log lines (time-stamped from spawn) when BENCH_VERBOSE=1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const verbose = process.env.BENCH_VERBOSE === '1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raiz-bench-start-'));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function start(label) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so npm, scripts/start.mjs and the server stop together
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const stamp = (chunk) => {
    if (!verbose) return;
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      console.log(`  +${String(Math.round(performance.now() - started)).padStart(6)} ms  ${line.slice(0, 1500)}`);
    }
  };
  child.stdout.on('data', stamp);
  child.stderr.on('data', stamp);
  let ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        ms = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 300_000) throw new Error('no /healthz within 300 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log(`${label}: /healthz answered ${(ms / 1000).toFixed(2)} s after npm start`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return ms;
}

try {
  await start('first start (fresh DATA_DIR)');
  const times = [];
  for (let i = 1; i <= runs; i += 1) times.push(await start(`second start #${i}`));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nsecond npm start on a built tree: median ${(sorted[Math.floor(sorted.length / 2)] / 1000).toFixed(2)} s ` +
      `(${runs} runs; Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
